/**
 * The project `.vibe/config.toml` is written by three sections (hooks: `enable_experimental_hooks = true`, without which
 * Vibe reads no hooks file; permissions: `[tools.<name>]` and `disabled_tools` (permission-tables.ts); packaging:
 * `[[mcp_servers]]`), and the compiler merges only JSON. Both sections therefore
 * emit the same whole-file artifact built here, and identical artifacts collapse into one file (as Grok's does). Vibe
 * merges this layer over ~/.vibe/config.toml key by key (servers by name), and reads it only in a trusted folder.
 * (tools one tool table at a time, disabled_tools by concatenation). Each section reports only its own losses. Decisions: docs/decisions/mistral_vibe.md.
 */
import type { Artifact, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { permissionTables } from './permission-tables.js';

/** Vibe's project config file */
export const CONFIG = '.vibe/config.toml';

const VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/;
const PLAIN = /^[A-Za-z0-9_./@:+=,-]+$/;

function interpolated(s: McpServer, field: string, value: string, losses: Loss[]): void {
  const m = VAR.exec(value);
  if (m)
    losses.push({
      code: 'SC3402',
      at: s.at,
      reason: `Mistral Vibe expands no environment variables in an MCP server's ${field.split(/[.[]/)[0]}; ${m[0]} in ${field} of "${s.name}" would reach the server as literal text.`,
    });
}

/** Static auth for the one header that reads a variable: api_key_env, api_key_header, api_key_format with {token}. */
function auth(s: McpServer, losses: Loss[]): JsonObject | undefined {
  const headers: Record<string, string> = {};
  let env: { name: string; header: string; format: string } | undefined;
  for (const [k, v] of Object.entries(s.headers)) {
    const m = VAR.exec(v);
    if (m && env === undefined && !VAR.test(v.slice((m.index ?? 0) + m[0].length)) && !/[{}]/.test(v.replace(m[0], ''))) {
      env = { name: (m[1] ?? m[2]) as string, header: k, format: v.replace(m[0], '{token}') };
      continue;
    }
    interpolated(s, `headers.${k}`, v, losses);
    headers[k] = v;
  }
  if (env === undefined && Object.keys(headers).length === 0) return undefined;
  const a: Record<string, JsonObject[string]> = { type: 'static' };
  if (Object.keys(headers).length > 0) a.headers = headers;
  if (env) Object.assign(a, { api_key_env: env.name, api_key_header: env.header, api_key_format: env.format });
  return a;
}

export function server(s: McpServer, losses: Loss[]): JsonObject | undefined {
  if (s.transport === 'sse') {
    losses.push({ code: 'SC3401', at: s.at, reason: `Mistral Vibe's MCP transports are stdio, http and streamable-http; the SSE server "${s.name}" has none.` });
    return undefined;
  }
  if (s.transport === 'http') {
    const e: Record<string, JsonObject[string]> = { name: s.name, transport: 'streamable-http', url: s.url ?? '' };
    interpolated(s, 'url', s.url ?? '', losses);
    const a = auth(s, losses);
    if (a) e.auth = a;
    return e;
  }
  const command = s.command ?? '';
  // a string command is split with shlex; a one-element list is taken as is
  const e: Record<string, JsonObject[string]> = { name: s.name, transport: 'stdio', command: PLAIN.test(command) ? command : [command] };
  if (s.args.length > 0) e.args = [...s.args];
  if (Object.keys(s.env).length > 0) e.env = { ...s.env };
  for (const [field, v] of [['command', command], ...s.args.map((a, n) => [`args[${n}]`, a]), ...Object.entries(s.env).map(([k, v]) => [`env.${k}`, v])] as [string, string][])
    interpolated(s, field, v, losses);
  return e;
}

/** true when the hooks section writes `.vibe/hooks.toml`: a rule or user hook at an event Vibe has */
export function hooksWanted(model: Model, events: Readonly<Record<string, unknown>>): boolean {
  return [...model.rules, ...model.hooks].some((x) => Object.prototype.hasOwnProperty.call(events, x.on));
}

/** The whole file, or undefined when neither section has anything to put in it. */
export function configToml(model: Model, events: Readonly<Record<string, unknown>>): Artifact | undefined {
  const body: Record<string, JsonObject[string]> = {};
  if (hooksWanted(model, events)) body.enable_experimental_hooks = true;
  const perms = permissionTables(model);
  if (perms.disabled.length > 0) body.disabled_tools = perms.disabled;
  const servers = mcpServers(model).servers;
  if (servers.length > 0) body.mcp_servers = servers;
  if (Object.keys(perms.tools).length > 0) body.tools = perms.tools;
  if (Object.keys(body).length === 0) return undefined;
  return { path: CONFIG, format: 'toml', body };
}

/** the `[[mcp_servers]]` tables and the losses met on the way (reported by packaging only) */
export function mcpServers(model: Model): { servers: JsonObject[]; losses: Loss[] } {
  const losses: Loss[] = [];
  const servers = (model.plugin?.mcp ?? []).map((s) => server(s, losses)).filter((e): e is JsonObject => e !== undefined);
  return { servers, losses };
}
