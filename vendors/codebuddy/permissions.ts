/**
 * Permissions on CodeBuddy Code: `.codebuddy/settings.json` `permissions.allow | ask | deny`, Claude-style rules
 * (`Bash(npm run test:*)`, `Read(./.env)`, `mcp__<server>` / `mcp__<server>__<tool>`), deny first whatever the
 * order. Only the forms CodeBuddy's pages show are written: Bash prefixes, Read paths relative to the project
 * (`./<glob>`), MCP server and tool names without wildcards. Edit/Write and web rules are reported: their path and
 * domain forms are not documented. See docs/decisions/codebuddy.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

export const SETTINGS = '.codebuddy/settings.json';

type Said = { rule: string } | { loss: string; code: 'SC3202' | 'SC3203' };

function shell(p: string): Said {
  const t = p.trim();
  if (/[()]/.test(t)) return { code: 'SC3203', loss: `a Bash(...) rule ends at the first ")", so "${p}" cannot be written as a CodeBuddy Code rule.` };
  if (t === '*') return { rule: 'Bash' };
  const body = t.endsWith(' *') ? t.slice(0, -2).trimEnd() : t;
  if (/[*?[\]{}]/.test(body))
    return { code: 'SC3203', loss: `CodeBuddy Code documents Bash rules as a command prefix (Bash(<prefix>:*)) only, so the wildcard in "${p}" cannot be said.` };
  return { rule: `Bash(${body}:*)` };
}

function read(p: string): Said {
  let g = p.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('!') || /[(){}]/.test(g))
    return { code: 'SC3203', loss: `CodeBuddy Code's Read(...) paths are globs relative to the project with no negation, {a,b} alternation or parentheses, so "${p}" cannot be said.` };
  if (g === '' || g === '**' || g === '*') return { rule: 'Read' };
  return { rule: `Read(./${g})` };
}

const MCP_PART = /^[A-Za-z0-9_-]+$/;

function mcp(p: string): Said {
  const dot = p.indexOf('.');
  const server = p.slice(0, dot);
  const tool = p.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || server.includes('__') || (tool !== '*' && (!MCP_PART.test(tool) || tool.includes('__'))))
    return { code: 'SC3203', loss: `CodeBuddy Code names MCP tools mcp__<server>__<tool> (no wildcards) with letters, digits, "_" and "-", so "${p}" has no exact rule.` };
  return { rule: tool === '*' ? `mcp__${server}` : `mcp__${server}__${tool}` };
}

function said(perm: Permission): Said {
  switch (perm.kind) {
    case 'shell':
      return shell(perm.pattern);
    case 'read':
      return read(perm.pattern);
    case 'mcp':
      return mcp(perm.pattern);
    case 'edit':
      return { code: 'SC3202', loss: `CodeBuddy Code's pages show the bare Edit tool in rules but no path form for it or for Write, so "edit: ${perm.pattern}" would be a guess that could match nothing (or miss Write).` };
    case 'web':
      return { code: 'SC3202', loss: `CodeBuddy Code documents no rule form for its web tools, so "web: ${perm.pattern}" cannot be said.` };
  }
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const lists: Record<PermissionLevel, string[]> = { allow: [], ask: [], deny: [] };
  const unrepresentable: Loss[] = [];
  for (const perm of model.permissions) {
    const s = said(perm);
    if ('loss' in s) unrepresentable.push({ code: s.code, at: perm.at, reason: s.loss });
    else if (!lists[perm.level].includes(s.rule)) lists[perm.level].push(s.rule);
  }
  const permissions: Record<string, string[]> = {};
  for (const level of ['allow', 'ask', 'deny'] as const) if (lists[level].length > 0) permissions[level] = lists[level];
  const fragment: Artifact[] = Object.keys(permissions).length > 0 ? [{ path: SETTINGS, format: 'json', body: { permissions } }] : [];
  return { fragment, unrepresentable };
}
