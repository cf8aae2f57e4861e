/** The Aider backend: instructions only (AGENTS.md plus the `.aider.conf.yml` entry that makes Aider read it). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';

export const backend = { facts, emit: { instructions: emitInstructions } } as const satisfies Backend;
