/**
 * The spec's permissions as Mistral Vibe tool tables (mistralai/mistral-vibe vibe/core/tools/builtins/bash.py,
 * vibe/core/tools/base.py, vibe/core/config/vibe_schema.py), for the project `.vibe/config.toml` (config-toml.ts):
 *
 * - `[tools.<name>] permission = "always" | "ask" | "never"` per tool: a whole-tool permission (`*`) and every MCP
 *   `server.tool` (Vibe names it `<server>_<tool>`); the strongest level wins (never > ask > always);
 * - bash: `denylist` (a part of the command equal to the prefix or starting with it plus a space is refused, each
 *   part of a compound command judged alone), `allowlist` (same matching, runs without asking), `sensitive_patterns`
 *   (a part whose first word is listed always asks). `tools` is merged one tool at a time, so the bash table seamc
 *   writes replaces the user's: each list starts from Vibe's own defaults so none is lost;
 * - an MCP `server.*` deny is `disabled_tools = ["<server>_*"]` (a glob; the tools are hidden).
 *
 * Lost: a shell pattern with a wildcard other than a trailing ` *`, an ask on more than one word, a path or URL
 * pattern (Vibe's file and web tools take a whole-tool permission only), an ask or allow on `server.*`.
 */
import type { JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

/** bash.py defaults (POSIX): the lists seamc extends rather than replaces */
const READ_ONLY = ['basename', 'cat', 'comm', 'cut', 'date', 'diff', 'dirname', 'du', 'file', 'find', 'fmt', 'fold', 'grep', 'head', 'join', 'less', 'ls', 'md5sum', 'more', 'nl', 'od', 'paste', 'pwd', 'readlink', 'sha1sum', 'sha256sum', 'shasum', 'sort', 'stat', 'sum', 'tac', 'tail', 'tr', 'uname', 'uniq', 'wc', 'which'];
export const DEFAULT_ALLOWLIST = ['cd', 'echo', 'git diff', 'git log', 'git status', 'tree', 'whoami', ...READ_ONLY];
export const DEFAULT_DENYLIST = ['gdb', 'pdb', 'passwd', 'nano', 'vim', 'vi', 'emacs', 'bash -i', 'sh -i', 'zsh -i', 'fish -i', 'dash -i', 'screen', 'tmux'];
export const DEFAULT_SENSITIVE = ['sudo'];

const WORD: Readonly<Record<PermissionLevel, string>> = { deny: 'never', ask: 'ask', allow: 'always' };
const RANK: Readonly<Record<string, number>> = { always: 0, ask: 1, never: 2 };
const WHOLE: Readonly<Record<Exclude<Permission['kind'], 'mcp'>, readonly string[]>> = { shell: ['bash'], read: ['read', 'grep'], edit: ['write_file', 'edit'], web: ['web_fetch', 'web_search'] };
const MCP_PART = /^[A-Za-z0-9_-]+$/;

export interface PermissionTables {
  readonly tools: Record<string, JsonObject>;
  readonly disabled: string[];
  readonly losses: Loss[];
}

export function permissionTables(model: Model): PermissionTables {
  const level: Record<string, string> = {};
  const lists = { deny: [] as string[], ask: [] as string[], allow: [] as string[] };
  const disabled: string[] = [];
  const losses: Loss[] = [];
  const set = (tool: string, word: string) => {
    if (level[tool] === undefined || (RANK[word] ?? 0) > (RANK[level[tool]] ?? 0)) level[tool] = word;
  };
  const lose = (p: Permission, code: 'SC3202' | 'SC3203', reason: string) => losses.push({ code, at: p.at, reason });
  for (const p of model.permissions) {
    const pattern = p.pattern.trim();
    if (p.kind !== 'mcp' && pattern === '*') {
      for (const t of WHOLE[p.kind]) set(t, WORD[p.level]);
      continue;
    }
    if (p.kind === 'shell') {
      const prefix = pattern.endsWith(' *') ? pattern.slice(0, -2).trimEnd() : pattern;
      if (prefix === '' || /[*?[\]{}]/.test(prefix)) {
        lose(p, 'SC3203', `Mistral Vibe's bash lists match a command or a command followed by a space, with no wildcards, so "${p.pattern}" has no exact entry.`);
      } else if (p.level === 'ask' && /\s/.test(prefix)) {
        lose(p, 'SC3203', `Mistral Vibe asks per command only for a first word (sensitive_patterns), so the ask for "${p.pattern}" cannot be said.`);
      } else lists[p.level].push(prefix.replace(/\s+/g, ' '));
      continue;
    }
    if (p.kind === 'mcp') {
      const dot = pattern.indexOf('.');
      const server = pattern.slice(0, dot);
      const tool = pattern.slice(dot + 1);
      if (dot < 1 || !MCP_PART.test(server) || (tool !== '*' && !MCP_PART.test(tool))) {
        lose(p, 'SC3203', `Mistral Vibe names MCP tools <server>_<tool> with letters, digits, "_" and "-", so "${p.pattern}" has no exact entry.`);
      } else if (tool !== '*') set(`${server}_${tool}`, WORD[p.level]);
      else if (p.level === 'deny') disabled.push(`${server}_*`);
      else lose(p, 'SC3203', `Mistral Vibe takes a permission per MCP tool name only; a ${p.level} for every tool of "${server}" cannot be said (only a deny, by hiding them).`);
      continue;
    }
    lose(p, 'SC3202', `Mistral Vibe's ${p.kind === 'web' ? 'web' : 'file'} tools take one permission for the whole tool, with no ${p.kind === 'web' ? 'URL' : 'path'} patterns, so "${p.kind}: ${p.pattern}" cannot be said.`);
  }
  const tools: Record<string, JsonObject> = {};
  for (const [t, w] of Object.entries(level)) tools[t] = { permission: w };
  const bash: Record<string, JsonObject[string]> = { ...(tools['bash'] ?? {}) };
  const uniq = (xs: readonly string[]) => [...new Set(xs)];
  if (lists.deny.length > 0) bash['denylist'] = uniq([...DEFAULT_DENYLIST, ...lists.deny]);
  if (lists.allow.length > 0) bash['allowlist'] = uniq([...DEFAULT_ALLOWLIST, ...lists.allow]);
  if (lists.ask.length > 0) bash['sensitive_patterns'] = uniq([...DEFAULT_SENSITIVE, ...lists.ask]);
  if (Object.keys(bash).length > 0) tools['bash'] = bash;
  return { tools, disabled: uniq(disabled), losses };
}
