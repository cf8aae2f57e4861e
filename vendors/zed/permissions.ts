/**
 * Permissions on Zed: `agent.tool_permissions` (Zed docs ai/tool-permissions.md): per tool, `always_deny`,
 * `always_confirm` and `always_allow` lists of Rust regexes over the tool's input (the terminal command, each
 * sub-command of a chain checked on its own; the fetched URL), highest first: deny > confirm > allow > the tool's
 * `default`. MCP tools take a tool-level `default` only, under `mcp:<server>:<tool>`.
 *
 * Zed reads agent settings from the user's settings.json only: a project `.zed/settings.json` is parsed as
 * ProjectSettingsContent, which has no `agent` key (zed settings_content project.rs / settings_content.rs), so rules
 * written there, as rulesync does, are ignored. seamc writes the block as a fragment `.seam/zed/settings.json` for the
 * user to merge into ~/.config/zed/settings.json (gate `user-settings-only`); it then applies in every project.
 *
 * What is said: a shell prefix as `^\s*<word>\s+<word>(\s|$)` (case-sensitive), `*` as `.*`; a web host as a URL
 * regex (any scheme http/https, user info, port); MCP `server.tool` as that tool's default (the strictest level wins).
 * Edit paths are matched against a path Zed forms from a worktree root name, which seamc has not established, and
 * Zed's read tools take no permission rules: both are reported. See docs/decisions/zed.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

export const FRAGMENT = '.seam/zed/settings.json';

const LIST: Readonly<Record<PermissionLevel, 'always_allow' | 'always_confirm' | 'always_deny'>> = { allow: 'always_allow', ask: 'always_confirm', deny: 'always_deny' };
const MODE: Readonly<Record<PermissionLevel, string>> = { allow: 'allow', ask: 'confirm', deny: 'deny' };
const RANK: Readonly<Record<PermissionLevel, number>> = { allow: 0, ask: 1, deny: 2 };
const HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;
const MCP_PART = /^[A-Za-z0-9_-]+$/;

const re = (s: string) => s.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

type Pattern = { pattern: string; case_sensitive: boolean };
type Said = { tool: string; pattern: Pattern } | { tool: string; default: PermissionLevel } | { loss: string };

function shell(p: Permission): Said {
  const t = p.pattern.trim();
  if (t === '*') return { tool: 'terminal', pattern: { pattern: '.*', case_sensitive: true } };
  const raw = t.endsWith('*') && !t.endsWith(' *');
  const words = (raw ? t.slice(0, -1) : t.endsWith(' *') ? t.slice(0, -2) : t).trim().split(/\s+/);
  if (words.some((w) => w.includes('*'))) return { loss: `seam.yaml allows "*" only at the end of a shell pattern; "${p.pattern}" cannot be said.` };
  const body = words.map(re).join('\\s+');
  return { tool: 'terminal', pattern: { pattern: raw ? `^\\s*${body}` : `^\\s*${body}(\\s|$)`, case_sensitive: true } };
}

function web(p: Permission): Said {
  const d = p.pattern.trim();
  if (d === '*') return { tool: 'fetch', pattern: { pattern: '.*', case_sensitive: false } };
  const m = HOST.exec(d);
  if (!m) return { loss: `"${p.pattern}" is not a host or *.host seamc can turn into a URL pattern for Zed's fetch tool.` };
  const host = `${m[1] ? '([^/?#@]+\\.)' : ''}${re(m[2]!)}`;
  return { tool: 'fetch', pattern: { pattern: `^https?://([^/?#@]*@)?${host}\\.?(:[0-9]+)?([/?#]|$)`, case_sensitive: false } };
}

function mcp(p: Permission): Said {
  const dot = p.pattern.indexOf('.');
  const server = p.pattern.slice(0, dot);
  const tool = p.pattern.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || !MCP_PART.test(tool))
    return { loss: `Zed keys an MCP tool's permission by its exact name, mcp:<server>:<tool>, with no wildcard, so "${p.pattern}" cannot be said (list each tool).` };
  return { tool: `mcp:${server}:${tool}`, default: p.level };
}

function said(p: Permission): Said {
  switch (p.kind) {
    case 'shell': return shell(p);
    case 'web': return web(p);
    case 'mcp': return mcp(p);
    case 'read': return { loss: `Zed's tool permissions cover no read tool (terminal, edit_file, delete_path, move_path, copy_path, create_directory, save_file, restore_file_from_disk, fetch, web_search, MCP tools), so read "${p.pattern}" has no rule.` };
    case 'edit': return { loss: `Zed matches edit_file rules against the path the agent passes, which begins with a worktree root name seamc has not established, so a repository-relative pattern for "${p.pattern}" could match nothing.` };
  }
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const tools: Record<string, Record<string, Pattern[] | string>> = {};
  const mcpLevel: Record<string, PermissionLevel> = {};
  const unrepresentable: Loss[] = [];
  for (const p of model.permissions) {
    const out = said(p);
    if ('loss' in out) {
      unrepresentable.push({ code: 'SC3203', at: p.at, reason: out.loss });
      continue;
    }
    if ('default' in out) {
      const prev = mcpLevel[out.tool];
      if (prev === undefined || RANK[out.default] > RANK[prev]) mcpLevel[out.tool] = out.default;
      continue;
    }
    const entry = (tools[out.tool] ??= {});
    const list = (entry[LIST[p.level]] ??= []) as Pattern[];
    if (!list.some((x) => x.pattern === out.pattern.pattern)) list.push(out.pattern);
  }
  for (const [tool, level] of Object.entries(mcpLevel)) tools[tool] = { default: MODE[level] };
  const fragment: Artifact[] =
    Object.keys(tools).length > 0 ? [{ path: FRAGMENT, format: 'json', body: { agent: { tool_permissions: { tools } } } as unknown as JsonObject }] : [];
  return { fragment, unrepresentable };
}
