/** OpenClaw backend: the shared AGENTS.md, workspace skills, and hooks through a generated plugin (bridge.ts); permissions are unadapted (facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, hooks: emitHooks, packaging: emitPackaging }, probe } as const satisfies Backend;
