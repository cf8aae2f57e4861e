/**
 * The spec's `plugin:` on Warp: skills in `.agents/skills/<name>/` (every file, modes kept), which Warp's agents
 * discover from the working folder up to the repository root. Warp keeps MCP servers only in the app's settings
 * (Warp Drive), not in a project file; its slash commands are skills; seamc found no project subagent file. Those
 * are losses. Decisions: docs/decisions/warp.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Warp adds MCP servers only in the app (Settings or Warp Drive), never from a project file, so "${s.name}" is not written.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Warp's slash commands are skills (/{skill-name}); /${c.name} would need to be written as a skill.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Warp documents no project subagent file, so "${a.name}" is not written.` });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
