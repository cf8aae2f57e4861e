/** Trae backend: the project rules file .trae/rules/project_rules.md, stdio MCP servers in .trae/mcp.json and skills in .trae/skills (permissions and hooks are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';

export const backend = { facts, emit: { instructions: emitInstructions, packaging: emitPackaging } } as const satisfies Backend;
