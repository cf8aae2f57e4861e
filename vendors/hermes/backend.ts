/** Hermes Agent backend: the shared AGENTS.md and hooks (a user-scope config.yaml fragment); see facts.ts. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitInstructions } from './instructions.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, hooks: emitHooks }, probe } as const satisfies Backend;
