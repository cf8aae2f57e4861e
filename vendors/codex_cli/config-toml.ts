/**
 * `.codex/config.toml` is written by two sections (sandbox: permissions; MCP servers: packaging), but the
 * compiler merges only JSON. Both sections therefore emit the same whole-file artifact, built from the model
 * by this one function, and identical artifacts collapse into one file (docs/decisions/codex_cli.md).
 */
import type { Artifact, JsonObject } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { mcpServers } from './mcp.js';

export const CONFIG_PATH = '.codex/config.toml';

export function configToml(model: Model): Artifact | undefined {
  const body: Record<string, JsonObject[string]> = {};
  const mode = model.sandbox?.mode;
  if (mode === 'workspace' || mode === 'strict') {
    // writes confined to the workspace; the mode's network switch is sandbox_workspace_write.network_access
    body.sandbox_mode = 'workspace-write';
    // writable_roots take absolute paths; `~/` is left to the launcher, which expands it at start (planes.md)
    const roots = (model.sandbox?.writable ?? []).filter((p) => p.startsWith('/'));
    body.sandbox_workspace_write = { network_access: mode === 'workspace', ...(roots.length > 0 ? { writable_roots: roots } : {}) };
  }
  const servers = mcpServers(model).servers;
  if (Object.keys(servers).length > 0) body.mcp_servers = servers;
  if (Object.keys(body).length === 0) return undefined;
  return { path: CONFIG_PATH, format: 'toml', body };
}
