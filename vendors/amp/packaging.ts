/**
 * The spec's `plugin:` on Amp, which has no declarative bundle (packaging.md §3.10: plugins are TypeScript code):
 * stdio MCP servers go to `.amp/settings.json` `amp.mcpServers`, skills to `.agents/skills/<name>/`. Amp has no
 * file-based commands or user-defined subagents; remote server fields and env interpolation are unrecorded.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { SETTINGS } from './permissions.js';

const VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;

function stdio(s: McpServer, losses: Loss[]): JsonObject {
  const fields: [string, string][] = [['command', s.command ?? ''], ...s.args.map((a, n): [string, string] => [`args[${n}]`, a])];
  for (const [k, v] of Object.entries(s.env)) fields.push([`env.${k}`, v]);
  const hit = fields.find(([, v]) => VAR.test(v));
  if (hit)
    losses.push({
      code: 'SC3402',
      at: s.at,
      reason: `Amp's settings file has no documented environment-variable syntax for MCP servers; ${VAR.exec(hit[1])?.[0] ?? '$NAME'} in ${hit[0]} may reach the server literally.`,
    });
  const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
  if (s.args.length > 0) e.args = [...s.args];
  if (Object.keys(s.env).length > 0) e.env = { ...s.env };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport === 'stdio') servers[s.name] = stdio(s, unrepresentable);
    else
      unrepresentable.push({
        code: 'SC3401',
        at: s.at,
        reason: `Amp's fields for a remote (${s.transport}) MCP server in amp.mcpServers are unrecorded (url/headers are a third-party guess), so the server is not written rather than written in a shape Amp may ignore.`,
      });
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
