/**
 * Windsurf packaging (packaging.md §3.7): no plugin manifest or marketplace exists, so parts land repo-locally.
 * Commands become workflows `.windsurf/workflows/<name>.md` (invoked `/<name>`); skills `.windsurf/skills/<name>/`.
 * MCP servers: Windsurf reads them only from the user's ~/.codeium/windsurf/mcp_config.json, so seamc writes the
 * `mcpServers` block to `.seam/windsurf/mcp_config.json` for the user to merge, behind the `user-mcp-config` gate.
 * Stdio entries are `{command, args, env}`; remote entries (Streamable HTTP or SSE) are `{serverUrl, headers}`, the
 * one remote form the MCP page gives (it has no transport field). `${NAME}` is written `${env:NAME}`, which Windsurf
 * expands in command, args, env, serverUrl, url and headers; other forms are reported.
 * Cascade has no subagents: reported. The plugin name, version and description have no home (nothing reads them) and
 * are not reported.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

export const MCP_FRAGMENT = '.seam/windsurf/mcp_config.json';

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const BARE = /\$[A-Za-z_][A-Za-z0-9_]*/;

/** `${NAME}` → `${env:NAME}` (Windsurf's interpolation); a default, another expression or a bare $NAME is reported. */
function interpolate(value: string, at: string, losses: Loss[]): string {
  const out = value.replace(/\$\{([^}]*)\}/g, (whole, inner: string) => {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(inner)) return `\${env:${inner}}`;
    losses.push({ code: 'SC3402', at, reason: `Windsurf's mcp_config.json interpolates only \${env:NAME} and \${file:PATH}; "${whole}" has no Windsurf spelling and would reach the server literally.` });
    return whole;
  });
  const bare = BARE.exec(out.replace(/\$\{[^}]*\}/g, ''));
  if (bare) losses.push({ code: 'SC3402', at, reason: `Windsurf's mcp_config.json interpolates only \${env:NAME} and \${file:PATH}; the bare ${bare[0]} would reach the server literally. Write it as \${NAME}.` });
  return out;
}

function server(s: McpServer, losses: Loss[]): JsonObject {
  const rec = (r: Readonly<Record<string, string>>, at: string) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, interpolate(v, `${at}/${esc(k)}`, losses)]));
  const e: Record<string, JsonObject[string]> = {};
  if (s.transport === 'stdio') {
    e.command = interpolate(s.command ?? '', `${s.at}/command`, losses);
    if (s.args.length > 0) e.args = s.args.map((a, n) => interpolate(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) e.env = rec(s.env, `${s.at}/env`);
    return e;
  }
  e.serverUrl = interpolate(s.url ?? '', `${s.at}/url`, losses);
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
  if (Object.keys(mcpServers).length > 0) fragment.push({ path: MCP_FRAGMENT, format: 'json', body: { mcpServers } });
  for (const c of p.commands)
    fragment.push({
      path: `.windsurf/workflows/${c.name}.md`,
      format: 'markdown',
      body: { template: 'windsurf/body', data: { body: c.body.trimEnd() }, ...(c.description !== undefined ? { frontmatter: { description: c.description } } : {}) },
    });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: 'Cascade has no subagents: there is no file format for a named agent with its own prompt and tools.' });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.windsurf/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
