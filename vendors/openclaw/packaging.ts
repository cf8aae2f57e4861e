/**
 * The spec's `plugin:` on OpenClaw: skills go to `.agents/skills/<name>/`, one of the agent workspace's own skill
 * folders (gate `workspace-is-project`: the workspace must be this repository). Slash commands and agents are gateway
 * settings in the user's ~/.openclaw/openclaw.json (agents are whole gateway agents, each with its own workspace, not
 * per-repository subagent files), so those items are reported. The hook plugin folder (`.seam/openclaw/`) is written by
 * hooks.ts.
 *
 * MCP servers are gateway-wide `mcp.servers.<name>` entries of ~/.openclaw/openclaw.json (docs/cli/mcp.md,
 * src/config/types.mcp.ts): stdio `{command, args, env}`, remote `{url, transport: "streamable-http" | "sse",
 * headers}`. seamc writes the `mcp` block to `.seam/openclaw/mcp.json` for the user to merge, behind the
 * `user-mcp-config` gate (a native plugin folder, which this is, reads no MCP file of its own). OpenClaw substitutes
 * `${NAME}` (upper-case names only) in every config string at load and refuses to load when one is unset; any other
 * `$` reference is kept literally (SC3402). Decisions: docs/decisions/openclaw.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { mcpFields, skillFiles } from '../_shared/mcp-json.js';

export const MCP_FRAGMENT = '.seam/openclaw/mcp.json';

/** A `$` reference OpenClaw does not substitute: bare `$NAME`, or `${...}` whose body is not an upper-case name. */
const OTHER_VAR = /\$(?!\{[A-Z_][A-Z0-9_]*\})(\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)/;

function server(s: McpServer, losses: Loss[]): JsonObject {
  const hit = mcpFields(s).find(([, v]) => OTHER_VAR.test(v));
  if (hit)
    losses.push({ code: 'SC3402', at: s.at, reason: `OpenClaw substitutes only \${NAME} with an upper-case NAME in openclaw.json; ${OTHER_VAR.exec(hit[1])?.[0] ?? '$NAME'} in ${hit[0]} of "${s.name}" would reach the server literally.` });
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '', transport: s.transport === 'sse' ? 'sse' : 'streamable-http' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) servers[s.name] = server(s, unrepresentable);
  if (Object.keys(servers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcp: { servers } } });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `OpenClaw has no workspace folder of prompt commands that seamc has established (its slash commands come from the gateway, plugins and skills), so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `OpenClaw's agents are gateway agents declared in ~/.openclaw/openclaw.json, each with its own workspace, not subagent files a repository carries, so "${a.name}" is not written.` });
  fragment.push(...skillFiles('.agents/skills', p.skills));
  return { fragment, unrepresentable };
}
