/**
 * The spec's `plugin:` on Roo Code / Zoo Code, repo-locally (packaging.md §3.18; no plugin format): MCP servers in
 * `.roo/mcp.json` `mcpServers` (HTTP as `type: "streamable-http"`), commands in `.roo/commands/<name>.md`, skills
 * in `.roo/skills/<name>/`. Custom modes are persona switches, not delegated subagents, so subagents are reported.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

const VAR = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/;

function mcpEntry(s: McpServer, losses: Loss[]): JsonObject {
  const values = [s.command ?? '', ...s.args, s.url ?? '', ...Object.values(s.env), ...Object.values(s.headers)];
  const hit = values.find((v) => VAR.test(v));
  if (hit !== undefined)
    losses.push({
      code: 'SC3402',
      at: s.at,
      reason: `Roo Code / Zoo Code's .roo/mcp.json has no recorded environment-variable syntax; ${VAR.exec(hit)?.[0] ?? '$NAME'} may reach the server literally.`,
    });
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { type: s.transport === 'http' ? 'streamable-http' : 'sse', url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const servers: Record<string, JsonObject> = {};
    for (const s of p.mcp) servers[s.name] = mcpEntry(s, unrepresentable);
    fragment.push({ path: '.roo/mcp.json', format: 'json', body: { mcpServers: servers } });
  }
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({
      path: `.roo/commands/${c.name}.md`,
      format: 'markdown',
      body: { template: 'roo/body', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) },
    });
  }
  for (const a of p.agents)
    unrepresentable.push({
      code: 'SC3404',
      at: a.at,
      reason: 'Roo Code / Zoo Code has no subagents: a custom mode (.roomodes) replaces the current persona instead of running a delegated agent with its own context and tools.',
    });
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `.roo/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
