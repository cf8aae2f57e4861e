/** Amazon Q Developer CLI backend: a project rule file under .amazonq/rules, the workspace .amazonq/mcp.json and hooks in a local agent .amazonq/cli-agents/seamc.json (permissions are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, hooks: emitHooks, packaging: emitPackaging }, probe } as const satisfies Backend;
