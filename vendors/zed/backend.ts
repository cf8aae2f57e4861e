/** The Zed backend: the `.rules` instruction file, MCP context servers and a user-scope tool_permissions block; no hooks. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, packaging: emitPackaging } } as const satisfies Backend;
