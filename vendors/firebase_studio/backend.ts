/** Firebase Studio backend: the Gemini AI rules file .idx/airules.md (permissions, hooks and packaging are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';

export const backend = { facts, emit: { instructions: emitInstructions } } as const satisfies Backend;
