/**
 * The spec's `plugin:` on Cline, repo-locally (packaging.md §3.17; Cline's plugins are TypeScript code, not a
 * bundle): commands as workflows `.clinerules/workflows/<name>.md`, subagents as `.cline/agents/<name>.yaml`
 * (YAML front matter + system-prompt body), skills in `.cline/skills/<name>/`.
 * MCP servers: Cline (the editor extension and the CLI alike) reads them only from the user's
 * ~/.cline/data/settings/cline_mcp_settings.json, so seamc writes the `mcpServers` block to
 * `.seam/cline/cline_mcp_settings.json` for the user to merge, behind the `user-mcp-config` gate. Stdio entries are
 * `{command, args, env}`; remote entries always carry `type` ("streamableHttp" or "sse"), since a url without one is
 * read as legacy SSE. `${NAME}` becomes `${env:NAME}`, the one form the editor extension expands; the CLI expands
 * nothing, so a server holding a reference is also reported (SC3402). See docs/decisions/cline.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

export const MCP_FRAGMENT = '.seam/cline/cline_mcp_settings.json';

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const BARE = /\$[A-Za-z_][A-Za-z0-9_]*/;

/** `${NAME}` → `${env:NAME}`; counts what it rewrote in `refs` and reports forms Cline has no spelling for. */
function interpolate(value: string, at: string, losses: Loss[], refs: string[]): string {
  const out = value.replace(/\$\{([^}]*)\}/g, (whole, inner: string) => {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(inner)) {
      refs.push(`\${env:${inner}}`);
      return `\${env:${inner}}`;
    }
    losses.push({ code: 'SC3402', at, reason: `Cline expands only \${env:NAME} in cline_mcp_settings.json; "${whole}" (a default or another expression) has no Cline spelling and would reach the server literally.` });
    return whole;
  });
  const bare = BARE.exec(out.replace(/\$\{[^}]*\}/g, ''));
  if (bare) losses.push({ code: 'SC3402', at, reason: `Cline expands only \${env:NAME} in cline_mcp_settings.json; the bare ${bare[0]} would reach the server literally. Write it as \${NAME}.` });
  return out;
}

function server(s: McpServer, losses: Loss[]): JsonObject {
  const refs: string[] = [];
  const str = (v: string, at: string) => interpolate(v, at, losses, refs);
  const rec = (r: Readonly<Record<string, string>>, at: string) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, str(v, `${at}/${esc(k)}`)]));
  const e: Record<string, JsonObject[string]> = {};
  if (s.transport === 'stdio') {
    e.command = str(s.command ?? '', `${s.at}/command`);
    if (s.args.length > 0) e.args = s.args.map((a, n) => str(a, `${s.at}/args/${n}`));
    if (Object.keys(s.env).length > 0) e.env = rec(s.env, `${s.at}/env`);
  } else {
    e.type = s.transport === 'http' ? 'streamableHttp' : 'sse';
    e.url = str(s.url ?? '', `${s.at}/url`);
    if (Object.keys(s.headers).length > 0) e.headers = rec(s.headers, `${s.at}/headers`);
  }
  if (refs.length > 0)
    losses.push({
      code: 'SC3402',
      at: s.at,
      reason: `Cline's editor extension replaces ${refs[0]} with the environment value, but the Cline CLI reads the same file without expanding anything, so under the CLI "${s.name}" would get the reference as literal text.`,
    });
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
  for (const c of p.commands) {
    fragment.push({ path: `.clinerules/workflows/${c.name}.md`, format: 'markdown', body: { template: 'cline/body', data: { body: c.body.trimEnd() } } });
    if (c.description !== undefined)
      unrepresentable.push({
        code: 'SC3403',
        at: `${c.at}/description`,
        reason: 'A Cline workflow is a plain Markdown file invoked by its file name; it has no description field.',
      });
  }
  for (const a of p.agents) {
    fragment.push({
      path: `.cline/agents/${a.name}.yaml`,
      format: 'markdown',
      body: { template: 'cline/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description }, header: false },
    });
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: "A Cline agent file's `tools` key takes Cline tool names that are unrecorded in seamc's reference, so the restriction is not written and the subagent keeps every tool.",
      });
  }
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `.cline/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
