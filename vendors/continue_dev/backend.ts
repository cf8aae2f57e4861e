/** Continue backend: AGENTS.md + .continue/rules, a user permissions fragment, MCP JSON, prompts and skills (no hooks: see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';

export const backend = {
  facts,
  emit: { instructions: emitInstructions, permissions: emitPermissions, packaging: emitPackaging },
} as const satisfies Backend;
