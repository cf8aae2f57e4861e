/**
 * The project `.grok/config.toml` is written by two sections (permissions: `[permission]`; packaging: `[mcp_servers]`),
 * but the compiler merges only JSON. Both sections therefore emit the same whole-file artifact, built from the model by
 * this one function, and identical artifacts collapse into one file (as Codex's config.toml does). Each section reports
 * only its own losses.
 */
import type { Artifact, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { permissionLists } from './permission-rules.js';

export const CONFIG_PATH = '.grok/config.toml';

/** `[mcp_servers.<name>]` tables: command/args/env, or url/headers (+ `type = "sse"`); `${VAR}` is expanded by Grok. */
export function mcpServers(model: Model): { servers: Record<string, JsonObject>; losses: Loss[] } {
  const servers: Record<string, JsonObject> = {};
  const losses: Loss[] = [];
  for (const s of model.plugin?.mcp ?? []) {
    if (!/^[A-Za-z0-9_-]+$/.test(s.name)) {
      losses.push({ code: 'SC3401', at: s.at, reason: `Grok takes MCP server names of letters, digits, "-" and "_" only; "${s.name}" is not written.` });
      continue;
    }
    if (s.transport === 'http' && /\/sse\/?$/.test(s.url ?? '')) {
      losses.push({ code: 'SC3401', at: `${s.at}/url`, reason: `Grok speaks SSE to any server URL ending in /sse, so the streamable-HTTP server "${s.name}" at ${s.url} would be reached over the wrong transport.` });
      continue;
    }
    servers[s.name] = entry(s);
  }
  return { servers, losses };
}

function entry(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '' };
  if (s.transport === 'sse') e.type = 'sse';
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function configToml(model: Model): Artifact | undefined {
  const body: Record<string, JsonObject[string]> = {};
  const { lists } = permissionLists(model);
  if (Object.keys(lists).length > 0) body.permission = lists;
  const { servers } = mcpServers(model);
  if (Object.keys(servers).length > 0) body.mcp_servers = servers;
  if (Object.keys(body).length === 0) return undefined;
  return { path: CONFIG_PATH, format: 'toml', body };
}
