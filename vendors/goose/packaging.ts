/**
 * The spec's `plugin:` as a goose Open Plugin (packaging.md §3.11): `.agents/plugins/<name>/` with `plugin.json`
 * (name, version, description), `skills/<skill>/` (every file copied, modes kept) and `.mcp.json` for stdio servers.
 * Subagents become goose custom agents `.goose/agents/<name>.md` (repository scope only; no plugin slot).
 * Losses: remote MCP servers (a project plugin's .mcp.json is stdio-only; remote servers live only in the user's
 * config.yaml), `${VAR}` in a server's env or args (no interpolation documented there), commands (recipes become slash
 * commands only through the user's config), a subagent tool list (goose agents have no tools field).
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';

/** plugin and skill names: the valid-everywhere intersection (packaging.md §6); goose names a plugin after its folder */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const VAR = /\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/;

export function pluginRoot(p: Plugin): string {
  return `.agents/plugins/${p.name}`;
}

function stdioEntry(s: McpServer): { entry: JsonObject; losses: Loss[] } {
  const losses: Loss[] = [];
  const entry: Record<string, JsonObject[string]> = { command: s.command ?? '' };
  if (s.args.length > 0) entry.args = [...s.args];
  if (Object.keys(s.env).length > 0) entry.env = { ...s.env };
  const fields: [string, string][] = [['command', s.command ?? ''], ...s.args.map((a, n): [string, string] => [`args[${n}]`, a]), ...Object.entries(s.env).map(([k, v]): [string, string] => [`env.${k}`, v])];
  for (const [field, value] of fields) {
    const m = VAR.exec(value);
    if (m)
      losses.push({
        code: 'SC3402',
        at: s.at,
        reason: `goose documents no environment interpolation in a plugin's .mcp.json (its user config takes literal envs); ${m[0]} in ${field} would reach the "${s.name}" server as literal text.`,
      });
  }
  return { entry, losses };
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  if (!NAME.test(p.name) || p.name.length > 64)
    return {
      fragment: [],
      unrepresentable: [{ code: 'SC3406', at: p.at, reason: `goose names a plugin after its folder under .agents/plugins/; "${p.name}" is not a lowercase, hyphen-joined name of at most 64 characters that every loader accepts.` }],
    };
  const root = pluginRoot(p);
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const manifest: Record<string, string> = { name: p.name };
  if (p.version) manifest.version = p.version;
  if (p.description) manifest.description = p.description;
  fragment.push({ path: `${root}/plugin.json`, format: 'json', body: manifest });

  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport !== 'stdio') {
      unrepresentable.push({
        code: 'SC3401',
        at: s.at,
        reason: `goose reads only stdio servers from a project plugin's .mcp.json; a remote (${s.transport}) server such as "${s.name}" can be declared only in each user's ~/.config/goose/config.yaml extensions.`,
      });
      continue;
    }
    const out = stdioEntry(s);
    servers[s.name] = out.entry;
    unrepresentable.push(...out.losses);
  }
  if (Object.keys(servers).length > 0) fragment.push({ path: `${root}/.mcp.json`, format: 'json', body: { mcpServers: servers } });

  for (const c of p.commands)
    unrepresentable.push({
      code: 'SC3403',
      at: c.at,
      reason: `goose turns a recipe into the slash command /${c.name} only through a slash_commands entry in each user's config.yaml (with an absolute recipe path); a project cannot register it.`,
    });
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: a.at,
        reason: `goose custom agents (.goose/agents/*.md) have name, description and model only; the tool restriction [${a.tools.join(', ')}] cannot be said, and the agent would get every tool.`,
      });
    fragment.push({
      path: `.goose/agents/${a.name}.md`,
      format: 'markdown',
      body: { template: 'goose/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
    });
  }
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `${root}/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
