/**
 * GitHub Copilot packaging, repo-local (packaging.md §3.5, §3.6): committing is the install for both products.
 * - MCP twice, once per product's file: VS Code `.vscode/mcp.json` (`servers`, `${env:NAME}`) and the Copilot CLI's
 *   `.github/mcp.json` (`mcpServers`, `${NAME}`, mandatory `type`). Neither product reads the other's file.
 * - commands: VS Code prompt files `.github/prompts/<name>.prompt.md`; the CLI has no prompt-file reader (reported).
 * - subagents: `.github/agents/<name>.agent.md` (both); skills: `.github/skills/<name>/` (both).
 * - `.github/plugin/plugin.json`: a Copilot CLI manifest whose components are those same folders, so the repository
 *   can also be installed as a plugin without a second copy of anything. See docs/decisions/vscode_copilot.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';

const VAR = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `${NAME}` -> `${env:NAME}` (VS Code) or kept (CLI); any other `${...}` has no spelling in either file. */
function interpolate(value: string, at: string, vscode: boolean, losses: Loss[]): string {
  return value.replace(/\$\{([^}]*)\}/g, (whole, inner: string) => {
    if (VAR.test(inner)) return vscode ? `\${env:${inner}}` : whole;
    losses.push({
      code: 'SC3402',
      at,
      reason: `${vscode ? "VS Code's .vscode/mcp.json reads the environment only as ${env:NAME}" : "The Copilot CLI's .github/mcp.json expands only ${NAME}"}; "${whole}" (a default or another expression) would reach the server literally.`,
    });
    return whole;
  });
}

const ptr = (k: string): string => k.replace(/~/g, '~0').replace(/\//g, '~1');

function server(s: McpServer, vscode: boolean, losses: Loss[]): JsonObject {
  const i = (v: string, at: string): string => interpolate(v, at, vscode, losses);
  const map = (rec: Readonly<Record<string, string>>, at: string): Record<string, string> =>
    Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, i(v, `${at}/${ptr(k)}`)]));
  const out: Record<string, string | string[] | Record<string, string>> = {};
  if (s.transport === 'stdio') {
    out['type'] = 'stdio';
    out['command'] = i(s.command ?? '', `${s.at}/command`);
    if (s.args.length > 0) out['args'] = s.args.map((a, n) => i(a, `${s.at}/args/${n}`));
    if (Object.keys(s.env).length > 0) out['env'] = map(s.env, `${s.at}/env`);
  } else {
    out['type'] = s.transport;
    out['url'] = i(s.url ?? '', `${s.at}/url`);
    if (Object.keys(s.headers).length > 0) out['headers'] = map(s.headers, `${s.at}/headers`);
  }
  // the CLI's per-server tool allowlist; `*` = every tool the server offers
  if (!vscode) out['tools'] = ['*'];
  return out;
}

function manifest(p: Plugin, losses: Loss[]): Artifact {
  const body: Record<string, string> = { name: p.name };
  if (p.description !== '') {
    if (p.description.length > 1024)
      losses.push({ code: 'SC3406', at: `${p.at}/description`, reason: `A Copilot CLI plugin description holds at most 1024 characters; this one has ${p.description.length}.` });
    else body['description'] = p.description;
  }
  body['version'] = p.version;
  if (p.agents.length > 0) body['agents'] = '.github/agents/';
  if (p.skills.length > 0) body['skills'] = '.github/skills/';
  if (p.mcp.length > 0) body['mcpServers'] = '.github/mcp.json';
  return { path: '.github/plugin/plugin.json', format: 'json', body };
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const servers: Record<string, JsonObject> = {};
    const mcpServers: Record<string, JsonObject> = {};
    for (const s of p.mcp) {
      servers[s.name] = server(s, true, unrepresentable);
      mcpServers[s.name] = server(s, false, unrepresentable);
    }
    fragment.push({ path: '.vscode/mcp.json', format: 'json', body: { servers } });
    fragment.push({ path: '.github/mcp.json', format: 'json', body: { mcpServers } });
  }
  for (const c of p.commands) {
    fragment.push({
      path: `.github/prompts/${c.name}.prompt.md`,
      format: 'markdown',
      body: { template: 'vscode_copilot/body', data: { body: c.body.trimEnd() }, ...(c.description !== undefined ? { frontmatter: { description: c.description } } : {}) },
    });
    unrepresentable.push({
      code: 'SC3403',
      at: c.at,
      reason: 'VS Code runs this as the prompt file .github/prompts/<name>.prompt.md, but the Copilot CLI reads no prompt files and its plugin command format is undocumented, so /<name> does not exist there.',
    });
  }
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: `A .agent.md \`tools\` list names VS Code tool sets and Copilot CLI tool names, which differ and are not documented as one vocabulary; [${a.tools.join(', ')}] cannot be said for both, so the agent is written without a tool list (every tool).`,
      });
    fragment.push({
      path: `.github/agents/${a.name}.agent.md`,
      format: 'markdown',
      body: { template: 'vscode_copilot/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } },
    });
  }
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.github/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  fragment.push(manifest(p, unrepresentable));
  return { fragment, unrepresentable };
}
