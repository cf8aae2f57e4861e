/** The Warp backend: instructions only (the shared AGENTS.md); every other section is recorded in facts. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';

export const backend = { facts, emit: { instructions: emitInstructions, packaging: emitPackaging } } as const satisfies Backend;
