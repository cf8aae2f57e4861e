/**
 * Devin CLI packaging (docs.devin.ai cli/extensibility, read 2026-12-04):
 * - MCP servers in the project `.devin/config.json` `mcpServers` (`command`/`args`/`env` for stdio; `url` with
 *   `transport` "http" or "sse" and `headers` for remote servers). The pages document no `${VAR}` expansion (they keep
 *   secrets in the gitignored .devin/config.local.json), so a value holding one is written as given and reported;
 * - skills copied to `.devin/skills/<name>/` (a folder with its SKILL.md).
 * Commands are skills in Devin (invoked as slash commands) and the custom-subagent file format could not be read on
 * the vendor's pages, so both are reported. See docs/decisions/devin.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

export const CONFIG = '.devin/config.json';

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function literal(value: string, at: string, losses: Loss[]): string {
  if (value.includes('${'))
    losses.push({ code: 'SC3402', at, reason: `Devin CLI documents no \${NAME} expansion in config.json (its docs keep secrets in the gitignored .devin/config.local.json), so "${value}" may reach the server literally.` });
  return value;
}

function server(s: McpServer, losses: Loss[]): JsonObject {
  const rec = (r: Readonly<Record<string, string>>, at: string) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, literal(v, `${at}/${esc(k)}`, losses)]));
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: literal(s.command ?? '', `${s.at}/command`, losses) };
    if (s.args.length > 0) e.args = s.args.map((a, n) => literal(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) e.env = rec(s.env, `${s.at}/env`);
    return e;
  }
  const e: Record<string, JsonObject[string]> = { url: literal(s.url ?? '', `${s.at}/url`, losses), transport: s.transport };
  if (Object.keys(s.headers).length > 0) e.headers = rec(s.headers, `${s.at}/headers`);
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) mcpServers[s.name] = server(s, unrepresentable);
  if (Object.keys(mcpServers).length > 0) fragment.push({ path: CONFIG, format: 'json', body: { mcpServers } });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Devin CLI's slash commands are skills, which the model may also load on its own; there is no command-only file, so /${c.name} is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Devin CLI has custom subagent profiles, but the vendor's page could not be read for their file format and tool names, so "${a.name}" is not written.` });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.devin/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
