/** The Augment backend: AGENTS.md + `.augment/rules/` agent-requested rules, and Auggie tool permissions. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions } } as const satisfies Backend;
