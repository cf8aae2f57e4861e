/** The Qwen Code backend: QWEN.md + `.qwen/rules/`, and MCP servers in `.qwen/settings.json`. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';

export const backend = { facts, emit: { instructions: emitInstructions, packaging: emitPackaging } } as const satisfies Backend;
