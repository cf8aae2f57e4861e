/** Trae backend: the project rules file .trae/rules/project_rules.md (permissions, hooks and packaging are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';

export const backend = { facts, emit: { instructions: emitInstructions } } as const satisfies Backend;
