/**
 * Permissions on Reasonix: the `[permissions]` table of the project `reasonix.toml` (`allow` / `ask` / `deny` rule
 * lists; deny > ask > allow, whatever the order; `mode` is left to the user). Rule forms from Reasonix's
 * PERMISSION_RULES page: `Bash(<prefix>:*)` (word-boundary prefix, checked per segment of a compound command),
 * `read_file(<glob>)` and `Edit(<glob>)` (the seven file writers), where a glob must match the whole raw path the
 * model passes and `*` crosses `/`; see `paths` for how seamc globs are spelled. MCP and web rules are reported: their tool IDs are not on the page.
 * The file is shared with the MCP servers ([[plugins]]), so both sections emit the same whole file (config-toml.ts).
 * See docs/decisions/newagents2.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

import { configToml } from './config-toml.js';

type Said = { rules: string[] } | { loss: string; code: 'SC3202' | 'SC3203' };

function shell(p: string): Said {
  const t = p.trim();
  if (/[()]/.test(t)) return { code: 'SC3203', loss: `a Bash(...) rule ends at its ")", so "${p}" cannot be written as a Reasonix rule.` };
  if (t === '*') return { rules: ['Bash'] };
  const body = t.endsWith(' *') ? t.slice(0, -2).trimEnd() : t;
  if (/[*?[\]{}]/.test(body)) return { code: 'SC3203', loss: `Reasonix matches a Bash prefix rule (Bash(<prefix>:*)) per command segment, but a glob inside the command would match the whole line only, so "${p}" is not written.` };
  return { rules: [`Bash(${body}:*)`] };
}

/**
 * A seamc path glob as Reasonix globs, where `*` crosses `/`: a leading `**\/` becomes two rules (the rest, and
 * `*\/` + the rest), one inner `/**\/` two (`/` and `/*\/`), a trailing `/**` `/*`; a path that is not absolute or
 * `*`-led also gets a `*\/` copy in deny and ask rules, for absolute and `./` paths (an allow rule stays relative: an
 * absolute path then falls back to asking). A single `*` would cross `/` in Reasonix, so in an allow rule (where wider
 * means looser) it is reported.
 */
function paths(tool: string, p: string, level: PermissionLevel): Said {
  let g = p.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('!') || /[(){}[\]]/.test(g)) return { code: 'SC3203', loss: `Reasonix path rules are plain globs with * and ? only (no negation, braces, brackets or parentheses), so "${p}" cannot be said.` };
  if (g === '' || g === '**' || g === '*' || g === '**/*') return { rules: [tool] };
  if (level === 'allow' && /(^|[^*])\*([^*]|$)/.test(g.replace(/\*\*\/\*/g, '**')))
    return { code: 'SC3203', loss: `in Reasonix a * also matches /, so allowing "${p}" would allow deeper paths too.` };
  let heads = [g];
  if (g.startsWith('**/')) heads = [g.slice(3), `*/${g.slice(3)}`];
  const out: string[] = [];
  for (const h of heads) {
    let body = h.endsWith('/**') ? `${h.slice(0, -3)}/*` : h;
    const inner = body.split('/**/');
    if (inner.length > 2) return { code: 'SC3203', loss: `"${p}" has more than one inner ** segment, which seamc does not spell as Reasonix globs.` };
    const forms = inner.length === 2 ? [`${inner[0]}/${inner[1]}`, `${inner[0]}/*/${inner[1]}`] : [body];
    for (const f of forms) {
      if (f.includes('**')) return { code: 'SC3203', loss: `"${p}" uses ** inside a path segment, which seamc does not spell as a Reasonix glob.` };
      out.push(`${tool}(${f})`);
      if (level !== 'allow' && !f.startsWith('/') && !f.startsWith('*')) out.push(`${tool}(*/${f})`);
    }
  }
  return { rules: out };
}

function said(perm: Permission): Said {
  switch (perm.kind) {
    case 'shell':
      return shell(perm.pattern);
    case 'read':
      return paths('read_file', perm.pattern, perm.level);
    case 'edit':
      return paths('Edit', perm.pattern, perm.level);
    case 'mcp':
      return { code: 'SC3202', loss: `Reasonix rules name MCP tools by their tool ID, whose form the permission page does not give, so "mcp: ${perm.pattern}" cannot be said.` };
    case 'web':
      return { code: 'SC3202', loss: `Reasonix's permission page names no web tool or URL rule form, so "web: ${perm.pattern}" cannot be said.` };
  }
}

/** The [permissions] table (empty lists left out) and the rules it cannot say. */
export function permissionTable(model: Model): { table: Record<string, string[]>; losses: Loss[] } {
  const lists: Record<PermissionLevel, string[]> = { allow: [], ask: [], deny: [] };
  const losses: Loss[] = [];
  for (const perm of model.permissions) {
    const s = said(perm);
    if ('loss' in s) losses.push({ code: s.code, at: perm.at, reason: s.loss });
    else for (const r of s.rules) if (!lists[perm.level].includes(r)) lists[perm.level].push(r);
  }
  const table: Record<string, string[]> = {};
  for (const level of ['allow', 'ask', 'deny'] as const) if (lists[level].length > 0) table[level] = lists[level];
  return { table, losses };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  return { fragment: configToml(model), unrepresentable: permissionTable(model).losses };
}
