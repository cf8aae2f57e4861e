/**
 * The spec's `plugin:` for Claude Code. MCP servers go to the project's `.mcp.json` (project scope, read in every
 * session once the user approves each server; https://code.claude.com/docs/en/mcp, packaging.md §3.1), not into
 * the plugin: a plugin is active only after `/plugin marketplace add` + `/plugin install`, and a server in both
 * places would start twice. Commands, subagents and skills (no project-level home that keeps their plugin form)
 * make a plugin (packaging.md §3.1): root `plugins/<name>/`, manifest `.claude-plugin/plugin.json`, components
 * beside it, plus a repo-root `.claude-plugin/marketplace.json` listing it. Why: docs/decisions/claude_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, JsonValue, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Plugin, Subagent } from '../../compiler/model/types.js';
import { SUBAGENT_NAMES } from './tool-names.js';

/** packaging.md §6: kebab-case starting with a letter. */
const PLUGIN_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function pluginRoot(p: Plugin): string {
  return `plugins/${p.name}`;
}

/** A `$NAME` without braces: Claude expands only `${NAME}` / `${NAME:-default}` (packaging.md §3.1). */
const BARE_VAR = /\$(?!\{)[A-Za-z_][A-Za-z0-9_]*/;

function interpolationLosses(s: McpServer): Loss[] {
  const fields: [string, string][] = [];
  if (s.command !== undefined) fields.push(['command', s.command]);
  s.args.forEach((a, n) => fields.push([`args[${n}]`, a]));
  for (const [k, v] of Object.entries(s.env)) fields.push([`env.${k}`, v]);
  if (s.url !== undefined) fields.push(['url', s.url]);
  for (const [k, v] of Object.entries(s.headers)) fields.push([`headers.${k}`, v]);
  return fields
    .filter(([, v]) => BARE_VAR.test(v))
    .map(([f, v]) => ({
      code: 'SC3402' as const,
      at: s.at,
      reason: `Claude Code expands only \${NAME} and \${NAME:-default} in .mcp.json; the bare ${BARE_VAR.exec(v)?.[0] ?? '$NAME'} in ${f} would reach the server literally. Write it as \${NAME}.`,
    }));
}

function mcpEntry(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    return e;
  }
  const e: Record<string, JsonObject[string]> = { type: s.transport, url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  return e;
}

function subagent(root: string, a: Subagent): { artifact: Artifact; losses: Loss[] } {
  const losses: Loss[] = [];
  const tools: string[] = [];
  for (const c of a.tools) {
    if (c === 'mcp') {
      losses.push({
        code: 'SC3404',
        at: a.at,
        reason: `A Claude Code subagent's tools list names MCP tools one by one (mcp__<server>__<tool>); it has no entry for "every MCP tool", so the subagent would get none (or, with the list dropped, every tool).`,
      });
      continue;
    }
    for (const n of SUBAGENT_NAMES[c]) if (!tools.includes(n)) tools.push(n);
  }
  const frontmatter: Record<string, string> = { name: a.name, description: a.description };
  if (tools.length > 0) frontmatter.tools = tools.join(', ');
  return {
    artifact: { path: `${root}/agents/${a.name}.md`, format: 'markdown', body: { template: 'claude_code/body', data: { body: a.body.trimEnd() }, frontmatter } },
    losses,
  };
}

/** How the plugin becomes active in a session: it is not, until the user adds the marketplace and installs it. */
export function activationNote(p: Plugin): string {
  return `the Claude Code plugin ${p.name} (commands, subagents, skills) is active only once installed: in a session, \`/plugin marketplace add ./\` then \`/plugin install ${p.name}@${p.name}\` (MCP servers need no plugin: .mcp.json, approved per server on first use)`;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const servers: Record<string, JsonObject> = {};
    for (const s of p.mcp) {
      servers[s.name] = mcpEntry(s);
      unrepresentable.push(...interpolationLosses(s));
    }
    fragment.push({ path: '.mcp.json', format: 'json', body: { mcpServers: servers } });
  }
  if (p.commands.length + p.agents.length + p.skills.length === 0) return { fragment, unrepresentable };
  if (!PLUGIN_NAME.test(p.name))
    return {
      fragment,
      unrepresentable: [...unrepresentable, { code: 'SC3406', at: p.at, reason: `Claude Code plugin names must be kebab-case and start with a letter; "${p.name}" (the spec name) would not load as a plugin.` }],
    };
  const root = pluginRoot(p);
  const manifest: Record<string, JsonValue> = { name: p.name };
  if (p.version) manifest.version = p.version;
  if (p.description) manifest.description = p.description;
  if (p.author) manifest.author = { ...p.author };
  fragment.push({ path: `${root}/.claude-plugin/plugin.json`, format: 'json', body: manifest });
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({
      path: `${root}/commands/${c.name}.md`,
      format: 'markdown',
      body: { template: 'claude_code/body', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) },
    });
  }
  for (const a of p.agents) {
    const out = subagent(root, a);
    fragment.push(out.artifact);
    unrepresentable.push(...out.losses);
  }
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `${root}/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });

  const entry: Record<string, JsonValue> = { name: p.name, source: `./${root}` };
  if (p.description) entry.description = p.description;
  if (p.version) entry.version = p.version;
  if (p.author) entry.author = { ...p.author };
  fragment.push({
    path: '.claude-plugin/marketplace.json',
    format: 'json',
    body: {
      name: p.name,
      owner: p.author ? { ...p.author } : { name: p.name },
      ...(p.description ? { description: p.description } : {}),
      plugins: [entry],
    },
  });
  return { fragment, unrepresentable, notes: [activationNote(p)] };
}
