/** Hermes Agent backend: the shared AGENTS.md (permissions, hooks and packaging are user-level only; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';

export const backend = { facts, emit: { instructions: emitInstructions } } as const satisfies Backend;
