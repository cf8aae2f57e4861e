/** Firebender backend: the shared AGENTS.md, and firebender.json MCP servers, commands and agents plus .firebender/skills (permissions and hooks are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';

export const backend = { facts, emit: { instructions: emitInstructions, packaging: emitPackaging } } as const satisfies Backend;
