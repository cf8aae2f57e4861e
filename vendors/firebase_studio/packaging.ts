/**
 * The spec's `plugin:` on Firebase Studio: stdio MCP servers go to the workspace's `.idx/mcp.json`
 * (`{mcpServers: {<name>: {command, args?, env?}}}`), the file Gemini's interactive chat reads. Firebase's pages say
 * SSE / Streamable HTTP servers are supported but show no entry shape for them, so a remote server is reported
 * (SC3401), as is a `$NAME` / `${NAME}` reference (SC3402: the pages pass variables through the workspace `.env`
 * file, not through substitution in mcp.json). Firebase's pages name no project folder of commands, subagents or
 * skills for Gemini in Firebase, so those are SC3002. See docs/decisions/firebase_studio.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { uninterpolatedLosses } from '../_shared/mcp-json.js';

const FILE = '.idx/mcp.json';

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
      unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Firebase's pages show only command (stdio) entries for Firebase Studio's ${FILE}; the entry shape of a ${s.transport} server is not given, so "${s.name}" is not written.` });
      continue;
    }
    mcpServers[s.name] = entry(s);
    unrepresentable.push(...uninterpolatedLosses(s, 'Firebase Studio', FILE));
  }
  const none = (what: string, name: string, at: string): Loss => ({ code: 'SC3002', at, reason: `seamc has read no Firebase Studio page that names a project ${what} folder for Gemini in Firebase, so "${name}" is not written.` });
  for (const c of p.commands) unrepresentable.push(none('command', c.name, c.at));
  for (const a of p.agents) unrepresentable.push(none('subagent', a.name, a.at));
  for (const s of p.skills) unrepresentable.push(none('skill', s.name, s.at));
  const fragment = Object.keys(mcpServers).length > 0 ? [{ path: FILE, format: 'json' as const, body: { mcpServers } }] : [];
  return { fragment, unrepresentable };
}
