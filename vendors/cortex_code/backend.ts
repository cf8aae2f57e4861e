/** Cortex Code CLI backend: AGENTS.md + skills, and user-scope fragments for MCP servers and MCP tool permissions (hooks are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, packaging: emitPackaging } } as const satisfies Backend;
