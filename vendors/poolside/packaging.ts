/**
 * The spec's `plugin:` on Poolside: skills go to `.poolside/skills/<name>/` (a project skill source Poolside scans).
 * MCP servers may sit under `mcp_servers` of the project `.poolside/settings.yaml` (pool's README), but the entry
 * shape is given only through `pool mcp add`, and named subagents live in that file too with a shape on a page seamc
 * could not read; no project folder of commands is documented. Those are reported.
 * See docs/decisions/poolside.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Poolside reads mcp_servers from .poolside/settings.yaml, but pool's README shows servers only as pool mcp add commands, not the entry shape in the file, so "${s.name}" is not written.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Poolside documents no project folder of slash commands, so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Poolside's named subagents are configured in settings.yaml with a shape on its subagents page, which seamc could not read, so "${a.name}" is not written.` });
  return { fragment: skillFiles('.poolside/skills', p.skills), unrepresentable };
}
