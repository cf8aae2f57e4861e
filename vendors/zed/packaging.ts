/**
 * Zed packaging: MCP servers as `context_servers` in the project's `.zed/settings.json` (applied after worktree trust).
 * Each entry says `source: "custom"`; Zed infers the transport from `command` (stdio) vs `url` (streamable HTTP).
 * SSE has no Zed spelling (packaging.md §4). No source says Zed expands `${VAR}` in settings, so a value holding one is
 * written as given and reported (SC3402): the server would receive the literal text. Commands, subagents and skills
 * have no recorded Zed project layout (packaging.md §8): reported, nothing written. See docs/decisions/zed.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

export const SETTINGS = '.zed/settings.json';

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function literal(value: string, at: string, losses: Loss[]): string {
  if (/\$\{[^}]*\}/.test(value))
    losses.push({
      code: 'SC3402',
      at,
      reason: `Zed does not expand environment references in settings.json (none documented), so "${value}" would reach the server literally; put the value in the environment the server reads, or waive.`,
    });
  return value;
}

function record(rec: Readonly<Record<string, string>>, at: string, losses: Loss[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(rec)) out[k] = literal(v, `${at}/${esc(k)}`, losses);
  return out;
}

function server(s: McpServer, losses: Loss[]): JsonObject | undefined {
  if (s.transport === 'sse') {
    losses.push({ code: 'SC3401', at: `${s.at}/transport`, reason: `Zed context servers speak stdio or streamable HTTP only; the SSE server "${s.name}" cannot be configured.` });
    return undefined;
  }
  if (s.transport === 'stdio') {
    const entry: Record<string, string | string[] | Record<string, string>> = { source: 'custom', command: literal(s.command ?? '', `${s.at}/command`, losses) };
    entry['args'] = s.args.map((a, n) => literal(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) entry['env'] = record(s.env, `${s.at}/env`, losses);
    return entry;
  }
  const entry: Record<string, string | Record<string, string>> = { source: 'custom', url: literal(s.url ?? '', `${s.at}/url`, losses) };
  if (Object.keys(s.headers).length > 0) entry['headers'] = record(s.headers, `${s.at}/headers`, losses);
  return entry;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    const entry = server(s, unrepresentable);
    if (entry) servers[s.name] = entry;
  }
  const layout = 'Zed has no recorded project layout for';
  for (const c of p.commands) unrepresentable.push({ code: 'SC3403', at: c.at, reason: `${layout} custom slash commands (they come from extensions, packaging.md §8); "${c.name}" is not written.` });
  for (const a of p.agents) unrepresentable.push({ code: 'SC3404', at: a.at, reason: `${layout} subagent profiles (packaging.md §8); "${a.name}" is not written.` });
  for (const s of p.skills) unrepresentable.push({ code: 'SC3405', at: s.at, reason: `${layout} Agent Skills (packaging.md §8); "${s.name}" is not written.` });
  const fragment = Object.keys(servers).length > 0 ? [{ path: SETTINGS, format: 'json' as const, body: { context_servers: servers } }] : [];
  return { fragment, unrepresentable };
}
