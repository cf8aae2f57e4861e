/** Reasonix backend: the shared AGENTS.md and the [permissions] table of reasonix.toml (hooks and packaging are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions } } as const satisfies Backend;
