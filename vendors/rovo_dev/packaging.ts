/**
 * The spec's `plugin:` on Rovo Dev CLI: subagents as `.rovodev/subagents/<name>.md` (front matter name and
 * description, body = system prompt), commands as saved prompts (`.rovodev/prompts.yml` lists name, description and
 * content_file; the prompt text sits beside it in `.rovodev/<name>.md`). MCP servers: Rovo Dev reads them only from
 * the user's ~/.rovodev/mcp.json, so seamc writes the `mcpServers` block to `.seam/rovo_dev/mcp.json` for the user to
 * merge, behind the `user-mcp-config` gate: stdio `{command, args, env, transport: "stdio"}` (the support page's
 * structure), http `{url, headers, transport: "http"}`. An SSE entry's shape could not be read on a page seamc can
 * cite, so SSE servers stay losses (SC3401); no `${NAME}` expansion is documented, so a reference is reported (SC3402).
 * seamc found no skills folder in the docs; a subagent's tool list names Rovo Dev's own tools, which seamc's tool
 * classes do not map to. Those are losses. Decisions: docs/decisions/rovo_dev.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { uninterpolatedLosses } from '../_shared/mcp-json.js';

export const MCP_FRAGMENT = '.seam/rovo_dev/mcp.json';

const sseLoss = (s: McpServer): Loss => ({
  code: 'SC3401',
  at: s.at,
  reason: `seamc could not read, on a page it can cite, whether or how Rovo Dev's ~/.rovodev/mcp.json takes an SSE server (the support page's structure example was readable only up to its http entry, and Firecrawl's Rovo Dev guide shows stdio and http only), so "${s.name}" is not written.`,
});

/** A stdio or http entry (SSE servers are reported by the caller). */
function server(s: McpServer): JsonObject {
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: s.command ?? '' };
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
    e.transport = 'stdio';
    return e;
  }
  const e: Record<string, JsonObject[string]> = { url: s.url ?? '' };
  if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  e.transport = 'http';
  return e;
}

/** YAML has no emitter here: block style with every scalar double-quoted (a JSON string is a valid YAML double-quoted scalar). */
function promptsYml(entries: readonly { name: string; description: string; file: string }[]): string {
  const q = (v: string) => JSON.stringify(v);
  return `prompts:\n${entries.map((e) => `  - name: ${q(e.name)}\n    description: ${q(e.description)}\n    content_file: ${q(e.file)}\n`).join('')}`;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport === 'sse') {
      unrepresentable.push(sseLoss(s));
      continue;
    }
    mcpServers[s.name] = server(s);
    unrepresentable.push(...uninterpolatedLosses(s, 'Rovo Dev CLI', '~/.rovodev/mcp.json'));
  }
  if (Object.keys(mcpServers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcpServers } });
  const prompts: { name: string; description: string; file: string }[] = [];
  for (const c of p.commands) {
    const file = `${c.name}.md`;
    prompts.push({ name: c.name, description: c.description ?? c.name, file });
    fragment.push({ path: `.rovodev/${file}`, format: 'markdown', body: { template: 'rovo_dev/body', data: { body: c.body.trimEnd() } } });
  }
  if (prompts.length > 0) fragment.push({ path: '.rovodev/prompts.yml', format: 'text', body: promptsYml(prompts) });
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: a.at,
        reason: `Rovo Dev subagents list Rovo Dev's own tool names (open_files, grep, bash, ...); the tool restriction [${a.tools.join(', ')}] is not translated, so "${a.name}" is written without a tools list.`,
      });
    fragment.push({
      path: `.rovodev/subagents/${a.name}.md`,
      format: 'markdown',
      body: { template: 'rovo_dev/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
    });
  }
  for (const s of p.skills)
    unrepresentable.push({ code: 'SC3405', at: s.at, reason: `seamc found no project skills folder in Rovo Dev's documentation, so the skill "${s.name}" is not written.` });
  return { fragment, unrepresentable };
}
