/**
 * The spec's `plugin:` on Amp, which has no declarative bundle (packaging.md §3.10: plugins are TypeScript code):
 * MCP servers go to `.amp/settings.json` `amp.mcpServers` (stdio `{command, args, env}`, remote `{url, headers}`:
 * Amp tries streamable HTTP first and falls back to SSE), skills to `.agents/skills/<name>/`. Amp replaces `${NAME}`
 * in a server's command, args, env values, url and header values from its environment
 * (npm:@sourcegraph/amp 0.0.1777897475-g2324e1 dist/main.js); any other `$` form reaches the server as written.
 * Amp has no file-based commands or user-defined subagents.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { SETTINGS } from './permissions.js';

const VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;
/** the one form Amp replaces */
const PLAIN = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/g;

/** A `$` form Amp leaves as written, in any of `fields`, as a loss. */
function interpolation(s: McpServer, fields: readonly [string, string][], losses: Loss[]): void {
  for (const [where, v] of fields) {
    const left = VAR.exec(v.replace(PLAIN, ''));
    if (left)
      return void losses.push({
        code: 'SC3402',
        at: s.at,
        reason: `Amp replaces only \`\${NAME}\` in an MCP server's fields from its environment; ${left[0]} in ${where} reaches the server as written.`,
      });
  }
}

function stdio(s: McpServer, losses: Loss[]): JsonObject {
  const fields: [string, string][] = [['command', s.command ?? ''], ...s.args.map((a, n): [string, string] => [`args[${n}]`, a])];
  for (const [k, v] of Object.entries(s.env)) fields.push([`env.${k}`, v]);
  interpolation(s, fields, losses);
  const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
  if (s.args.length > 0) e.args = [...s.args];
  if (Object.keys(s.env).length > 0) e.env = { ...s.env };
  return e;
}

function remote(s: McpServer, losses: Loss[]): JsonObject {
  interpolation(s, [['url', s.url ?? ''], ...Object.entries(s.headers).map(([k, v]): [string, string] => [`headers.${k}`, v])], losses);
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    servers[s.name] = s.transport === 'stdio' ? stdio(s, unrepresentable) : remote(s, unrepresentable);
  }
  if (Object.keys(servers).length > 0) fragment.push({ path: SETTINGS, format: 'json', body: { 'amp.mcpServers': servers } });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: 'Amp has no file-based custom commands; skills are its reusable-prompt surface.' });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: 'Amp has no user-defined subagent files; it ships only built-in subagents.' });
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
