/**
 * The spec's `plugin:` on Hermes Agent (website/docs/user-guide/features/skills.md, mcp.md and
 * reference/mcp-config-reference.md):
 * - skills copied to `.agents/skills/<name>/`, one of the two project skill folders Hermes scans at the git root
 *   (the same bytes Codex and Kimi Code get); Hermes loads project skills only once the user trusts the repository
 *   (`hermes skills trust`), so the `project-skill-trust` gate reports them inert until then;
 * - MCP servers: Hermes reads `mcp_servers` only from the profile config.yaml under HERMES_HOME, so seamc writes the
 *   block to `.seam/hermes/mcp.json` (JSON, which YAML reads as is) for the user to merge, behind the
 *   `user-mcp-config` gate. Stdio entries keep command/args/env, HTTP entries url/headers, SSE adds `transport: sse`;
 *   `${VAR}` in any string value is resolved by Hermes, so secrets stay references.
 * - commands and subagents are losses: every Hermes skill is also a slash command the model may load on its own, and
 *   delegate_task builds subagents from the call's goal and toolsets, with no agent file read from a project.
 * See docs/decisions/hermes.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

export const MCP_FRAGMENT = '.seam/hermes/mcp.json';

function server(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '' };
  if (s.transport === 'sse') e.transport = 'sse';
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) servers[s.name] = server(s);
  if (Object.keys(servers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcp_servers: servers } });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Hermes Agent's slash commands are its skills, which the model also loads on its own by description; a command the user alone invokes ("${c.name}") has no project form.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Hermes Agent builds subagents in the delegate_task call (a goal and toolsets); it reads no subagent definition from a project, so "${a.name}" cannot be shipped.` });
  return { fragment, unrepresentable };
}
