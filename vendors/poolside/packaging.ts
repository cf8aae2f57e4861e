/**
 * The spec's `plugin:` on Poolside: skills go to `.poolside/skills/<name>/` (a project skill source Poolside scans).
 * MCP servers belong under `mcp_servers` of the settings files, documented as personal servers and with an entry
 * shape seamc has not read, and no project folder of commands or agents is documented, so those are reported.
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
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Poolside documents mcp_servers in its settings files as personal MCP servers, and seamc has not read the entry shape, so "${s.name}" is not written.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Poolside documents no project folder of slash commands, so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Poolside's custom agents are configured in Poolside Console, not in a project file, so "${a.name}" is not written.` });
  return { fragment: skillFiles('.poolside/skills', p.skills), unrepresentable };
}
