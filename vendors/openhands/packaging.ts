/**
 * OpenHands packaging. The SDK (openhands-sdk 1.21.0, which OpenHands CLI 1.16.0 pins) loads project skills from
 * `.agents/skills/`, `.openhands/skills/` and the legacy `.openhands/microagents/`; an AgentSkills folder with a
 * SKILL.md is one skill, and the loader skips every other .md file inside such a folder. So skills are copied to
 * `.agents/skills/<name>/` (the same bytes Codex and Antigravity write). What has no project home is reported:
 * - MCP servers: the CLI reads them from ~/.openhands/mcp.json only (openhands_cli/locations.py, mcp_utils.py);
 * - commands: OpenHands has no slash-command files; a skill fires on keywords in the user's message instead;
 * - subagents: `.agents/agents/*.md` definitions exist, but their `tools` name tools by the registration name of the
 *   running build (terminal, file_editor, ...), an empty list gives the agent no tools (not all), an unregistered name
 *   fails the delegation, and file_editor both reads and edits, so seamc's tool classes cannot be said exactly.
 * See docs/decisions/openhands.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `OpenHands CLI reads MCP servers only from the user's ~/.openhands/mcp.json (openhands mcp add); no project file is read, so "${s.name}" cannot ship with the repository.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `OpenHands has no slash-command files: a skill runs when one of its trigger keywords appears in the user's message, so /${c.name} has no project form.` });
  for (const a of p.agents)
    unrepresentable.push({
      code: 'SC3404',
      at: a.at,
      reason: `OpenHands file agents (.agents/agents/*.md) name tools by the registration names of the running build (terminal, file_editor, ...): an empty list gives no tools rather than all, an unknown name fails the delegation, and file_editor both reads and edits, so "${a.name}" cannot be written with the tools seam.yaml gives it.`,
    });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
