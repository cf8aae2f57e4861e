/**
 * Gemini CLI packaging (packaging.md §3.4), as project files Gemini reads in place: MCP servers in
 * `.gemini/settings.json` `mcpServers` (transport chosen by key: `command` stdio, `httpUrl` streamable HTTP, `url`
 * SSE), commands as `.gemini/commands/<name>.toml` (`description`, `prompt`; Markdown commands are not read),
 * skills copied to `.gemini/skills/<name>/`. Subagent files have no confirmed format, so they are reported. No
 * `gemini-extension.json`: the project files already load, and an extension would only repeat them.
 * See docs/decisions/gemini_cli.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

/** `${NAME}` and `$NAME` are read from the environment in settings strings; other `${...}` forms are not. */
function checkInterpolation(value: string, at: string, losses: Loss[]): string {
  for (const m of value.matchAll(/\$\{([^}]*)\}/g)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(m[1] as string)) {
      losses.push({ code: 'SC3402', at, reason: `Gemini CLI settings expand only $NAME / \${NAME}; "${m[0]}" (defaults or other expressions) would reach the server literally.` });
    }
  }
  return value;
}

function pointerKey(k: string): string {
  return k.replace(/~/g, '~0').replace(/\//g, '~1');
}

function mapValues(rec: Readonly<Record<string, string>>, at: string, losses: Loss[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rec)) out[k] = checkInterpolation(v, `${at}/${pointerKey(k)}`, losses);
  return out;
}

export function mcpEntry(s: McpServer, losses: Loss[]): JsonObject {
  if (s.transport === 'stdio') {
    const entry: Record<string, string | string[] | Record<string, string>> = { command: checkInterpolation(s.command ?? '', `${s.at}/command`, losses) };
    if (s.args.length > 0) entry['args'] = s.args.map((a, n) => checkInterpolation(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) entry['env'] = mapValues(s.env, `${s.at}/env`, losses);
    return entry;
  }
  const key = s.transport === 'http' ? 'httpUrl' : 'url';
  const entry: Record<string, string | Record<string, string>> = { [key]: checkInterpolation(s.url ?? '', `${s.at}/url`, losses) };
  if (Object.keys(s.headers).length > 0) entry['headers'] = mapValues(s.headers, `${s.at}/headers`, losses);
  return entry;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const losses: Loss[] = [];
  if (p.mcp.length > 0) {
    const servers: Record<string, JsonObject> = {};
    for (const s of p.mcp) servers[s.name] = mcpEntry(s, losses);
    fragment.push({ path: '.gemini/settings.json', format: 'json', body: { mcpServers: servers } });
  }
  for (const c of p.commands) {
    const body: Record<string, string> = {};
    if (c.description !== undefined) body['description'] = c.description;
    body['prompt'] = c.body;
    fragment.push({ path: `.gemini/commands/${c.name}.toml`, format: 'toml', body });
  }
  for (const a of p.agents) {
    losses.push({
      code: 'SC3404',
      at: a.at,
      reason: `Gemini CLI's project subagent files (.gemini/agents/${a.name}.md) have no confirmed front-matter format for a description or a tool list, so seamc does not write one it cannot check.`,
    });
  }
  for (const s of p.skills) {
    for (const f of s.files) fragment.push({ path: `.gemini/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  }
  return { fragment, unrepresentable: losses };
}
