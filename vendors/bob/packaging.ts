/**
 * The spec's `plugin:` on IBM Bob: MCP servers in the project `.bob/mcp.json` (`mcpServers`): stdio `command` /
 * `args` / `env`, streamable HTTP `{type: "streamable-http", url, headers}`. An SSE server's shape and any
 * environment expansion are not documented (SC3401, SC3402). Bob's command, skill and agent folders are not
 * established from a Bob page, so those items are reported as not built yet (SC3002). See docs/decisions/bob.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { uninterpolatedLosses } from '../_shared/mcp-json.js';

function entry(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { type: 'streamable-http', url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport === 'sse') {
      unrepresentable.push({ code: 'SC3401', at: s.at, reason: `IBM Bob's pages document stdio and streamable-http servers in .bob/mcp.json, not SSE, so "${s.name}" is not written in a shape Bob may reject.` });
      continue;
    }
    mcpServers[s.name] = entry(s);
    unrepresentable.push(...uninterpolatedLosses(s, 'IBM Bob', '.bob/mcp.json'));
  }
  const notYet = (what: string, name: string, at: string): Loss => ({ code: 'SC3002', at, reason: `seamc has not established IBM Bob's project ${what} folder from a Bob page, so "${name}" is not written.` });
  for (const c of p.commands) unrepresentable.push(notYet('slash-command', c.name, c.at));
  for (const a of p.agents) unrepresentable.push(notYet('mode or agent', a.name, a.at));
  for (const s of p.skills) unrepresentable.push(notYet('skill', s.name, s.at));
  const fragment = Object.keys(mcpServers).length > 0 ? [{ path: '.bob/mcp.json', format: 'json' as const, body: { mcpServers } }] : [];
  return { fragment, unrepresentable };
}
