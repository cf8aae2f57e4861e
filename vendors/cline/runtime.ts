/**
 * Cline's hook runtime adapter: the hook_json family engine bound to Cline's record, with two vendor steps.
 * In: the hook's own object (`preToolUse`, `postToolUse`, `userPromptSubmit`, ...) is lifted over the envelope (its keys win), and an
 * MCP call (`use_mcp_tool` with `server_name`, `tool_name`) is named `mcp__<server>__<tool>` with `mcpServer` set.
 * Out: a refusal is `{"cancel": true, "errorMessage": R}`; anything else is silence (no JSON = proceed).
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { clineRecord } from './runtime-data.js';

const base = hookJsonAdapter(clineRecord);
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function decoded(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** Lift the object named after the hook (`PreToolUse` -> `preToolUse`) over the envelope. */
export function lift(payload: unknown): unknown {
  if (!isObj(payload) || typeof payload['hookName'] !== 'string') return payload;
  const name = payload['hookName'];
  const inner = payload[name.charAt(0).toLowerCase() + name.slice(1)];
  const flat: Obj = { ...payload, ...(isObj(inner) ? inner : {}) };
  const params = decoded(flat['parameters']);
  if (flat['toolName'] === 'use_mcp_tool' && isObj(params) && typeof params['server_name'] === 'string' && typeof params['tool_name'] === 'string') {
    flat['toolName'] = `mcp__${params['server_name']}__${params['tool_name']}`;
    flat['mcpServer'] = params['server_name'];
    flat['parameters'] = decoded(params['arguments']) ?? {};
  }
  return flat;
}

export const adapter: RuntimeAdapter = {
  ...base,
  parse: (payload) => base.parse(lift(payload)),
  foreign: (payload) => base.foreign(lift(payload)),
  render: (decision, event) => {
    const r = base.render(decision, event);
    if (r.stdout === '') return r;
    const o = JSON.parse(r.stdout) as Obj;
    if (o['decision'] !== 'deny') return { stdout: '', exit: r.exit };
    return { stdout: JSON.stringify({ cancel: true, errorMessage: o['reason'] }), exit: 0 };
  },
};
