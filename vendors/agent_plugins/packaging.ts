/**
 * The spec's `plugin:` as an Agent Plugins 1.0 bundle at `plugins/<name>/` (the folder the Claude Code plugin uses;
 * skill files there are byte-identical, so both builds share them): `plugin.json` with exactly the keys the 1.0.0
 * schema allows, `skills/<name>/` copied whole, `mcp.json` with the servers the standard can carry. Commands and
 * subagents have no component type in 1.0; servers that need the user's environment, a command line instead of
 * one executable token, or a non-conforming URL are dropped, each a loss. Why: docs/decisions/agent-plugins.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, JsonValue, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export const PLUGIN_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
export const MCP_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json';

/** spec/1.0.0.md §5.5: 1-64 of a-z 0-9 . -, alphanumeric at both ends, no `--` or `..`. */
const PLUGIN_NAME = /^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
/** The two placeholders the standard expands (§9.2), only in args, env values and cwd. */
const PLUGIN_VAR = /\$\{PLUGIN_(?:ROOT|DATA)\}/g;
const ANY_VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;
const RESERVED_ENV = new Set(['PLUGIN_ROOT', 'PLUGIN_DATA']);

export function pluginRoot(p: Plugin): string {
  return `plugins/${p.name}`;
}

const drop = (s: McpServer, why: string): Loss => ({ code: 'SC3401', at: s.at, reason: `Agent Plugins 1.0 ${why}, so the MCP server "${s.name}" is left out of mcp.json.` });

/** Why the server cannot be said in mcp.json, if it cannot. */
function serverLoss(s: McpServer): Loss | undefined {
  if (s.transport === 'stdio') {
    const command = s.command ?? '';
    if (command === '' || /\s/.test(command)) return drop(s, `takes command as one executable token, never a shell command line ("${command}")`);
    if (command.includes('/') || command.includes('\\'))
      return drop(s, `resolves a command path against the plugin root (./ only), and the bundle does not ship "${command}"`);
    if (ANY_VAR.test(command)) return drop(s, `expands no placeholder in command ("${command}")`);
    const reserved = Object.keys(s.env).find((k) => RESERVED_ENV.has(k));
    if (reserved) return drop(s, `reserves ${reserved} for the client: an env entry of that name makes the server invalid`);
    const fields: [string, string][] = [...s.args.map((a, n): [string, string] => [`args[${n}]`, a]), ...Object.entries(s.env).map(([k, v]): [string, string] => [`env.${k}`, v])];
    const hit = fields.find(([, v]) => ANY_VAR.test(v.replace(PLUGIN_VAR, '')));
    if (hit) {
      const ref = ANY_VAR.exec(hit[1].replace(PLUGIN_VAR, ''))?.[0] ?? '$NAME';
      return { code: 'SC3402', at: s.at, reason: `Agent Plugins 1.0 expands only \${PLUGIN_ROOT} and \${PLUGIN_DATA} and forbids depending on the user's environment; ${ref} in ${hit[0]} of "${s.name}" would reach the server literally, so the server is left out of mcp.json.` };
    }
    return undefined;
  }
  const url = s.url ?? '';
  const hit = [['url', url], ...Object.entries(s.headers).map(([k, v]) => [`headers.${k}`, `${k}${v}`])].find(([, v]) => ANY_VAR.test(v!));
  if (hit) {
    const ref = ANY_VAR.exec(hit[1]!)?.[0] ?? '$NAME';
    return { code: 'SC3402', at: s.at, reason: `Agent Plugins 1.0 expands nothing in url or headers and has no credential reference (header values are visible package data); ${ref} in ${hit[0]} of "${s.name}" would be sent literally, so the server is left out of mcp.json.` };
  }
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return drop(s, `needs an absolute URL ("${url}")`);
  }
  if (u.username || u.password || u.hash) return drop(s, 'forbids user information and fragments in url');
  const loopback = u.hostname === 'localhost' || /^127\./.test(u.hostname) || u.hostname === '[::1]';
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback)) return drop(s, `allows plain http only for localhost or a loopback address ("${url}")`);
  const names = Object.keys(s.headers).map((k) => k.toLowerCase());
  if (new Set(names).size !== names.length) return drop(s, 'rejects one header name given twice in different case');
  return undefined;
}

function serverEntry(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonValue> = { type: 'stdio', command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonValue> = { type: s.transport === 'http' ? 'streamable-http' : 'sse', url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

/** `plugin.json`: `$schema` and name, then only the metadata the spec gives (schema order). */
function manifest(p: Plugin): JsonObject {
  const m: Record<string, JsonValue> = { $schema: PLUGIN_SCHEMA, name: p.name };
  if (p.version) m.version = p.version;
  if (p.description) m.description = p.description;
  if (p.author) m.author = { ...p.author };
  return m;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Agent Plugins 1.0 has no command component (only skills and MCP servers; commands are left out until clients converge), so "${c.name}" cannot be written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Agent Plugins 1.0 has no subagent component (only skills and MCP servers; agents are left out until clients converge), so "${a.name}" cannot be written.` });
  if (p.mcp.length + p.skills.length === 0) return { fragment: [], unrepresentable };
  if (!PLUGIN_NAME.test(p.name) || p.name.length > 64)
    return {
      fragment: [],
      unrepresentable: [
        ...unrepresentable,
        { code: 'SC3406', at: p.at, reason: `Agent Plugins 1.0 names are 1-64 of a-z, 0-9, "." and "-", alphanumeric at both ends, without "--" or ".."; "${p.name}" (the spec name) would make every client reject the plugin.` },
      ],
    };
  const root = pluginRoot(p);
  const fragment: Artifact[] = [{ path: `${root}/plugin.json`, format: 'json', body: manifest(p) }];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    const loss = serverLoss(s);
    if (loss) unrepresentable.push(loss);
    else servers[s.name] = serverEntry(s);
  }
  if (Object.keys(servers).length > 0) fragment.push({ path: `${root}/mcp.json`, format: 'json', body: { $schema: MCP_SCHEMA, mcpServers: servers } });
  fragment.push(...skillFiles(`${root}/skills`, p.skills));
  return { fragment, unrepresentable };
}
