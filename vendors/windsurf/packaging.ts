/**
 * Windsurf packaging (packaging.md §3.7): no plugin manifest or marketplace exists, so parts land repo-locally.
 * Commands become workflows `.windsurf/workflows/<name>.md` (invoked `/<name>`); skills `.windsurf/skills/<name>/`.
 * MCP servers are configured only in the user's ~/.codeium/windsurf/mcp_config.json, and Cascade has no subagents:
 * both are reported. The plugin name, version and description have no home (nothing reads them) and are not reported.
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
      reason: 'Windsurf reads MCP servers only from the user-level ~/.codeium/windsurf/mcp_config.json; no workspace file is documented (a .windsurf/mcp_config.json, as ruler writes, is not among the files Windsurf names), so this server cannot ship with the repository.',
    });
  for (const c of p.commands)
    fragment.push({
      path: `.windsurf/workflows/${c.name}.md`,
      format: 'markdown',
      body: { template: 'windsurf/body', data: { body: c.body.trimEnd() }, ...(c.description !== undefined ? { frontmatter: { description: c.description } } : {}) },
    });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: 'Cascade has no subagents: there is no file format for a named agent with its own prompt and tools.' });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.windsurf/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
