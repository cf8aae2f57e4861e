/** Agent Plugins 1.0 backend: one portable plugin bundle (plugin.json, skills/, mcp.json); 1.0 has no instructions, permissions or hooks. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitPackaging } from './packaging.js';

export const backend = { facts, emit: { packaging: emitPackaging } } as const satisfies Backend;
