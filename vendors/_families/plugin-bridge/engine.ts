/**
 * The plugin-bridge family engine: the hook_json engine bound to a bridge record (record.ts), with what only this
 * payload shape needs, applied before and after the generic parse:
 * - apply_patch's `patchText` is rewritten into the canonical envelope the runtime reads (patch.ts), so a patch the
 *   client accepts in a looser spelling is judged file by file;
 * - an MCP tool is recognised only on positive evidence: its name is `<server>_<tool>` with both parts sanitized
 *   (every character outside [A-Za-z0-9_-] becomes `_`) and `<server>` one of the configured servers the plugin lists
 *   in `mcp_servers` (the longest that fits wins, so a server whose name holds `_` is split right); the three MCP
 *   resource tools name their server in `server`.
 */
import type { RuntimeAdapter } from '../../../compiler/contract/adapter.js';
import type { NormalizedEvent } from '../../../compiler/contract/events.js';
import { hookJsonAdapter } from '../hook-json/engine.js';
import { isObject, type Json } from '../hook-json/fields.js';
import type { HookJsonRecord } from '../hook-json/record.js';
import { canonicalPatch } from './patch.js';
import { sanitize } from './record.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const RESOURCE_TOOLS = ['list_mcp_resources', 'list_mcp_resource_templates', 'read_mcp_resource'];


/** The payload with apply_patch's text in canonical form (a copy; the original is left alone). */
function normalized(payload: unknown): unknown {
  if (!isObject(payload) || payload['tool_name'] !== 'apply_patch' || !isObject(payload['tool_input'])) return payload;
  const text = payload['tool_input']['patchText'];
  if (typeof text !== 'string') return payload;
  const patch = canonicalPatch(text);
  return patch === undefined ? payload : { ...payload, tool_input: { ...payload['tool_input'], patchText: patch } };
}

function mcpOf(tool: string, input: Json | undefined, servers: unknown): { server: string; name: string } | undefined {
  if (RESOURCE_TOOLS.includes(tool)) {
    const server = input?.['server'];
    return typeof server === 'string' && server !== '' ? { server, name: tool } : undefined;
  }
  if (!Array.isArray(servers)) return undefined;
  let best: string | undefined;
  for (const s of servers) {
    if (typeof s !== 'string' || s === '' || !tool.startsWith(`${sanitize(s)}_`)) continue;
    if (best === undefined || sanitize(s).length > sanitize(best).length) best = s;
  }
  return best === undefined ? undefined : { server: best, name: tool.slice(sanitize(best).length + 1) };
}

function finish(record: HookJsonRecord, e: NormalizedEvent, raw: Json): NormalizedEvent {
  const out: Mutable<NormalizedEvent> = { ...e, raw };
  const known = e.tool !== undefined && Object.prototype.hasOwnProperty.call(record.tools, e.tool);
  const mcp = e.tool !== undefined && !known ? mcpOf(e.tool, e.toolInput, raw['mcp_servers']) : undefined;
  if (mcp) {
    out.toolClass = 'mcp';
    out.mcpServer = mcp.server;
    out.mcpName = mcp.name;
    out.mcpTool = `${mcp.server}.${mcp.name}`;
  }
  return out;
}

export function pluginBridgeAdapter(record: HookJsonRecord): RuntimeAdapter {
  const inner = hookJsonAdapter(record);
  return {
    ...inner,
    parse: (payload) => {
      const e = inner.parse(normalized(payload));
      return e === null || !isObject(payload) ? e : finish(record, e, payload);
    },
  };
}
