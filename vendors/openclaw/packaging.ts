/**
 * The spec's `plugin:` on OpenClaw: skills go to `.agents/skills/<name>/`, one of the agent workspace's own skill
 * folders (gate `workspace-is-project`: the workspace must be this repository). MCP servers, slash commands and
 * agents are gateway settings in the user's ~/.openclaw/openclaw.json (agents are whole gateway agents, each with its
 * own workspace, not per-repository subagent files), so those items are reported. The hook plugin folder
 * (`.seam/openclaw/`) is written by hooks.ts. Decisions: docs/decisions/openclaw.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `OpenClaw configures MCP servers for the whole gateway in the user's ~/.openclaw/openclaw.json (or inside an installed plugin), not in a workspace file seamc has established, so "${s.name}" is not configured.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `OpenClaw has no workspace folder of prompt commands that seamc has established (its slash commands come from the gateway, plugins and skills), so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `OpenClaw's agents are gateway agents declared in ~/.openclaw/openclaw.json, each with its own workspace, not subagent files a repository carries, so "${a.name}" is not written.` });
  return { fragment: skillFiles('.agents/skills', p.skills), unrepresentable };
}
