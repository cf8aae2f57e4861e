/**
 * The spec's `plugin:` on Amazon Q Developer CLI: stdio MCP servers go to the workspace's legacy MCP file
 * `.amazonq/mcp.json` (`{mcpServers: {<name>: {command, args?, env?}}}`), which the built-in default agent reads
 * (useLegacyMcpJson). AWS's page gives that file only command entries (url entries "in a future
 * release"), so a remote server is reported (SC3401), as is a `$NAME` / `${NAME}` reference, since
 * the page documents no substitution of that form (SC3402). No project folder of commands,
 * agents or skills is established for the CLI (custom agents must be selected by hand), so those are SC3002.
 * See docs/decisions/newagents2.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { uninterpolatedLosses } from '../_shared/mcp-json.js';

const FILE = '.amazonq/mcp.json';

function entry(s: McpServer): JsonObject {
  const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
  if (s.args.length > 0) e.args = [...s.args];
  if (Object.keys(s.env).length > 0) e.env = { ...s.env };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport !== 'stdio') {
      unrepresentable.push({ code: 'SC3401', at: s.at, reason: `AWS documents only command (stdio) entries for Amazon Q Developer CLI's ${FILE}, so the ${s.transport} server "${s.name}" is not written.` });
      continue;
    }
    mcpServers[s.name] = entry(s);
    unrepresentable.push(...uninterpolatedLosses(s, 'Amazon Q Developer CLI', FILE));
  }
  const notYet = (what: string, name: string, at: string): Loss => ({ code: 'SC3002', at, reason: `seamc has not established a project ${what} folder that Amazon Q Developer CLI's default agent reads (custom agents in .amazonq/cli-agents/ apply only when selected), so "${name}" is not written.` });
  for (const c of p.commands) unrepresentable.push(notYet('prompt or command', c.name, c.at));
  for (const a of p.agents) unrepresentable.push(notYet('subagent', a.name, a.at));
  for (const s of p.skills) unrepresentable.push(notYet('skill', s.name, s.at));
  const fragment = Object.keys(mcpServers).length > 0 ? [{ path: FILE, format: 'json' as const, body: { mcpServers } }] : [];
  return { fragment, unrepresentable };
}
