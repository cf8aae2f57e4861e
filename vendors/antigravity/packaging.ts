/**
 * Antigravity packaging, repo-local under the `.agents/` customization root (packaging.md §3.14): MCP servers in
 * `.agents/mcp_config.json` (`mcpServers`; remote servers by `serverUrl`), commands as workflows
 * `.agents/workflows/<name>.md`, subagents `.agents/agents/<name>.md`, skills `.agents/skills/<name>/`. No plugin
 * manifest: a plugin would duplicate the same parts (docs/decisions/antigravity.md).
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

/** `${VAR}` expansion in mcp_config.json is unverified (packaging.md §3.14): a reference may reach the server literally. */
function secretLosses(s: McpServer): Loss[] {
  const fields: [string, string][] = [];
  s.args.forEach((a, n) => fields.push([`args/${n}`, a]));
  for (const [k, v] of Object.entries(s.env)) fields.push([`env/${k}`, v]);
  for (const [k, v] of Object.entries(s.headers)) fields.push([`headers/${k}`, v]);
  if (s.url !== undefined) fields.push(['url', s.url]);
  return fields
    .filter(([, v]) => v.includes('${'))
    .map(([f]) => ({
      code: 'SC3402' as const,
      at: `${s.at}/${f}`,
      reason: "Antigravity's mcp_config.json is not documented to expand ${NAME} (it appears only in examples); the reference may reach the server literally, and seamc never writes the secret's value into a committed file.",
    }));
}

function server(s: McpServer, losses: Loss[]): JsonObject | undefined {
  if (s.transport === 'sse') {
    losses.push({ code: 'SC3401', at: s.at, reason: "Antigravity names remote servers by `serverUrl` and documents no way to choose the SSE transport, so an SSE server cannot be declared exactly." });
    return undefined;
  }
  losses.push(...secretLosses(s));
  if (s.transport === 'http') return Object.keys(s.headers).length > 0 ? { serverUrl: s.url ?? '', headers: { ...s.headers } } : { serverUrl: s.url ?? '' };
  const out: Record<string, string | string[] | Record<string, string>> = { command: s.command ?? '' };
  if (s.args.length > 0) out['args'] = [...s.args];
  if (Object.keys(s.env).length > 0) out['env'] = { ...s.env };
  return out;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    const entry = server(s, unrepresentable);
    if (entry) mcpServers[s.name] = entry;
  }
  if (Object.keys(mcpServers).length > 0) fragment.push({ path: '.agents/mcp_config.json', format: 'json', body: { mcpServers } });
  for (const c of p.commands)
    fragment.push({
      path: `.agents/workflows/${c.name}.md`,
      format: 'markdown',
      body: { template: 'antigravity/body', data: { body: c.body.trimEnd() }, ...(c.description !== undefined ? { frontmatter: { description: c.description } } : {}) },
    });
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: `Antigravity agent files take a \`tools\` list of its own tool names, which no primary source documents; [${a.tools.join(', ')}] cannot be said exactly, so the agent is written without one (every tool).`,
      });
    fragment.push({ path: `.agents/agents/${a.name}.md`, format: 'markdown', body: { template: 'antigravity/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } } });
  }
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
