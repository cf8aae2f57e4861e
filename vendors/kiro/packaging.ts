/**
 * The spec's `plugin:` on Kiro, repo-locally (packaging.md §3.9): MCP servers in `.kiro/settings/mcp.json`
 * `mcpServers`, commands as prompts `.kiro/prompts/<name>.md`, subagents as Markdown `.kiro/agents/<name>.md` (the
 * unified v3 format; the CLI 2.x JSON agent is not written), skills in `.kiro/skills/<name>/`. Kiro powers
 * (POWER.md) are not built: their front matter keys are unrecorded. Decisions: docs/decisions/kiro.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';
import type { McpServer, Model, Subagent } from '../../compiler/model/types.js';

/** Kiro resolves `${NAME}` at run time (apm); a bare `$NAME` or a `${NAME:-default}` is not a documented form. */
const OTHER_VAR = /\$(?!\{[A-Za-z_][A-Za-z0-9_]*\})(\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)/;

function mcpEntry(s: McpServer, losses: Loss[]): JsonObject {
  const fields: [string, string][] = [...s.args.map((a, n): [string, string] => [`args[${n}]`, a])];
  if (s.command !== undefined) fields.unshift(['command', s.command]);
  if (s.url !== undefined) fields.push(['url', s.url]);
  for (const [k, v] of Object.entries(s.env)) fields.push([`env.${k}`, v]);
  for (const [k, v] of Object.entries(s.headers)) fields.push([`headers.${k}`, v]);
  for (const [f, v] of fields.filter(([, x]) => OTHER_VAR.test(x)))
    losses.push({ code: 'SC3402', at: s.at, reason: `Kiro expands only \${NAME} in mcp.json; ${OTHER_VAR.exec(v)?.[0] ?? '$NAME'} in ${f} would reach the server literally.` });
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  if (s.transport === 'sse')
    losses.push({
      code: 'SC3401',
      at: `${s.at}/transport`,
      reason: "Kiro's remote MCP entry is just `url` + `headers`, with no transport field, so it cannot be told to speak SSE.",
    });
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

/** Kiro v3 agent tool names (packaging.md §3.9, apm's vocabulary); write and edit share `write`. */
const TOOL: Readonly<Record<ToolClass, string>> = { read: 'read', write: 'write', edit: 'write', shell: 'shell', web: 'web', mcp: '@mcp' };

function subagent(a: Subagent): { artifact: Artifact; losses: Loss[] } {
  const losses: Loss[] = [];
  const frontmatter: Record<string, JsonObject[string]> = { name: a.name, description: a.description };
  if (a.tools.length > 0) {
    frontmatter.tools = [...new Set(a.tools.map((c) => TOOL[c]))];
    if (a.tools.includes('write') !== a.tools.includes('edit'))
      losses.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: "Kiro's `write` tool both creates and edits files, so a subagent cannot get one without the other; it gets both.",
      });
  }
  return {
    artifact: { path: `.kiro/agents/${a.name}.md`, format: 'markdown', body: { template: 'kiro/body', data: { body: a.body.trimEnd() }, frontmatter } },
    losses,
  };
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const servers: Record<string, JsonObject> = {};
    for (const s of p.mcp) servers[s.name] = mcpEntry(s, unrepresentable);
    fragment.push({ path: '.kiro/settings/mcp.json', format: 'json', body: { mcpServers: servers } });
  }
  for (const c of p.commands) {
    fragment.push({ path: `.kiro/prompts/${c.name}.md`, format: 'markdown', body: { template: 'kiro/body', data: { body: c.body.trimEnd() } } });
    if (c.description !== undefined)
      unrepresentable.push({
        code: 'SC3403',
        at: `${c.at}/description`,
        reason: "Kiro's prompt files have no documented front matter, so the command's description has no place (a guessed key could be read as prompt text).",
      });
  }
  for (const a of p.agents) {
    const out = subagent(a);
    fragment.push(out.artifact);
    unrepresentable.push(...out.losses);
  }
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `.kiro/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
