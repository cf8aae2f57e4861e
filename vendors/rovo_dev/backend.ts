/** The Rovo Dev CLI backend: the shared AGENTS.md, a user-scope toolPermissions block and the project packaging; hooks are recorded in facts. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, packaging: emitPackaging } } as const satisfies Backend;
