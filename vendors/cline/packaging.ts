/**
 * The spec's `plugin:` on Cline, repo-locally (packaging.md §3.17; Cline's plugins are TypeScript code, not a
 * bundle): commands as workflows `.clinerules/workflows/<name>.md`, subagents as `.cline/agents/<name>.yaml`
 * (YAML front matter + system-prompt body), skills in `.cline/skills/<name>/`. MCP servers cannot be written: Cline
 * reads them only from the user's global settings file.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({
      code: 'SC3401',
      at: s.at,
      reason: "Cline reads MCP servers only from the user's global cline_mcp_settings.json (~/.cline/data/settings/, or editor global storage); there is no project MCP file, so this server must be added per user.",
    });
  for (const c of p.commands) {
    fragment.push({ path: `.clinerules/workflows/${c.name}.md`, format: 'markdown', body: { template: 'cline/body', data: { body: c.body.trimEnd() } } });
    if (c.description !== undefined)
      unrepresentable.push({
        code: 'SC3403',
        at: `${c.at}/description`,
        reason: 'A Cline workflow is a plain Markdown file invoked by its file name; it has no description field.',
      });
  }
  for (const a of p.agents) {
    fragment.push({
      path: `.cline/agents/${a.name}.yaml`,
      format: 'markdown',
      body: { template: 'cline/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description }, header: false },
    });
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: "A Cline agent file's `tools` key takes Cline tool names that are unrecorded in seamc's reference, so the restriction is not written and the subagent keeps every tool.",
      });
  }
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `.cline/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
