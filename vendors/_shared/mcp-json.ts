/**
 * The project `.mcp.json` several agents read (`{mcpServers: {<name>: entry}}`): stdio `{command, args?, env?}`,
 * remote `{type, url, headers?}`. Every vendor that writes this file through here produces the same bytes as
 * vendors/claude_code/packaging.ts `mcpEntry`, so a build with several of them never conflicts on the path (SC4001).
 * What each vendor cannot read in it is its own loss, reported by the caller.
 */
import type { Artifact, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Skill } from '../../compiler/model/types.js';

export const MCP_JSON = '.mcp.json';

export function mcpJsonEntry(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { type: s.transport, url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

/**
 * The entry of the files that type every server, stdio too (Crush's crush.json, Cortex Code's mcp.json):
 * stdio `{type: "stdio", command, args?, env?}`, remote `{type, url, headers?}`.
 */
export function typedMcpEntry(s: McpServer): JsonObject {
  return s.transport === 'stdio' ? { type: 'stdio', ...mcpJsonEntry(s) } : mcpJsonEntry(s);
}

/** `.mcp.json` with every server, or nothing when the spec has none. */
export function mcpJson(servers: readonly McpServer[]): Artifact[] {
  if (servers.length === 0) return [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of servers) mcpServers[s.name] = mcpJsonEntry(s);
  return [{ path: MCP_JSON, format: 'json', body: { mcpServers } }];
}

/** Every field of a server with its value, for interpolation checks: `[field, value]`. */
export function mcpFields(s: McpServer): [string, string][] {
  const fields: [string, string][] = [];
  if (s.command !== undefined) fields.push(['command', s.command]);
  s.args.forEach((a, n) => fields.push([`args[${n}]`, a]));
  for (const [k, v] of Object.entries(s.env)) fields.push([`env.${k}`, v]);
  if (s.url !== undefined) fields.push(['url', s.url]);
  for (const [k, v] of Object.entries(s.headers)) fields.push([`headers.${k}`, v]);
  return fields;
}

const ANY_VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;

/**
 * One SC3402 per server whose fields hold a `$NAME` / `${NAME}` reference, for a vendor that documents no
 * environment interpolation in this file: the reference would reach the server literally.
 */
export function uninterpolatedLosses(s: McpServer, who: string, file: string): Loss[] {
  const hit = mcpFields(s).find(([, v]) => ANY_VAR.test(v));
  if (!hit) return [];
  const ref = ANY_VAR.exec(hit[1])?.[0] ?? '$NAME';
  return [{ code: 'SC3402', at: s.at, reason: `${who} documents no environment-variable expansion in ${file}; ${ref} in ${hit[0]} would reach the server literally.` }];
}

/** Every file of every skill, copied under `<dir>/<skill>/`. */
export function skillFiles(dir: string, skills: readonly Skill[]): Artifact[] {
  const out: Artifact[] = [];
  for (const s of skills) for (const f of s.files) out.push({ path: `${dir}/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return out;
}
