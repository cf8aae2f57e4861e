/**
 * The spec's `plugin:` on Replit Agent: skills in the project's `.agents/skills/<name>/` (every file, modes kept), which
 * the Agent lists by name and description and loads when relevant. MCP servers are connected in Replit's Integrations
 * settings, not from a repository file; no project command or subagent file is documented. Those are losses.
 * Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [...skillFiles('.agents/skills', p.skills)];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Replit Agent connects MCP servers in the workspace Integrations settings (by sign-in or URL), never from a repository file, so "${s.name}" is not written.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Replit documents no project command file; /${c.name} would need to be a skill.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Replit documents no project subagent file, so "${a.name}" is not written.` });
  return { fragment, unrepresentable };
}
