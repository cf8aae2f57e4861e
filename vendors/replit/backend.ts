/** The Replit Agent backend: `replit.md` instructions and project skills. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';

export const backend = { facts, emit: { instructions: emitInstructions, packaging: emitPackaging } } as const satisfies Backend;
