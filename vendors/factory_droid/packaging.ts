/**
 * The spec's `plugin:` on Factory Droid (Factory's MCP, custom-droids, slash-command and skills pages, read in
 * Factory-AI/factory at a80aa7c5): MCP servers in the project `.factory/mcp.json` (`mcpServers`; stdio `{command,
 * args?, env?}`, remote `{type, url, headers?}`), commands in `.factory/commands/<name>.md` (description front matter,
 * `$ARGUMENTS`), subagents as custom droids in `.factory/droids/<name>.md` (name, description, tools as Droid tool IDs,
 * mcpServers), skills in `.factory/skills/<name>/`. See docs/decisions/factory_droid.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Subagent } from '../../compiler/model/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';
import { mcpFields, mcpJsonEntry, skillFiles } from '../_shared/mcp-json.js';

export const MCP_FILE = '.factory/mcp.json';

/** Droid tool IDs per tool class (custom-droids page, "Tool categories → concrete tools"). */
export const DROID_TOOLS: Readonly<Record<Exclude<ToolClass, 'mcp'>, readonly string[]>> = {
  read: ['Read', 'LS', 'Grep', 'Glob'],
  write: ['Create', 'Edit', 'ApplyPatch'],
  edit: ['Create', 'Edit', 'ApplyPatch'],
  shell: ['Execute'],
  web: ['WebSearch', 'FetchUrl'],
};

const ANY_VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/g;
const EXPANDED = /^\$\{[A-Za-z_][A-Za-z0-9_]*(:-[^}]*)?\}$/;

/** Droid expands `${VAR}` / `${VAR:-default}` in stdio command, args and env, and in the url and headers of http servers only. */
function expansionLoss(s: McpServer): Loss[] {
  for (const [field, value] of mcpFields(s)) {
    for (const ref of value.match(ANY_VAR) ?? []) {
      const where = s.transport === 'stdio' ? /^(command|args\[|env\.)/.test(field) : s.transport === 'http' && /^(url|headers\.)/.test(field);
      if (where && EXPANDED.test(ref)) continue;
      const why = !EXPANDED.test(ref) ? `only \${VAR} and \${VAR:-default} are expanded, not ${ref}` : `${field} of the ${s.transport} server "${s.name}" is not among the expanded fields`;
      return [{ code: 'SC3402', at: s.at, reason: `Factory Droid expands environment references in .factory/mcp.json only in stdio command, args and env and in http url and headers; ${why}, so it would reach the server literally.` }];
    }
  }
  return [];
}

function droid(a: Subagent, servers: readonly string[]): { artifact: Artifact; losses: Loss[] } {
  const losses: Loss[] = [];
  const frontmatter: Record<string, JsonObject[string]> = { name: a.name, description: a.description };
  if (a.tools.length > 0) {
    const tools: string[] = [];
    for (const c of a.tools) if (c !== 'mcp') for (const t of DROID_TOOLS[c]) if (!tools.includes(t)) tools.push(t);
    frontmatter['tools'] = tools; // an explicit list, empty for an MCP-only subagent: omitted, Droid would give every tool
    // mcpServers, when set, is the only MCP a droid reaches: the spec's own servers for `mcp`, none otherwise
    frontmatter['mcpServers'] = a.tools.includes('mcp') ? [...servers] : [];
    if (a.tools.includes('mcp') && servers.length === 0)
      losses.push({ code: 'SC3404', at: a.at, reason: `A Factory droid reaches MCP tools through mcpServers (server names from mcp.json) or exact tool IDs; the spec declares no MCP server to name, so "${a.name}" is written with none rather than every server the user has.` });
  }
  return { artifact: { path: `.factory/droids/${a.name}.md`, format: 'markdown', body: { template: 'factory_droid/body', data: { body: a.body.trimEnd() }, frontmatter } }, losses };
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const mcpServers: Record<string, JsonObject> = {};
    for (const s of p.mcp) {
      mcpServers[s.name] = mcpJsonEntry(s);
      unrepresentable.push(...expansionLoss(s));
    }
    fragment.push({ path: MCP_FILE, format: 'json', body: { mcpServers } });
  }
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({ path: `.factory/commands/${c.name}.md`, format: 'markdown', body: { template: 'factory_droid/body', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) } });
  }
  for (const a of p.agents) {
    const { artifact, losses } = droid(a, p.mcp.map((s) => s.name));
    fragment.push(artifact);
    unrepresentable.push(...losses);
  }
  fragment.push(...skillFiles('.factory/skills', p.skills));
  return { fragment, unrepresentable };
}
