/**
 * The project `reasonix.toml` is written by two sections (permissions: the [permissions] table; packaging: MCP
 * servers as [[plugins]] tables), but the compiler merges only JSON. Both sections therefore emit the same whole-file
 * artifact, built from the model by this one function, and identical artifacts collapse into one file (as Codex's
 * .codex/config.toml does).
 */
import type { Artifact, JsonObject } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { permissionTable } from './permissions.js';

export const CONFIG = 'reasonix.toml';

/**
 * One [[plugins]] table (Reasonix SPEC §3.3): `name`; `type` left out for stdio (the default), `http` for streamable
 * HTTP, `sse` for the legacy transport; stdio `command` / `args` / `env`, remote `url` / `headers`. Reasonix expands
 * `${VAR}` and `${VAR:-default}` in all of these fields, so references are written as given.
 */
export function pluginTable(s: McpServer): JsonObject {
  const t: Record<string, JsonObject[string]> = { name: s.name };
  if (s.transport === 'stdio') {
    t.command = s.command ?? '';
    if (s.args.length > 0) t.args = [...s.args];
    if (Object.keys(s.env).length > 0) t.env = { ...s.env };
  } else {
    t.type = s.transport === 'http' ? 'http' : 'sse';
    t.url = s.url ?? '';
    if (Object.keys(s.headers).length > 0) t.headers = { ...s.headers };
  }
  return t;
}

export function configToml(model: Model): Artifact[] {
  const body: Record<string, JsonObject[string]> = {};
  const { table } = permissionTable(model);
  if (Object.keys(table).length > 0) body.permissions = table;
  const plugins = (model.plugin?.mcp ?? []).map(pluginTable);
  if (plugins.length > 0) body.plugins = plugins;
  return Object.keys(body).length > 0 ? [{ path: CONFIG, format: 'toml', body }] : [];
}
