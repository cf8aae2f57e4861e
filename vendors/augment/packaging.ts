/**
 * The spec's `plugin:` on Augment: commands in the workspace `.augment/commands/<name>.md` (description front matter;
 * cli/custom-commands), subagents in `.augment/agents/<name>.md` (name and description front matter; cli/subagents),
 * skills in `.augment/skills/<name>/` (every file, modes kept; cli/skills). A subagent's tool list names Auggie tools
 * seamc has not mapped (SC3404).
 *
 * MCP servers: Auggie reads them from `mcpServers` of the user settings (~/.augment/settings.json) or from a file
 * passed with `--mcp-config` (same structure); no project file is named (cli/integrations). So seamc writes the block
 * to `.seam/augment/mcp.json` for the user to merge or pass, behind the `user-mcp-config` gate. Entries are the page's:
 * stdio `{command, args, env}`, remote `{type: "http" | "sse", url, headers}`. Auggie expands `${...}` in MCP server
 * config (CHANGELOG 0.30.0 / 0.31.0); a bare `$NAME` is no documented form (SC3402). See docs/decisions/augment.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { mcpFields, mcpJsonEntry, skillFiles } from '../_shared/mcp-json.js';

export const MCP_FRAGMENT = '.seam/augment/mcp.json';

/** A `$NAME` without braces: the changelog names only `${...}` expansion. */
const BARE_VAR = /\$(?!\{)[A-Za-z_][A-Za-z0-9_]*/;

function bareVarLosses(s: McpServer): Loss[] {
  const hit = mcpFields(s).find(([, v]) => BARE_VAR.test(v));
  if (!hit) return [];
  return [{ code: 'SC3402', at: s.at, reason: `Auggie expands \${NAME} in MCP server settings; the bare ${BARE_VAR.exec(hit[1])?.[0] ?? '$NAME'} in ${hit[0]} of "${s.name}" is no documented form and would reach the server literally. Write it as \${NAME}.` }];
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    unrepresentable.push(...bareVarLosses(s));
    servers[s.name] = mcpJsonEntry(s);
  }
  if (Object.keys(servers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcpServers: servers } });
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({ path: `.augment/commands/${c.name}.md`, format: 'markdown', body: { template: 'augment/rule', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) } });
  }
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: a.at,
        reason: `Auggie's subagent tool names are not recorded by seamc, so "${a.name}" is written without a tool list and inherits every tool instead of only ${a.tools.join(', ')}.`,
      });
    fragment.push({ path: `.augment/agents/${a.name}.md`, format: 'markdown', body: { template: 'augment/rule', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } } });
  }
  fragment.push(...skillFiles('.augment/skills', p.skills));
  return { fragment, unrepresentable };
}
