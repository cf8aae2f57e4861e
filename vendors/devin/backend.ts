/** Devin CLI backend: instructions, permissions (MCP tool names only), hooks and packaging. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, hooks: emitHooks, packaging: emitPackaging }, probe } as const satisfies Backend;
