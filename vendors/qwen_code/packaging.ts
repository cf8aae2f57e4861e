/**
 * Qwen Code packaging: MCP servers under `mcpServers` in the project's `.qwen/settings.json` (Qwen's MCP page): stdio
 * `command`, `args`, `env`; streamable HTTP `httpUrl` (+ `headers`); SSE `url` (+ `headers`). `${VAR}` is documented
 * to expand only in `env` values, so a reference anywhere else is written as given and reported (SC3402). Skills
 * are copied to `.qwen/skills/<name>/`; commands and subagents are in commands.ts. See docs/decisions/qwen_code.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { skillFiles } from '../_shared/mcp-json.js';
import { commandFile, subagentFile } from './commands.js';

export const SETTINGS = '.qwen/settings.json';
export const SKILLS = '.qwen/skills';

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function plain(value: string, at: string, losses: Loss[]): string {
  if (/\$\{[^}]*\}/.test(value))
    losses.push({
      code: 'SC3402',
      at,
      reason: `Qwen Code documents environment references only in an MCP server's env values; "${value}" in this field would reach the server literally.`,
    });
  return value;
}

function headers(s: McpServer, losses: Loss[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(s.headers)) out[k] = plain(v, `${s.at}/headers/${esc(k)}`, losses);
  return out;
}

/** env values expand `$NAME` / `${NAME}`; any other `${...}` form (defaults, expressions) is not documented. */
function envValues(s: McpServer, losses: Loss[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(s.env)) {
    if (/\$\{(?![A-Za-z_][A-Za-z0-9_]*\})/.test(v))
      losses.push({ code: 'SC3402', at: `${s.at}/env/${esc(k)}`, reason: `Qwen Code expands only $NAME and \${NAME} in env values; "${v}" would reach the server literally.` });
    out[k] = v;
  }
  return out;
}

function server(s: McpServer, losses: Loss[]): JsonObject {
  if (s.transport === 'stdio') {
    const entry: Record<string, string | string[] | Record<string, string>> = { command: plain(s.command ?? '', `${s.at}/command`, losses) };
    if (s.args.length > 0) entry['args'] = s.args.map((a, n) => plain(a, `${s.at}/args/${n}`, losses));
    if (Object.keys(s.env).length > 0) entry['env'] = envValues(s, losses);
    return entry;
  }
  const key = s.transport === 'http' ? 'httpUrl' : 'url';
  const entry: Record<string, string | Record<string, string>> = { [key]: plain(s.url ?? '', `${s.at}/url`, losses) };
  if (Object.keys(s.headers).length > 0) entry['headers'] = headers(s, losses);
  return entry;
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [];
  const mcpServers: Record<string, JsonObject> = {};
  for (const s of p.mcp) mcpServers[s.name] = server(s, unrepresentable);
  const fragment = [...(p.mcp.length > 0 ? [{ path: SETTINGS, format: 'json' as const, body: { mcpServers } }] : []), ...skillFiles(SKILLS, p.skills)];
  for (const item of [...p.commands.map(commandFile), ...p.agents.map(subagentFile)]) {
    if (item.artifact) fragment.push(item.artifact);
    unrepresentable.push(...item.losses);
  }
  return { fragment, unrepresentable };
}
