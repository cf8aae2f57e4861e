/** The JetBrains AI Assistant backend: instructions only (`.aiassistant/rules/seamc.md`). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';

export const backend = { facts, emit: { instructions: emitInstructions } } as const satisfies Backend;
