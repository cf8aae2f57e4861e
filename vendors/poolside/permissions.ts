/**
 * Permissions on Poolside: the committed project `.poolside/settings.yaml` (pool's README, "Permissions"):
 * `tools.shell.allow` / `tools.shell.deny` (command patterns whose only wildcard is `*`, matched against the tool
 * call as the approval prompt shows it) and `paths.allow` / `paths.deny` (`{path, write?}` entries with `*` and `**`;
 * an allowed path is read-only unless `write: true`). Poolside combines the lists of every settings file and a
 * matching deny beats an allow. There is no ask list (SC3201). A path deny shuts a path for every file tool, so an
 * `edit` deny also stops reads of that path: it is written (the stricter side) and reported (SC3203); a deny that
 * starts with a `**` folder is also written without it, for the top level. MCP and web
 * rules are SC3202: the README names no rule form for them. Composite shell commands and subshells are never
 * auto-approved, so a shell allow holds only for a single plain command. See docs/decisions/poolside.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';

export const SETTINGS = '.poolside/settings.yaml';

interface PathRule {
  readonly path: string;
  readonly write?: true;
}

type Said =
  | { readonly shell: readonly string[] }
  | { readonly paths: readonly PathRule[]; readonly note?: string }
  | { readonly loss: string; readonly code: 'SC3201' | 'SC3202' | 'SC3203' };

/**
 * A seamc command prefix as pool rule strings, which match the whole command: `npm test` / `npm test *` (token-wise
 * prefix) -> the command alone and the command followed by arguments; `git push*` (character prefix) and `*` as they are.
 */
function shell(p: string): Said {
  const t = p.trim();
  if (/[?[\]{}]/.test(t)) return { code: 'SC3203', loss: `Poolside command rules take * as their only wildcard, so "${p}" cannot be written.` };
  if (t === '*' || (t.endsWith('*') && !t.endsWith(' *'))) return { shell: [t] };
  const body = t.endsWith(' *') ? t.slice(0, -2).trimEnd() : t;
  return { shell: [body, `${body} *`] };
}

function path(perm: Permission): Said {
  let g = perm.pattern.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g === '' || g.startsWith('!') || /[?[\]{}()\\]/.test(g) || g.startsWith('/') || g.startsWith('~'))
    return { code: 'SC3203', loss: `Poolside project path rules are project-relative globs with * and ** only, so "${perm.pattern}" cannot be written.` };
  if (perm.level === 'allow') return { paths: [perm.kind === 'edit' ? { path: g, write: true } : { path: g }] };
  // a deny also names the top-level form of a leading **/, in case Poolside's ** needs at least one folder
  const denied = g.startsWith('**/') && g.length > 3 ? [{ path: g }, { path: g.slice(3) }] : [{ path: g }];
  if (perm.kind === 'edit')
    return { paths: denied, note: `a Poolside path deny shuts "${perm.pattern}" for reading as well as editing (there is no edit-only deny), so it is written stricter than asked.` };
  return { paths: denied };
}

function said(perm: Permission): Said {
  if (perm.level === 'ask') return { code: 'SC3201', loss: `Poolside settings have allow and deny lists only (whatever is not allowed prompts, unless the session runs in an auto-approving mode), so the ask rule "${perm.kind}: ${perm.pattern}" cannot be written.` };
  switch (perm.kind) {
    case 'shell':
      return shell(perm.pattern);
    case 'read':
    case 'edit':
      return path(perm);
    case 'mcp':
      return { code: 'SC3202', loss: `pool's README gives no rule form for MCP tools, so "mcp: ${perm.pattern}" cannot be written.` };
    case 'web':
      return { code: 'SC3202', loss: `pool's README gives no URL or domain rule for its web tools (only tools.web_fetch.disabled), so "web: ${perm.pattern}" cannot be written.` };
  }
}

const q = (s: string): string => JSON.stringify(s);

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const shellLists = { allow: [] as string[], deny: [] as string[] };
  const pathLists = { allow: [] as PathRule[], deny: [] as PathRule[] };
  const unrepresentable: Loss[] = [];
  for (const perm of model.permissions) {
    const s = said(perm);
    if ('loss' in s) {
      unrepresentable.push({ code: s.code, at: perm.at, reason: s.loss });
      continue;
    }
    const level = perm.level as 'allow' | 'deny';
    if ('shell' in s) {
      for (const c of s.shell) if (!shellLists[level].includes(c)) shellLists[level].push(c);
    } else {
      for (const p of s.paths) if (!pathLists[level].some((r) => r.path === p.path && r.write === p.write)) pathLists[level].push(p);
      if (s.note !== undefined) unrepresentable.push({ code: 'SC3203', at: perm.at, reason: s.note });
    }
  }
  const lines: string[] = [];
  if (shellLists.allow.length + shellLists.deny.length > 0) {
    lines.push('tools:', '  shell:');
    for (const level of ['allow', 'deny'] as const) {
      if (shellLists[level].length === 0) continue;
      lines.push(`    ${level}:`, ...shellLists[level].map((p) => `      - ${q(p)}`));
    }
  }
  if (pathLists.allow.length + pathLists.deny.length > 0) {
    lines.push('paths:');
    for (const level of ['allow', 'deny'] as const) {
      if (pathLists[level].length === 0) continue;
      lines.push(`  ${level}:`);
      for (const r of pathLists[level]) lines.push(`    - path: ${q(r.path)}`, ...(r.write ? ['      write: true'] : []));
    }
  }
  if (lines.length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [{ path: SETTINGS, format: 'text', body: `# Generated by seamc: Poolside tool and path rules for this project.\n${lines.join('\n')}\n` }];
  return { fragment, unrepresentable };
}
