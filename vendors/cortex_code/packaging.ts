/**
 * The spec's `plugin:` on Cortex Code CLI: skills go to `.cortex/skills/` (the project skill folder). MCP servers,
 * custom commands and custom agents are read only from the user's ~/.snowflake/cortex/ (mcp.json, commands/,
 * agents/) in the pages seamc read, so each is reported rather than written into the repository.
 * See docs/decisions/cortex_code.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Cortex Code CLI reads MCP servers only from the user's ~/.snowflake/cortex/mcp.json, so "${s.name}" cannot be configured from the repository.` });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Cortex Code CLI's custom commands live in the user's ~/.snowflake/cortex/commands/; no project commands folder is documented, so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Cortex Code CLI's custom agents live in the user's ~/.snowflake/cortex/agents/; no project agents folder is documented, so "${a.name}" is not written.` });
  return { fragment: skillFiles('.cortex/skills', p.skills), unrepresentable };
}
