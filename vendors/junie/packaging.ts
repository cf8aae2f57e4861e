/**
 * Junie packaging (packaging.md §3.12), as project files Junie reads in place: MCP servers in `.junie/mcp/mcp.json`
 * (`mcpServers`, stdio documented; remote fields unverified, so remote servers are reported), commands as
 * `.junie/commands/<name>.md` (front matter `description`), subagents as `.junie/agents/<name>.md` (`name`,
 * `description`), skills copied to `.junie/skills/<name>/`. No extension manifest: `extension.json` holds only a
 * name and description and the project folders already load. See docs/decisions/junie.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

function pointerKey(k: string): string {
  return k.replace(/~/g, '~0').replace(/\//g, '~1');
}

function mcpEntry(s: McpServer, losses: Loss[]): JsonObject {
  const texts: [string, string][] = [[`${s.at}/command`, s.command ?? ''], ...s.args.map((a, n): [string, string] => [`${s.at}/args/${n}`, a])];
  for (const [k, v] of Object.entries(s.env)) texts.push([`${s.at}/env/${pointerKey(k)}`, v]);
  for (const [at, v] of texts) {
    if (v.includes('${')) losses.push({ code: 'SC3402', at, reason: `Junie documents no environment interpolation in mcp.json, so "${v}" may reach the server literally.` });
  }
  const entry: Record<string, string | string[] | Record<string, string>> = { command: s.command ?? '' };
  if (s.args.length > 0) entry['args'] = [...s.args];
  if (Object.keys(s.env).length > 0) entry['env'] = { ...s.env };
  return entry;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const losses: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport === 'stdio') servers[s.name] = mcpEntry(s, losses);
    else {
      losses.push({
        code: 'SC3401',
        at: s.at,
        reason: `Junie supports only stdio MCP servers (command, args, env in .junie/mcp/mcp.json; its MCP help page says no other transport is supported), so the remote ${s.transport} server "${s.name}" is not written.`,
      });
    }
  }
  if (Object.keys(servers).length > 0) fragment.push({ path: '.junie/mcp/mcp.json', format: 'json', body: { mcpServers: servers } });
  for (const c of p.commands) {
    fragment.push({
      path: `.junie/commands/${c.name}.md`,
      format: 'markdown',
      body: { template: 'junie/body', data: { body: c.body.trimEnd() }, ...(c.description !== undefined ? { frontmatter: { description: c.description } } : {}) },
    });
  }
  for (const a of p.agents) {
    if (a.tools.length > 0) {
      losses.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: `Junie subagent files take a \`tools\` list of Junie's own tool names, which are not documented; [${a.tools.join(', ')}] cannot be translated, so "${a.name}" would run with every tool.`,
      });
    }
    fragment.push({
      path: `.junie/agents/${a.name}.md`,
      format: 'markdown',
      body: { template: 'junie/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
    });
  }
  for (const s of p.skills) {
    for (const f of s.files) fragment.push({ path: `.junie/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  }
  return { fragment, unrepresentable: losses };
}
