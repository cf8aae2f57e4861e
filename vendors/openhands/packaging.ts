/**
 * OpenHands packaging. The SDK (openhands-sdk 1.21.0, which OpenHands CLI 1.16.0 pins) loads project skills from
 * `.agents/skills/`, `.openhands/skills/` and the legacy `.openhands/microagents/`; an AgentSkills folder with a
 * SKILL.md is one skill, and the loader skips every other .md file inside such a folder. So skills are copied to
 * `.agents/skills/<name>/` (the same bytes Codex and Antigravity write).
 * - MCP servers: the CLI reads them only from the user's ~/.openhands/mcp.json (openhands_cli/locations.py,
 *   mcp/mcp_utils.py), a fastmcp `mcpServers` map. seamc writes the block to `.seam/openhands/mcp.json` for the user to
 *   merge (or to re-enter with `openhands mcp add`), behind the `user-mcp-config` gate, in the shape `openhands mcp add`
 *   writes: stdio `{command, args, env, transport: "stdio"}`, remote `{url, transport: "http" | "sse", headers}`.
 *   The SDK's conversation expands `${NAME}` and `${NAME:-default}` in every string of that config (secrets, then the
 *   environment), so such references are kept; a bare `$NAME` or another `${...}` form is not expanded and is reported.
 * What has no home is reported:
 * - commands: OpenHands has no slash-command files; a skill fires on keywords in the user's message instead;
 * - subagents: `.agents/agents/*.md` definitions exist, but their `tools` name tools by the registration name of the
 *   running build (terminal, file_editor, ...), an empty list gives the agent no tools (not all), an unregistered name
 *   fails the delegation, and file_editor both reads and edits, so seamc's tool classes cannot be said exactly.
 * See docs/decisions/openhands.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { mcpFields } from '../_shared/mcp-json.js';

export const MCP_FRAGMENT = '.seam/openhands/mcp.json';

/** What expand_mcp_variables resolves; anything else that looks like a reference stays literal. */
const EXPANDED = /\$\{[A-Za-z_][A-Za-z0-9_]*(?::-[^}]*)?\}/g;
const LEFT_OVER = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;

function literalRefLoss(s: McpServer): Loss[] {
  const hit = mcpFields(s).find(([, v]) => LEFT_OVER.test(v.replace(EXPANDED, '')));
  if (!hit) return [];
  const ref = LEFT_OVER.exec(hit[1].replace(EXPANDED, ''))?.[0] ?? '$NAME';
  return [{ code: 'SC3402', at: s.at, reason: `OpenHands expands only \${NAME} and \${NAME:-default} in its MCP config; ${ref} in ${hit[0]} of "${s.name}" would reach the server literally (write it as \${NAME}).` }];
}

function server(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    e.transport = 'stdio';
    return e;
  }
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '', transport: s.transport };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    mcpServers[s.name] = server(s);
    unrepresentable.push(...literalRefLoss(s));
  }
  if (Object.keys(mcpServers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcpServers } });
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
