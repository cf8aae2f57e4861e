/** Hermes Agent backend: the shared AGENTS.md, permissions and hooks (user-scope config.yaml fragments); see facts.ts. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitInstructions } from './instructions.js';
import { emitPermissions } from './permissions.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, hooks: emitHooks }, probe } as const satisfies Backend;
