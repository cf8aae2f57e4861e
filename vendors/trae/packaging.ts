/**
 * The spec's `plugin:` on Trae. Project MCP servers go to `.trae/mcp.json` (`{mcpServers: {<name>: {command, args?,
 * env?}}}`), which Trae's own MCP page (TRAE CN documentation) names as the project-level file; it is read only after
 * project MCP is enabled in Trae's settings (facts.gates). That page's opening gives the stdio fields only, so a remote
 * server is reported (SC3401), as is a `$NAME` / `${NAME}` reference (SC3402). Skills go to `.trae/skills/<name>/`
 * (known from copies of Trae's skills page and third-party generators: third-party evidence, as for the rules). No Trae
 * page seamc read gives the project folder of commands or the tool names a custom agent's front matter takes, so those
 * are SC3002. See docs/decisions/trae.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { skillFiles, uninterpolatedLosses } from '../_shared/mcp-json.js';

const FILE = '.trae/mcp.json';

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
      unrepresentable.push({ code: 'SC3401', at: s.at, reason: `the Trae page seamc read gives only the fields of a command (stdio) entry in ${FILE}, so the ${s.transport} server "${s.name}" is not written.` });
      continue;
    }
    mcpServers[s.name] = entry(s);
    unrepresentable.push(...uninterpolatedLosses(s, 'Trae', FILE));
  }
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3002', at: c.at, reason: `seamc has read no Trae page that names a project folder of slash commands, so "${c.name}" is not written.` });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3002', at: a.at, reason: `Trae's project agents (.trae/agents/) are known to seamc only from third-party setups, without the tool names their front matter takes, so "${a.name}" is not written.` });
  const fragment: Artifact[] = Object.keys(mcpServers).length > 0 ? [{ path: FILE, format: 'json', body: { mcpServers } }] : [];
  fragment.push(...skillFiles('.trae/skills', p.skills));
  return { fragment, unrepresentable };
}
