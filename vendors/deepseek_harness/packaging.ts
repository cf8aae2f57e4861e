/**
 * The spec's `plugin:` on DeepSeek Harness: skills go to `.dsh/skills/<name>/` (the project skill root its
 * skill-filesystem plugin scans first). MCP servers come from the mcp-client plugin's configuration in the deployment,
 * and no project folder of commands or agents is documented, so those items are reported.
 * See docs/decisions/newagents2.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `DeepSeek Harness takes MCP servers from its mcp-client plugin's configuration in the deployment, not from a project file seamc has established, so "${s.name}" is not written.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `DeepSeek Harness documents no project folder of slash commands, so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `DeepSeek Harness documents no project folder of custom agents, so "${a.name}" is not written.` });
  return { fragment: skillFiles('.dsh/skills', p.skills), unrepresentable };
}
