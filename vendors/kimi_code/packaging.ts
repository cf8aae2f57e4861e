/**
 * Kimi Code CLI packaging, repo-local (vendor docs customization/mcp, skills, agents; agent-core-v2 skillRoots.ts and
 * agentRoots.ts):
 * - MCP servers in the project `.kimi-code/mcp.json` (`mcpServers`; `command`/`args`/`env` for stdio, `url`/`headers`
 *   for HTTP, plus `transport: "sse"` for SSE), enabled once the user trusts the folder (gate `workspace-trust`). No
 *   `${VAR}` expansion is documented (secrets go through `bearerTokenEnvVar` or the environment), so a value holding
 *   one is written as given and reported.
 * - skills copied to `.agents/skills/<name>/`, a project folder Kimi scans (the same bytes Codex and Antigravity write);
 * - commands as manual-only skills `.kimi-code/skills/<name>.md` (`type: flow`): Kimi reads slash commands from
 *   installed plugins only, and a flow skill is the project form of a prompt the user invokes by name
 *   (`/skill:<name>`, or `/<name>` when no built-in command has it); `$ARGUMENTS` expands the same way;
 * - subagents `.kimi-code/agents/<name>.md` (name, description, a `tools` allowlist of Kimi tool names; none = all).
 * See docs/decisions/kimi_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { SKILL_DIR } from './instructions.js';

export const MCP_FILE = '.kimi-code/mcp.json';

/** Kimi 0.38.0 tool names per seamc class (agent-core-v2 tools/*: Bash, Read, Glob, Grep, Write, Edit, FetchURL, WebSearch). */
const TOOLS: { readonly [C in ToolClass]: readonly string[] } = {
  shell: ['Bash'],
  read: ['Read', 'Glob', 'Grep'],
  write: ['Write'],
  edit: ['Edit'],
  web: ['FetchURL', 'WebSearch'],
  mcp: ['mcp__*'],
};

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function literal(value: string, at: string, losses: Loss[]): string {
  if (value.includes('${'))
    losses.push({
      code: 'SC3402',
      at,
      reason: `Kimi Code documents no \${NAME} expansion in mcp.json (secrets go through bearerTokenEnvVar or the server's own environment), so "${value}" may reach the server literally.`,
    });
  return value;
}

function server(s: McpServer, losses: Loss[]): JsonObject {
  const rec = (r: Readonly<Record<string, string>>, at: string) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, literal(v, `${at}/${esc(k)}`, losses)]));
  if (s.transport === 'stdio') {
    const e: Record<string, JsonObject[string]> = { command: literal(s.command ?? '', `${s.at}/command`, losses) };
    if (s.args.length > 0) e.args = s.args.map((a, n) => literal(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) e.env = rec(s.env, `${s.at}/env`);
    return e;
  }
  const e: Record<string, JsonObject[string]> = s.transport === 'sse' ? { transport: 'sse' } : {};
  e.url = literal(s.url ?? '', `${s.at}/url`, losses);
  if (Object.keys(s.headers).length > 0) e.headers = rec(s.headers, `${s.at}/headers`);
  return e;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) mcpServers[s.name] = server(s, unrepresentable);
  if (Object.keys(mcpServers).length > 0) fragment.push({ path: MCP_FILE, format: 'json', body: { mcpServers } });
  for (const c of p.commands)
    fragment.push({
      path: `${SKILL_DIR}/${c.name}.md`,
      format: 'markdown',
      body: { template: 'kimi_code/body', data: { body: c.body.trimEnd() }, frontmatter: { name: c.name, ...(c.description !== undefined ? { description: c.description } : {}), type: 'flow' } },
    });
  for (const a of p.agents) {
    const tools: string[] = [];
    for (const c of a.tools) for (const n of TOOLS[c]) if (!tools.includes(n)) tools.push(n);
    fragment.push({
      path: `.kimi-code/agents/${a.name}.md`,
      format: 'markdown',
      body: { template: 'kimi_code/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description, ...(tools.length > 0 ? { tools } : {}) } },
    });
  }
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
