/**
 * The spec's `plugin:` on Cortex Code CLI: skills go to `.cortex/skills/` (the project skill folder). Custom commands
 * and custom agents are read only from the user's ~/.snowflake/cortex/ (commands/, agents/) in the pages seamc read,
 * so each is reported rather than written into the repository.
 *
 * MCP servers: the CLI merges administrator, connection-profile, user (~/.snowflake/cortex/mcp.json) and plugin
 * servers; no project file is among them (cortex-code-mcp). seamc writes the `mcpServers` block to
 * `.seam/cortex_code/mcp.json` for the user to merge, behind the `user-mcp-config` gate. Every entry carries the
 * required `type`: stdio `{type, command, args, env}`, remote `{type: "http" | "sse", url, headers}`. Cortex Code
 * expands `${VAR}`, `${VAR:-default}` and `$VAR` in every field, so references pass as written.
 * See docs/decisions/cortex_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { skillFiles, typedMcpEntry } from '../_shared/mcp-json.js';

export const MCP_FRAGMENT = '.seam/cortex_code/mcp.json';


export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) servers[s.name] = typedMcpEntry(s);
  if (Object.keys(servers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcpServers: servers } });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Cortex Code CLI's custom commands live in the user's ~/.snowflake/cortex/commands/; no project commands folder is documented, so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Cortex Code CLI's custom agents live in the user's ~/.snowflake/cortex/agents/; no project agents folder is documented, so "${a.name}" is not written.` });
  fragment.push(...skillFiles('.cortex/skills', p.skills));
  return { fragment, unrepresentable };
}
