/**
 * Permissions on Augment: Auggie's `toolPermissions` list in the project's `.augment/settings.json` (cli/permissions).
 * Rules are evaluated top-down and the FIRST match wins, so seamc writes every deny, then every ask, then every allow
 * (spec order within a level): for any call the first matching entry is then the strictest one that matches, which is
 * the spec's deny > ask > allow. Only `launch-process` takes an input matcher (`shellInputRegex`); every other tool is
 * matched whole, so a path, domain or MCP wildcard that is not "everything" is reported (SC3203), never widened.
 * Tool permissions bind Auggie (CLI) only, not the Augment IDE extensions: each deny and ask is reported once (SC3201).
 * See docs/decisions/augment.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

export const SETTINGS = '.augment/settings.json';

const TYPE: Readonly<Record<PermissionLevel, string>> = { deny: 'deny', ask: 'ask-user', allow: 'allow' };
const ORDER: readonly PermissionLevel[] = ['deny', 'ask', 'allow'];
const EVERYTHING = new Set(['**', '**/*']);

const escapeRegex = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * Token-wise prefix `npm test` / `npm test *` -> `^npm test(\s[\s\S]*)?$`; string prefix `git push*` -> `^git push[\s\S]*$`.
 * Anchored at both ends with `[\s\S]*` so it means the same whether Auggie searches or matches the whole command.
 */
export function shellRegex(pattern: string): string | undefined {
  const t = pattern.trim();
  if (t === '*') return undefined;
  if (t.endsWith(' *')) return `^${escapeRegex(t.slice(0, -2).trimEnd())}(\\s[\\s\\S]*)?$`;
  if (t.endsWith('*')) return `^${escapeRegex(t.slice(0, -1))}[\\s\\S]*$`;
  return `^${escapeRegex(t)}(\\s[\\s\\S]*)?$`;
}

type Entries = { tools: string[]; regex?: string } | Loss;

function entries(p: Permission): Entries {
  const whole = (what: string) => ({
    code: 'SC3203' as const,
    at: p.at,
    reason: `Auggie matches ${what} by tool name only (only launch-process takes a pattern), so "${p.pattern}" cannot be limited; a whole-tool ${p.level} would ${p.level === 'allow' ? 'allow far more' : 'also catch unrelated calls'}.`,
  });
  switch (p.kind) {
    case 'shell': {
      const regex = shellRegex(p.pattern);
      return regex === undefined ? { tools: ['launch-process'] } : { tools: ['launch-process'], regex };
    }
    case 'read':
      if (!EVERYTHING.has(p.pattern)) return whole('file reads');
      return { tools: p.level === 'allow' ? ['view'] : ['view', 'grep-search', 'codebase-retrieval'] };
    case 'edit':
      // remove-files deletes without launch-process (augmentcode/auggie#145), so it belongs with the edit tools.
      return EVERYTHING.has(p.pattern) ? { tools: ['str-replace-editor', 'save-file', 'remove-files'] } : whole('file edits');
    case 'web':
      return p.pattern === '*' ? { tools: ['web-fetch'] } : whole('web fetches');
    case 'mcp': {
      const dot = p.pattern.indexOf('.');
      const server = p.pattern.slice(0, dot);
      const tool = p.pattern.slice(dot + 1);
      if (tool === '*')
        return { code: 'SC3203', at: p.at, reason: `Auggie names an MCP tool {tool}_{server} and documents no wildcard, so the whole server "${server}" cannot be matched in one rule.` };
      return { tools: [`${tool}_${server}`] };
    }
  }
}

function ideLoss(p: Permission): Loss {
  return {
    code: 'SC3201',
    at: p.at,
    reason: `Augment's toolPermissions bind only the Auggie CLI; in the Augment IDE extensions nothing native ${p.level === 'deny' ? 'stops' : 'forces a prompt for'} this call (cover it with a pre_tool rule where hooks run, or waive).`,
  };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  const toolPermissions: JsonObject[] = [];
  for (const level of ORDER) {
    for (const p of model.permissions.filter((x) => x.level === level)) {
      const out = entries(p);
      if ('code' in out) {
        unrepresentable.push(out);
        continue;
      }
      for (const toolName of out.tools) {
        const entry: Record<string, string | JsonObject> = { toolName };
        if (out.regex !== undefined) entry['shellInputRegex'] = out.regex;
        entry['permission'] = { type: TYPE[level] };
        toolPermissions.push(entry);
      }
      if (level !== 'allow') unrepresentable.push(ideLoss(p));
    }
  }
  const fragment = toolPermissions.length > 0 ? [{ path: SETTINGS, format: 'json' as const, body: { toolPermissions } }] : [];
  return { fragment, unrepresentable };
}
