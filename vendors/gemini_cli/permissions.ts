/**
 * Gemini CLI permissions: the legacy `tools.*` keys of the project `.gemini/settings.json`, the only project-committed
 * permission surface that 0.61.0 applies (verified Q6). Policy TOML is richer, but `<workspace>/.gemini/policies/`
 * is switched off in 0.61.0 and the user tier cannot be committed (verified Q5), so seamc does not write it.
 *
 * What lands: a whole-kind deny (`pattern: "*"`) → `tools.exclude` (removes the tools from the registry, so no allow
 * can bring them back: deny wins); `mcp: server.*` deny → `mcp.excluded`; a whole-kind allow of read/edit/web →
 * `tools.allowed` (bare tool names). Everything else is reported: `tools.exclude` matches whole tool names only
 * (`run_shell_command(rm -rf)` had no effect, verified Q6); a shell entry in `tools.allowed` also denies every other
 * shell command (source); there is no project ask. The hook runtime still enforces every `rules:` entry.
 * See docs/decisions/gemini_cli.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionKind } from '../../compiler/model/types.js';

/** Gemini 0.61.0 built-in tool names per permission kind (verified permissions correction 4). */
export const KIND_TOOLS: Readonly<Record<Exclude<PermissionKind, 'mcp'>, readonly string[]>> = {
  shell: ['run_shell_command'],
  read: ['read_file', 'read_many_files', 'list_directory', 'glob', 'grep_search'],
  edit: ['write_file', 'replace'],
  web: ['web_fetch', 'google_web_search'],
};

const SETTINGS = '.gemini/settings.json';

function whole(p: Permission): boolean {
  return p.pattern.trim() === '*';
}

function loss(p: Permission, code: Loss['code'], reason: string): Loss {
  return { code, at: p.at, reason };
}

function denyOne(p: Permission, exclude: Set<string>, servers: Set<string>): Loss | undefined {
  if (p.kind === 'mcp') {
    const [server, tool] = p.pattern.split('.', 2) as [string, string | undefined];
    if (tool === '*') {
      servers.add(server);
      return undefined;
    }
    return loss(p, 'SC3203', `Gemini CLI's project settings can exclude a whole MCP server (mcp.excluded) but not one of its tools without also owning the server's mcpServers entry; "${p.pattern}" would need a policy rule, and project policy files are not loaded in 0.61.0.`);
  }
  if (whole(p)) {
    for (const t of KIND_TOOLS[p.kind]) exclude.add(t);
    return undefined;
  }
  return loss(p, 'SC3203', `Gemini CLI's tools.exclude removes whole tools only (a \`tool(args)\` entry such as ${KIND_TOOLS[p.kind][0]}(${p.pattern}) is ignored: run_shell_command(touch pol) had no effect in 0.61.0), and project policy files that could match "${p.pattern}" are not loaded; only the hook runtime can deny it.`);
}

function allowOne(p: Permission, allowed: Set<string>): Loss | undefined {
  if (p.kind === 'shell') {
    return loss(p, 'SC3203', `Gemini CLI turns a shell entry in tools.allowed into an allow for "${p.pattern}" plus a deny of every other shell command (0.61.0 source), so it cannot allow one command without refusing the rest; the command keeps prompting instead.`);
  }
  if (p.kind === 'mcp') {
    return loss(p, 'SC3203', `Gemini CLI's project settings have no allow for MCP tool "${p.pattern}" short of trusting the whole server definition; the call keeps prompting instead.`);
  }
  if (whole(p)) {
    for (const t of KIND_TOOLS[p.kind]) allowed.add(t);
    return undefined;
  }
  return loss(p, 'SC3203', `Gemini CLI's tools.allowed names whole tools; "${p.pattern}" cannot narrow ${KIND_TOOLS[p.kind].join(', ')} to a pattern without a policy file, which a project cannot supply in 0.61.0. The call keeps prompting instead.`);
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  const exclude = new Set<string>();
  const servers = new Set<string>();
  const allowed = new Set<string>();
  for (const p of model.permissions) {
    let l: Loss | undefined;
    if (p.level === 'deny') l = denyOne(p, exclude, servers);
    else if (p.level === 'allow') l = allowOne(p, allowed);
    else l = loss(p, 'SC3201', `Gemini CLI has no project-level ask: policy ask_user rules live only in the user or admin tier (project policies are not loaded in 0.61.0), and tools.confirmationRequired was not confirmed live.`);
    if (l) unrepresentable.push(l);
  }
  const tools: Record<string, string[]> = {};
  const allowList = [...allowed].filter((t) => !exclude.has(t)); // excluded tools are gone from the registry anyway
  if (allowList.length > 0) tools['allowed'] = allowList;
  if (exclude.size > 0) tools['exclude'] = [...exclude];
  const body: Record<string, JsonObject> = {};
  if (Object.keys(tools).length > 0) body['tools'] = tools;
  if (servers.size > 0) body['mcp'] = { excluded: [...servers] };
  const fragment = Object.keys(body).length > 0 ? [{ path: SETTINGS, format: 'json' as const, body }] : [];
  return { fragment, unrepresentable };
}
