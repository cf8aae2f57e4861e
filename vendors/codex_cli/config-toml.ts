/**
 * `.codex/config.toml` is written by three sections (sandbox: permissions; MCP servers: packaging; the TTY switch:
 * hooks), but the compiler merges only JSON. Each section therefore emits the same whole-file artifact, built from
 * the model by this one function, and identical artifacts collapse into one file (docs/decisions/codex_cli.md).
 */
import type { Artifact, JsonObject } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { mcpServers } from './mcp.js';

export const CONFIG_PATH = '.codex/config.toml';

/** Does the spec judge tool calls before they run (a rule or a user hook at pre_tool)? */
const guardsToolCalls = (model: Model): boolean => model.rules.some((r) => r.on === 'pre_tool') || model.hooks.some((h) => h.on === 'pre_tool');

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
  // A PTY session (exec_command with tty) keeps its stdin open, and write_stdin types into it with no hook seeing the
  // text: `bash` started with a TTY runs whatever comes next past every pre_tool rule (facts: hooks.write-stdin-unseen).
  // With TTYs off, exec_command refuses one and write_stdin finds stdin closed (facts: hooks.tty-off).
  if (guardsToolCalls(model)) body.features = { unified_exec_tty: false };
  const servers = mcpServers(model).servers;
  if (Object.keys(servers).length > 0) body.mcp_servers = servers;
  if (Object.keys(body).length === 0) return undefined;
  return { path: CONFIG_PATH, format: 'toml', body };
}
