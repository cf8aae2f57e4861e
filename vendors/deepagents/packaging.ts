/**
 * The spec's `plugin:` on deepagents (`dcode`): MCP servers in `.deepagents/.mcp.json` (`mcpServers`, stdio or
 * `type: "sse" | "http"`), skills in `.agents/skills/<name>/` (every file, modes kept), subagents as
 * `.deepagents/agents/<name>/AGENTS.md` (front matter name and description, body = system prompt). Losses: a bare
 * `$VAR` in a server field (dcode expands only `${VAR}`), a subagent tool list (no tools field), commands (dcode's
 * slash commands are skills). Decisions: docs/decisions/deepagents.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

const BARE_VAR = /\$(?!\{)[A-Za-z_][A-Za-z0-9_]*/;

function server(s: McpServer, losses: Loss[]): JsonObject {
  const e: Record<string, JsonObject[string]> =
    s.transport === 'stdio' ? { command: s.command ?? '' } : { type: s.transport, url: s.url ?? '' };
  if (s.transport === 'stdio') {
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
  } else if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  const fields: [string, string][] = [
    ['command', s.command ?? ''],
    ['url', s.url ?? ''],
    ...s.args.map((a, n): [string, string] => [`args[${n}]`, a]),
    ...Object.entries(s.env).map(([k, v]): [string, string] => [`env.${k}`, v]),
    ...Object.entries(s.headers).map(([k, v]): [string, string] => [`headers.${k}`, v]),
  ];
  const hit = fields.find(([, v]) => BARE_VAR.test(v));
  if (hit)
    losses.push({
      code: 'SC3402',
      at: s.at,
      reason: `dcode expands only the braced \${VAR} form in an MCP server's fields; ${BARE_VAR.exec(hit[1])?.[0] ?? '$NAME'} in ${hit[0]} of "${s.name}" would reach the server as literal text (write \${NAME}).`,
    });
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) servers[s.name] = server(s, unrepresentable);
  if (Object.keys(servers).length > 0) fragment.push({ path: '.deepagents/.mcp.json', format: 'json', body: { mcpServers: servers } });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `dcode has no command files: its custom slash commands are skills, so /${c.name} would need to be written as a skill.` });
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: a.at,
        reason: `dcode subagents (.deepagents/agents/<name>/AGENTS.md) take name, description and model only; the tool restriction [${a.tools.join(', ')}] cannot be said, and the subagent would get every tool.`,
      });
    fragment.push({
      path: `.deepagents/agents/${a.name}/AGENTS.md`,
      format: 'markdown',
      body: { template: 'deepagents/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
    });
  }
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
