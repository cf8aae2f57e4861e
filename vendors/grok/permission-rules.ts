/**
 * Permissions on Grok CLI: the `[permission]` table of the project `.grok/config.toml` (`allow` / `ask` / `deny`
 * string arrays of Claude-style rules), merged with every other source and evaluated by severity (deny > ask > allow,
 * whatever the order or file). Matching (xai-org/grok-build user guide 22-permissions-and-safety.md):
 * - `Bash(p)` matches a command (each segment of a chain) that starts with `p` character for character, with no word
 *   boundary, or that matches `p` as a whole glob (`*` crosses spaces and slashes); deny and ask are checked against
 *   every segment and the whole string, an allow approves a chain only when every segment is allowed. So a deny or ask
 *   of the token prefix `git push` is `Bash(git push)` (it also catches `git pushx`: stricter), and an allow is
 *   `Bash(git push *)` (the bare command without arguments keeps prompting: stricter);
 * - `Read(glob)` / `Edit(glob)` (Edit covers Write; Read covers grep) match the normalized path, relative patterns
 *   joined with the session's working folder; `{a,b}` and negation are not documented, so they are reported;
 * - `WebFetch(domain:h)` matches h, every subdomain and a leading www., case-insensitively: right for deny and ask
 *   (stricter), too wide for an allow, which is reported;
 * - `MCPTool(server__tool)` matches Grok's `server__tool` names, with globs.
 * The file loads only once the user trusts the folder (gate `folder-trust`). See docs/decisions/grok.md.
 */
import type { Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

type Said = { rule: string } | { loss: string };

const HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;
const MCP_PART = /^[A-Za-z0-9_-]+$/;

function shell(p: Permission): Said {
  const t = p.pattern.trim();
  if (t === '*') return { rule: 'Bash' };
  if (/[()]/.test(t)) return { loss: `Grok's Bash(...) rule ends at the first ")", so a command holding parentheses ("${p.pattern}") cannot be written as a rule.` };
  if (/[?[\]]/.test(t) || t.slice(0, -1).includes('*'))
    return { loss: `Grok also reads "?", "[" and a "*" before the end of a Bash(...) pattern as glob characters, so "${p.pattern}" would not match as seam.yaml means it.` };
  if (t.endsWith('*') && !t.endsWith(' *')) return { rule: `Bash(${t.slice(0, -1)})` }; // a raw prefix: Grok's prefix match, exactly
  const prefix = t.endsWith(' *') ? t.slice(0, -2).trimEnd() : t;
  return { rule: p.level === 'allow' ? `Bash(${prefix} *)` : `Bash(${prefix})` };
}

function path(tool: 'Read' | 'Edit', p: Permission): Said {
  let g = p.pattern.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('!')) return { loss: `Grok documents no negated path rule, so "${p.pattern}" cannot be said.` };
  if (/[{}]/.test(g)) return { loss: `Grok documents "*", "**", "?" and "[...]" in path rules but no {a,b} alternation ("${p.pattern}"); write one entry per alternative.` };
  if (/[()]/.test(g)) return { loss: `Grok's ${tool}(...) rule ends at the first ")", so a path holding parentheses ("${p.pattern}") cannot be written as a rule.` };
  if (g === '' || g === '*' || g === '**') return { rule: tool };
  return { rule: `${tool}(${g})` };
}

function web(p: Permission): Said {
  const d = p.pattern.trim();
  if (d === '*') return { rule: 'WebFetch' };
  const m = HOST.exec(d);
  if (!m) return { loss: `Grok's WebFetch(domain:...) takes a host name without wildcards; "${p.pattern}" is not one.` };
  if (p.level === 'allow')
    return { loss: `Grok's WebFetch(domain:${m[2]}) also admits every subdomain of ${m[2]}${m[1] ? ' and the bare host' : ''}, so an allow of "${p.pattern}" would let more through than seam.yaml says; the fetch keeps prompting instead.` };
  return { rule: `WebFetch(domain:${m[2]})` };
}

function mcp(p: Permission): Said {
  const dot = p.pattern.indexOf('.');
  const server = p.pattern.slice(0, dot);
  const tool = p.pattern.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || server.includes('__') || (tool !== '*' && (!MCP_PART.test(tool) || tool.includes('__'))))
    return { loss: `Grok names MCP tools <server>__<tool> (server names of letters, digits, "-" and "_"), so "${p.pattern}" has no exact rule.` };
  return { rule: `MCPTool(${server}__${tool})` };
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

/** The `[permission]` lists (spec order within each level) and what cannot be said. */
export function permissionLists(model: Model): { lists: Partial<Record<PermissionLevel, string[]>>; losses: Loss[] } {
  const lists: Partial<Record<PermissionLevel, string[]>> = {};
  const losses: Loss[] = [];
  for (const p of model.permissions) {
    const out = said(p);
    if ('loss' in out) {
      losses.push({ code: 'SC3203', at: p.at, reason: out.loss });
      continue;
    }
    const list = (lists[p.level] ??= []);
    if (!list.includes(out.rule)) list.push(out.rule);
  }
  return { lists, losses };
}
