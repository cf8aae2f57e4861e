/**
 * Permissions on Qwen Code: `permissions.allow | ask | deny` in the project `.qwen/settings.json`, Claude-style rule
 * strings read by Qwen's own PermissionManager (packages/core/src/permissions, read at the commit in facts.ts and in
 * @qwen-code/qwen-code 0.24.4). Every deny rule is checked before any ask rule and every ask rule before any allow
 * rule; a workspace file counts only in a trusted folder (gate `trusted-folder`). See docs/decisions/qwen_code.md.
 *
 * How Qwen matches, and so what seamc writes:
 * - `Bash(p)` without `*`: each sub-command (split at unquoted `&&` `||` `;` `|` `&` `|&` `;;` and newlines), leading
 *   `NAME=value` removed and its words re-joined by one space (quotes dropped), equals `p` or starts with `p `: the
 *   token prefix seam.yaml means. `Bash(p*)` is a raw prefix of that sub-command. `Bash` is every command.
 * - `Read(/glob)` / `Edit(/glob)`: a picomatch glob (dot files included, case-sensitive) anchored at the project root
 *   by the leading `/`; Read also covers grep, glob and list_directory, Edit also write_file and notebook_edit.
 * - `WebFetch(domain:d)`: d and every subdomain of d. `mcp__server` is the whole server, `mcp__server__tool` one tool.
 *
 * Never wider than seam.yaml: a shell allow narrower than every command is reported (Qwen applies it to a
 * sub-command that carries `$(...)`, backticks or a quoted word with spaces, which run or mean more than the prefix),
 * and so is a web allow of a bare domain (Qwen's rule also approves its subdomains). A deny or ask may be wider.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

export const SETTINGS = '.qwen/settings.json';

type Said = { rule: string } | { loss: string };

/** Words Qwen's tokenizer (shell-quote) gives back unchanged: no quotes, escapes, `$`, globs or operators. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=,./:-]+$/;

function shell(p: Permission): Said {
  const t = p.pattern.trim().replace(/\s+/g, ' ');
  if (t === '*') return { rule: 'Bash' };
  if (p.level === 'allow')
    return {
      loss: `Qwen Code approves a Bash(...) allow for any sub-command that starts with "${p.pattern}" after dropping quotes, so it also approves one that carries $(...), backticks or <(...) (which run other programs) or a quoted word with spaces that only begins like the pattern; seam.yaml's allow names less than that, so seamc leaves the command prompting.`,
    };
  const glued = t.endsWith('*') && !t.endsWith(' *');
  const body = t.endsWith(' *') ? t.slice(0, -2).trimEnd() : glued ? t.slice(0, -1) : t;
  const words = body.split(' ');
  if (body === '' || !words.every((w) => PLAIN_WORD.test(w)) || /:$/.test(body) || words[0]!.includes('='))
    return {
      loss: `Qwen Code compares a Bash(...) rule with the command after its tokenizer drops quotes, escapes and variables, so "${p.pattern}" (quotes, "$", globs, operators, a leading NAME= or a trailing ":") would never match the command it names; only plain words can be said.`,
    };
  return { rule: glued ? `Bash(${body}*)` : `Bash(${body})` };
}

function path(tool: 'Read' | 'Edit', p: Permission): Said {
  let g = p.pattern.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('!')) return { loss: `Qwen Code path rules cannot negate a glob ("${p.pattern}").` };
  if (/[()]/.test(g)) return { loss: `Qwen Code reads "(" and ")" in a path rule as a picomatch group, so "${p.pattern}" cannot be written as a ${tool}(...) rule.` };
  if (g.startsWith('/') || g.startsWith('~') || g.includes('..'))
    return { loss: `"${p.pattern}" is not a repository-relative glob Qwen Code can anchor at the project root.` };
  // every file of the repository: anchored at the project root for an allow (a bare tool would also approve files
  // outside it); a deny or ask may take the whole tool, which is stricter
  if (g === '' || g === '*' || g === '**') return { rule: p.level === 'allow' ? `${tool}(/**)` : tool };
  return { rule: `${tool}(/${g})` };
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

function web(p: Permission): Said {
  const d = p.pattern.trim().toLowerCase();
  if (d === '*') return { rule: 'WebFetch' };
  const sub = d.startsWith('*.');
  const host = sub ? d.slice(2) : d;
  if (!HOST.test(host)) return { loss: `Qwen Code's WebFetch(domain:...) names one domain and its subdomains; "${p.pattern}" is not a domain or *.domain seamc can turn into one.` };
  if (!sub && p.level === 'allow')
    return { loss: `Qwen Code's WebFetch(domain:${host}) also approves every subdomain of ${host}, more than seam.yaml's "${p.pattern}"; the fetch keeps prompting instead.` };
  return { rule: `WebFetch(domain:${host})` };
}

const MCP_PART = /^[A-Za-z0-9_-]+$/;

function mcp(p: Permission): Said {
  const dot = p.pattern.indexOf('.');
  const server = p.pattern.slice(0, dot);
  const tool = p.pattern.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || server.includes('__') || (tool !== '*' && (!MCP_PART.test(tool) || tool.includes('__'))))
    return { loss: `Qwen Code names MCP tools mcp__<server>__<tool>, letters, digits, "_" and "-" only and neither part holding "__", so "${p.pattern}" has no exact rule.` };
  return { rule: tool === '*' ? `mcp__${server}` : `mcp__${server}__${tool}` };
}

function said(p: Permission): Said {
  switch (p.kind) {
    case 'shell': return shell(p);
    case 'read': return path('Read', p);
    case 'edit': return path('Edit', p);
    case 'web': return web(p);
    case 'mcp': return mcp(p);
  }
}

/** What Qwen's Bash(...) deny does not see (vendor source, docs/decisions/qwen_code.md), for the build note. */
export const QWEN_SHELL_DENY_MISSES = [
  'a wrapper or launcher before the command (sudo, env, nohup, timeout, xargs, exec)',
  'an absolute or relative program path (/bin/rm)',
  'a command string run by another shell or eval (bash -c \'...\')',
  'a ( ) subshell or { } group around it, and a program named by $(...)',
] as const;

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const lists: Record<PermissionLevel, string[]> = { allow: [], ask: [], deny: [] };
  const unrepresentable: Loss[] = [];
  const bashDenies: string[] = [];
  for (const p of model.permissions) {
    const s = said(p);
    if ('loss' in s) {
      unrepresentable.push({ code: 'SC3203', at: p.at, reason: s.loss });
      continue;
    }
    if (!lists[p.level].includes(s.rule)) lists[p.level].push(s.rule);
    if (p.kind === 'shell' && p.level !== 'allow' && s.rule !== 'Bash') bashDenies.push(s.rule);
  }
  const permissions: Record<string, string[]> = {};
  for (const level of ['allow', 'ask', 'deny'] as const) if (lists[level].length > 0) permissions[level] = lists[level];
  const fragment: Artifact[] = Object.keys(permissions).length > 0 ? [{ path: SETTINGS, format: 'json', body: { permissions } }] : [];
  const notes: string[] = [];
  if (bashDenies.length > 0)
    notes.push(`Qwen Code's ${bashDenies.join(', ')} (from permissions:) match each sub-command by its leading words and do not see ${QWEN_SHELL_DENY_MISSES.join('; ')}; a rules: entry (exec: or command:) is held by seamc's hook runtime, which reads those forms`);
  if (model.permissions.some((p) => p.kind === 'read' && p.level !== 'allow' && p.pattern.trim() !== '*'))
    notes.push('Qwen Code applies Read(...) to grep and glob by the folder they search, so a search over a folder that holds a denied file can still return its lines; a rules: entry (tool: read) is held by seamc\'s hook runtime');
  return { fragment, unrepresentable, ...(notes.length > 0 ? { notes } : {}) };
}
