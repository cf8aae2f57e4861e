/**
 * The spec's `plugin:` on Reasonix: skills go to `.reasonix/skills/<name>/` (the first project skill root it scans).
 * MCP servers are `[[plugins]]` tables of the project reasonix.toml (stdio, http and sse; SPEC §3.3), written with
 * the [permissions] table as one whole file (config-toml.ts); project commands and agent files are not established from Reasonix's own pages or
 * source as read, so those items are reported. See docs/decisions/newagents2.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';
import { configToml } from './config-toml.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `seamc has not established Reasonix's project command folder from a Reasonix page (its config paths page names only the global commands/ folder), so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Reasonix runs .reasonix/agents/<name>.md files as subagents, but seamc has not mapped their tool list (allowed-tools) to Reasonix's tool names, so "${a.name}" is not written.` });
  return { fragment: [...(p.mcp.length > 0 ? configToml(model) : []), ...skillFiles('.reasonix/skills', p.skills)], unrepresentable };
}
