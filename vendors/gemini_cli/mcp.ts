/**
 * Gemini CLI MCP entries, one dialect for `.gemini/settings.json` and `gemini-extension.json`: the transport is chosen
 * by key (`command` stdio, `httpUrl` streamable HTTP, `url` SSE; packaging.md §3.4, §4). Both files go through the
 * same resolver in 0.61.0 (`resolveEnvVarsInString`, read in the installed bundle): `$NAME`, `${NAME}` and
 * `${NAME:-default}` come from the environment; any other `${...}` reaches the server literally.
 */
import type { JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer } from '../../compiler/model/types.js';

const EXPANDED = /^[A-Za-z_][A-Za-z0-9_]*(:-[^}]*)?$/;

function checkInterpolation(value: string, at: string, losses: Loss[]): string {
  for (const m of value.matchAll(/\$\{([^}]*)\}/g)) {
    if (!EXPANDED.test(m[1] as string)) {
      losses.push({ code: 'SC3402', at, reason: `Gemini CLI expands only $NAME, \${NAME} and \${NAME:-default} in settings and extension manifests; "${m[0]}" would reach the server literally.` });
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

/** Every server of the spec under its own name, in spec order (one loss per odd interpolation). */
export function mcpServers(servers: readonly McpServer[], losses: Loss[]): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  for (const s of servers) out[s.name] = mcpEntry(s, losses);
  return out;
}
