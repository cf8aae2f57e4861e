/**
 * AgentM packaging. The only plugin part AgentM reads from a project is a skill: the `skill_loader` atom indexes every
 * folder holding a SKILL.md (name + description front matter) under its `skill_paths`, resolved against the session's
 * working folder. So skills are copied to `.agentm/seamc/skills/<name>/` and the scenario gains the skill_loader with
 * that path (scenario.ts). The Claude Code adapters cc_agents, cc_commands and cc_plugins, which read .claude/agents,
 * .claude/commands and ~/.claude/plugins, were removed on 2026-07-19 (commit 5b292c25, "remove legacy impl") on the line
 * seamc targets, and no atom reads MCP servers, commands or agent definitions from a project file, so those parts are
 * reported. docs/decisions/agentm.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { SKILLS_DIR, scenario } from './scenario.js';

const GONE = 'AgentM removed its Claude Code adapters (cc_agents, cc_commands, cc_plugins) on 2026-07-19, and no remaining atom reads';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp) unrepresentable.push({ code: 'SC3401', at: s.at, reason: `${GONE} MCP servers from a project file, so "${s.name}" is not written.` });
  for (const c of p.commands) unrepresentable.push({ code: 'SC3403', at: c.at, reason: `${GONE} slash commands from a project folder, so /${c.name} is not written.` });
  for (const a of p.agents) unrepresentable.push({ code: 'SC3404', at: a.at, reason: `${GONE} agent definitions from a project folder (its sub_agent atom runs scenarios), so "${a.name}" is not written.` });
  const fragment: Artifact[] = [];
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `${SKILLS_DIR}/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  const manifest = fragment.length > 0 ? scenario(model) : undefined;
  return { fragment: manifest ? [manifest, ...fragment] : fragment, unrepresentable };
}
