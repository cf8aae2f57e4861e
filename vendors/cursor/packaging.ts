/**
 * Cursor packaging (packaging.md §3.2). The parts live repo-locally where Cursor reads them in the project
 * (`.cursor/mcp.json`, `.cursor/commands/`, `.cursor/agents/`, `.cursor/skills/`), and the repository root is also the
 * Cursor plugin root: `.cursor-plugin/plugin.json` points at those same folders, so each part exists once and a user
 * who opens the repo and installs the plugin gets one copy of every MCP server, not two. Hooks and rules stay
 * project-only (their runtime path is project-relative). See docs/decisions/cursor.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, JsonValue, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Plugin, Subagent } from '../../compiler/model/types.js';

const MCP_PATH = '.cursor/mcp.json';

/** `${VAR}` → `${env:VAR}` (Cursor's interpolation); any other `${...}` form has no Cursor spelling. */
function interpolate(value: string, at: string, losses: Loss[]): string {
  return value.replace(/\$\{([^}]*)\}/g, (whole, inner: string) => {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(inner)) return `\${env:${inner}}`;
    losses.push({
      code: 'SC3402',
      at,
      reason: `Cursor's mcp.json reads the environment only as \${env:NAME}; "${whole}" (defaults or other expressions) has no Cursor spelling and would reach the server literally.`,
    });
    return whole;
  });
}

function mapValues(rec: Readonly<Record<string, string>>, at: string, losses: Loss[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rec)) out[k] = interpolate(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, losses);
  return out;
}

function mcpEntry(s: McpServer, losses: Loss[]): JsonObject {
  if (s.transport === 'stdio') {
    const entry: Record<string, string | string[] | Record<string, string>> = {
      command: interpolate(s.command ?? '', `${s.at}/command`, losses),
    };
    if (s.args.length > 0) entry['args'] = s.args.map((a, n) => interpolate(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) entry['env'] = mapValues(s.env, `${s.at}/env`, losses);
    return entry;
  }
  // Remote: Cursor infers Streamable HTTP vs SSE from the server at `url` (no `type` needed).
  const entry: Record<string, string | Record<string, string>> = { url: interpolate(s.url ?? '', `${s.at}/url`, losses) };
  if (Object.keys(s.headers).length > 0) entry['headers'] = mapValues(s.headers, `${s.at}/headers`, losses);
  return entry;
}

function agentFile(a: Subagent, losses: Loss[]): Artifact {
  if (a.tools.length > 0) {
    losses.push({
      code: 'SC3404',
      at: `${a.at}/tools`,
      reason: `Cursor subagent files cannot list tools: their only restriction is \`readonly\`, which does not match [${a.tools.join(', ')}] exactly, so the agent would run with every tool.`,
    });
  }
  return {
    path: `.cursor/agents/${a.name}.md`,
    format: 'markdown',
    body: { template: 'cursor/agent', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
  };
}

function manifest(p: Plugin): Artifact {
  const body: Record<string, JsonValue> = { name: p.name, version: p.version };
  if (p.description !== '') body['description'] = p.description;
  // Cursor's manifest schema allows author {name, email} only (packaging.md §3.2); a url is reported by authorLoss
  if (p.author) body['author'] = { name: p.author.name, ...(p.author.email !== undefined ? { email: p.author.email } : {}) };
  if (p.skills.length > 0) body['skills'] = './.cursor/skills/';
  if (p.agents.length > 0) body['agents'] = './.cursor/agents/';
  if (p.commands.length > 0) body['commands'] = './.cursor/commands/';
  if (p.mcp.length > 0) body['mcpServers'] = `./${MCP_PATH}`;
  return { path: '.cursor-plugin/plugin.json', format: 'json', body };
}

function authorLoss(p: Plugin): Loss[] {
  if (p.author?.url === undefined) return [];
  return [{ code: 'SC3406', at: `${p.at}/author/url`, reason: 'The Cursor plugin manifest schema allows only `name` and `email` in `author` (no other keys), so the author url is left out.' }];
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const mcpServers: Record<string, JsonObject> = {};
    for (const s of p.mcp) mcpServers[s.name] = mcpEntry(s, unrepresentable);
    fragment.push({ path: MCP_PATH, format: 'json', body: { mcpServers } });
  }
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({
      path: `.cursor/commands/${c.name}.md`,
      format: 'markdown',
      body: { template: 'cursor/command', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) },
    });
  }
  for (const a of p.agents) fragment.push(agentFile(a, unrepresentable));
  for (const s of p.skills) {
    for (const f of s.files) {
      fragment.push({ path: `.cursor/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
    }
  }
  fragment.push(manifest(p));
  unrepresentable.push(...authorLoss(p));
  return { fragment, unrepresentable };
}
