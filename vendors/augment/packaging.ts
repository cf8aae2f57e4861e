/**
 * The spec's `plugin:` on Augment: commands in the workspace `.augment/commands/<name>.md` (description front matter;
 * cli/custom-commands), subagents in `.augment/agents/<name>.md` (name and description front matter; cli/subagents),
 * skills in `.augment/skills/<name>/` (every file, modes kept; cli/skills). MCP servers: the pages seamc read configure
 * them in the user settings (~/.augment/settings.json) or the IDE, and name no project file, so they are reported
 * (SC3401). A subagent's tool list names Auggie tools seamc has not mapped (SC3404). See docs/decisions/augment.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Augment's MCP servers are set in the user settings (~/.augment/settings.json), with auggie mcp add or in the IDE; no page seamc read names a project file that loads them, so "${s.name}" is not written.` });
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
