/**
 * Permissions on Claude Code: `.claude/settings.json` `permissions.allow | ask | deny` (permissions.md §3.1,
 * corrected by verified/claude_code.md §5). Claude evaluates deny > ask > allow whatever the order, so lists
 * keep spec order. Every pattern is either said exactly or reported.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel, Rule } from '../../compiler/model/types.js';
import { CLAUDE_SHELL_DENY_MISSES } from './native-misses.js';
import { sandboxSettings } from './sandbox.js';

type Said = { rule: string } | { loss: string };

/** `npm test` / `npm test *` -> `Bash(npm test:*)` (token-wise prefix, verified §5 5b); `git push*` -> glob; `*` -> every command. */
function shell(p: string): Said {
  if (/[()]/.test(p)) return { loss: `Claude Code's Bash(...) rule ends at the first ")", so a command containing parentheses ("${p}") cannot be written as a rule.` };
  const t = p.trim();
  if (t === '*') return { rule: 'Bash' };
  if (t.endsWith(' *')) return { rule: `Bash(${t.slice(0, -2).trimEnd()}:*)` };
  if (t.endsWith('*')) return { rule: `Bash(${t})` };
  return { rule: `Bash(${t}:*)` };
}

/**
 * Repo-relative glob -> Claude path rule anchored at the project root. Claude reads `x`, `*.pem`, `**`-led
 * globs and even `dir/**` at ANY depth (verified §5 5i, 5j); only a leading `/` anchors at the folder that holds
 * `.claude/` (5h, 5i `/c/.env`). So every glob is written `/<glob>`.
 */
function path(tool: 'Read' | 'Edit', p: string): Said {
  let g = p.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('!')) return { loss: `Claude Code path rules cannot negate a glob ("${p}"); a negated pattern would be read as a literal file name.` };
  if (/[{}]/.test(g)) return { loss: `Claude Code path rules use gitignore-style globs, which have no {a,b} alternation ("${p}"); write one entry per alternative.` };
  if (/[()]/.test(g)) return { loss: `Claude Code's ${tool}(...) rule ends at the first ")", so a path containing parentheses ("${p}") cannot be written as a rule.` };
  if (g === '**' || g === '*' || g === '') return { rule: `${tool}(/**)` };
  return { rule: `${tool}(/${g})` };
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

function web(p: string): Said {
  const d = p.trim();
  if (d === '*') return { rule: 'WebFetch' };
  if (HOST.test(d)) return { rule: `WebFetch(domain:${d})` };
  return {
    loss: `Claude Code's WebFetch rule names one host ("domain:<host>"); it has no documented wildcard form, so "${p}" cannot be said exactly. Cover it with a rules: entry (tool: web), held by Claude Code's PreToolUse hook, which fails open (a crashed or timed-out hook lets the call run), instead.`,
  };
}

const MCP_PART = /^[A-Za-z0-9_-]+$/;

function mcp(p: string): Said | { rules: string[] } {
  const dot = p.indexOf('.');
  const server = p.slice(0, dot);
  const tool = p.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || server.includes('__') || (tool !== '*' && (!MCP_PART.test(tool) || tool.includes('__'))))
    return { loss: `Claude Code names MCP tools mcp__<server>__<tool> with letters, digits, "_" and "-" only, so "${p}" has no exact rule.` };
  // the spec's own servers are project servers (.mcp.json), so Claude names their tools mcp__<server>__<tool> too
  const name = `mcp__${server}`;
  return { rules: [tool === '*' ? name : `${name}__${tool}`] };
}

function native(perm: Permission, model: Model): { rules: string[] } | { loss: string } {
  let said: Said | { rules: string[] };
  switch (perm.kind) {
    case 'shell': said = shell(perm.pattern); break;
    case 'read': said = path('Read', perm.pattern); break;
    case 'edit': said = path('Edit', perm.pattern); break;
    case 'web': said = web(perm.pattern); break;
    case 'mcp': said = mcp(perm.pattern); break;
  }
  if ('rule' in said) return { rules: [said.rule] };
  return said;
}

const METACHAR = /[\\^$.|?*+()[\]{}]/;

/**
 * A rule lands natively too (spec: "rules land twice where possible") when it is a plain deny of a literal
 * command text: pre_tool, tool shell only, match = { command } without flags, no unless. The regex is
 * unanchored, so it matches every command that contains the text; `Bash(<text>:*)` matches commands (and
 * sub-commands, verified §5 5b) that START with it, a subset, so the native copy never blocks more than the rule.
 */
export function nativeRuleDeny(r: Rule): string | undefined {
  if (r.on !== 'pre_tool' || r.decision !== 'deny' || r.source.unless) return undefined;
  if (r.tools.length !== 1 || r.tools[0] !== 'shell') return undefined;
  const keys = Object.keys(r.source.match);
  const cmd = r.source.match.command;
  if (keys.length !== 1 || cmd === undefined) return undefined;
  if (cmd.trim() !== cmd || cmd === '' || METACHAR.test(cmd)) return undefined;
  return `Bash(${cmd}:*)`;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const lists: Record<PermissionLevel, string[]> = { allow: [], ask: [], deny: [] };
  const unrepresentable: Loss[] = [];
  const add = (level: PermissionLevel, rule: string): void => {
    if (!lists[level].includes(rule)) lists[level].push(rule);
  };
  const alone: string[] = [];
  for (const perm of model.permissions) {
    const out = native(perm, model);
    if ('loss' in out) unrepresentable.push({ code: 'SC3203', at: perm.at, reason: out.loss });
    else for (const r of out.rules) add(perm.level, r);
    if (perm.level === 'deny' && perm.kind === 'shell' && 'rules' in out) alone.push(...out.rules);
  }
  for (const r of model.rules) {
    const rule = nativeRuleDeny(r);
    if (rule) add('deny', rule);
  }
  const permissions: Record<string, string[]> = {};
  for (const level of ['allow', 'ask', 'deny'] as const) if (lists[level].length > 0) permissions[level] = lists[level];
  const fragment: Artifact[] = [];
  const sandbox = sandboxSettings(model);
  if (Object.keys(permissions).length > 0 || sandbox)
    fragment.push({ path: '.claude/settings.json', format: 'json', body: { ...(Object.keys(permissions).length > 0 ? { permissions } : {}), ...(sandbox ? { sandbox } : {}) } as JsonObject });
  return { fragment, unrepresentable, ...(alone.length > 0 ? { notes: [shellDenyNote(alone)] } : {}) };
}

/** What a native Bash(...) deny does not see (as run, vendors/claude_code/native-shell.ts), said where it is the only guard. */
function shellDenyNote(entries: readonly string[]): string {
  const list = entries.length > 3 ? `${entries.slice(0, 3).join(', ')} and ${entries.length - 3} more` : entries.join(', ');
  return `the native deny ${list} (from permissions:) is the only guard on those commands, and Claude Code's Bash(...) matching does not see ${CLAUDE_SHELL_DENY_MISSES.join('; ')} (observed on 2.1.332; docs/corpus.md, Native permissions). A rules: entry (exec: or command:) is also held by seamc's hook runtime, which reads those forms`;
}
