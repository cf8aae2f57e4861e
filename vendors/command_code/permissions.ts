/**
 * Permissions on Command Code: `.commandcode/settings.json` `permissions.allow` is the only list it reads. A
 * `Bash(<cmd>)` entry trusts the command and the command with more words (`*` is a wildcard), a bare tool name trusts
 * the whole tool. There is no deny or ask list, so deny and ask entries are reported (SC3201): a seamc rule held by
 * the PreToolUse hook is the way to block there. See docs/decisions/command_code.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { facts } from './facts.js';

const TOOLS: Readonly<Record<'read' | 'edit' | 'web', readonly string[]>> = {
  read: ['read_file', 'read_multiple_files', 'read_directory', 'grep', 'glob'],
  edit: ['edit_file', 'write_file'],
  web: ['web_fetch', 'web_search'],
};
const WHOLE = new Set(['*', '**', '**/*']);
const MCP_PART = /^[A-Za-z0-9_-]+$/;

type Said = { entries: string[] } | { loss: string; code: 'SC3201' | 'SC3203' };

function said(perm: Permission): Said {
  if (perm.level !== 'allow')
    return { code: 'SC3201', loss: `Command Code reads only an allow list (permissions.allow); it has no ${perm.level} list, so "${perm.kind}: ${perm.pattern}" can be held only by a rules: entry on its PreToolUse hook.` };
  const t = perm.pattern.trim();
  switch (perm.kind) {
    case 'shell': {
      if (t === '*') return { entries: ['shell_command'] };
      if (/[()]/.test(t)) return { code: 'SC3203', loss: `a Bash(...) entry ends at the first ")", so "${perm.pattern}" cannot be said.` };
      return { entries: [`Bash(${t.endsWith(' *') ? t.slice(0, -2).trimEnd() : t})`] };
    }
    case 'mcp': {
      const dot = t.indexOf('.');
      const server = t.slice(0, dot);
      const tool = t.slice(dot + 1);
      if (dot < 1 || tool === '*' || !MCP_PART.test(server) || !MCP_PART.test(tool) || server.includes('__') || tool.includes('__'))
        return { code: 'SC3203', loss: `Command Code trusts one MCP tool by its name mcp__<server>__<tool>, with no wildcard, so "${perm.pattern}" has no exact entry.` };
      return { entries: [`mcp__${server}__${tool}`] };
    }
    default:
      if (WHOLE.has(t)) return { entries: [...TOOLS[perm.kind]] };
      return { code: 'SC3203', loss: `Command Code's allow list trusts whole tools (${TOOLS[perm.kind].join(', ')}) with no path or domain pattern, so "${perm.kind}: ${perm.pattern}" cannot be said.` };
  }
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const allow: string[] = [];
  const unrepresentable: Loss[] = [];
  for (const perm of model.permissions) {
    const s = said(perm);
    if ('loss' in s) unrepresentable.push({ code: s.code, at: perm.at, reason: s.loss });
    else for (const e of s.entries) if (!allow.includes(e)) allow.push(e);
  }
  const fragment: Artifact[] = allow.length > 0 ? [{ path: facts.hooks.config, format: 'json', body: { permissions: { allow } } }] : [];
  return { fragment, unrepresentable };
}
