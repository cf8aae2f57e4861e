/**
 * The spec's `plugin:` on Continue: MCP servers as a Claude-format JSON file `.continue/mcpServers/<plugin>.json`
 * (Continue converts every JSON file there; `${VAR}` is carried over only in `env`, as a secret reference), prompts
 * (slash commands) as `.continue/prompts/<name>.md` with `invokable: true`, skills in `.continue/skills/`. Continue's
 * subagents are config.yaml model entries, which seamc does not write (SC3404). See docs/decisions/continue_dev.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { mcpFields, mcpJsonEntry, skillFiles } from '../_shared/mcp-json.js';

const VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;

function interpolation(s: McpServer): Loss[] {
  const hit = mcpFields(s).find(([f, v]) => !f.startsWith('env.') && VAR.test(v));
  if (!hit) return [];
  return [{ code: 'SC3402', at: s.at, reason: `Continue turns \${VAR} into a secret reference only in an MCP server's env; ${VAR.exec(hit[1])?.[0] ?? '$NAME'} in ${hit[0]} would reach the server literally.` }];
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const mcpServers: Record<string, JsonObject> = {};
    for (const s of p.mcp) {
      mcpServers[s.name] = mcpJsonEntry(s);
      unrepresentable.push(...interpolation(s));
    }
    fragment.push({ path: `.continue/mcpServers/${p.name}.json`, format: 'json', body: { mcpServers } });
  }
  for (const c of p.commands) {
    const frontmatter: Record<string, string | boolean> = { name: c.name };
    if (c.description !== undefined) frontmatter['description'] = c.description;
    frontmatter['invokable'] = true;
    fragment.push({ path: `.continue/prompts/${c.name}.md`, format: 'markdown', body: { template: 'continue_dev/body', data: { body: c.body.trimEnd() }, frontmatter } });
  }
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Continue's subagents are model entries of its config.yaml (a subagent role with a base system message), not agent files, and seamc writes no model configuration, so "${a.name}" cannot be written.` });
  fragment.push(...skillFiles('.continue/skills', p.skills));
  return { fragment, unrepresentable };
}
