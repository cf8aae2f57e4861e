/**
 * Spec permission patterns -> opencode-dialect wildcard patterns, shared by opencode and Kilo Code (an opencode
 * fork with the same `permission` shape). The dialect (verified/opencode.md §4 S1): the pattern must
 * match the WHOLE text, `*` = any run of characters and crosses `/`, `?` = any one character, a trailing
 * `" *"` is optional (`git push *` also matches bare `git push`); bash text is one command of a chain, with its
 * redirections (O8-O10); read/edit text is the path relative to the worktree (S7).
 */

export type Converted = { patterns: string[]; broader: boolean } | { loss: string };

/** Token-wise command prefix (`*` only at the end) -> pattern. `x` and `x *` both become `x *` (x, or x + args). */
export function shellPattern(p: string, who: string): Converted {
  const t = p.trim();
  if (t === '*') return { patterns: ['*'], broader: false };
  const body = t.endsWith('*') ? t.slice(0, -1) : t;
  if (body.includes('*') || body.includes('?'))
    return { loss: `${who} reads "*" and "?" anywhere in a bash pattern as wildcards, so the literal "${p}" cannot be written (a "*" is allowed only at the end).` };
  if (t.endsWith(' *') || !t.endsWith('*')) return { patterns: [`${body.trimEnd()} *`], broader: false };
  return { patterns: [t], broader: false };
}

/**
 * Repo-relative path glob -> patterns. `**` at the end -> `dir/*`; `**` in front of or inside a path -> the
 * path with and without `* /` in its place, or a single `*name` where the last segment starts with `*`. A
 * single `*` anywhere else would also cross `/` here: `broader` (the caller decides if that is a loss).
 */
export function pathPattern(p: string, who: string): Converted {
  let g = p.trim().replace(/\\/g, '/');
  while (g.startsWith('./')) g = g.slice(2);
  g = g.replace(/^\/+/, '');
  if (g.startsWith('!') || /[[\]{}]/.test(g))
    return { loss: `${who} path patterns know only "*" and "?": no negation, character classes or {a,b} alternation ("${p}"); write one entry per alternative.` };
  if (g.includes('?'))
    return { loss: `${who}'s "?" matches any one character including "/", so "${p}" cannot be said exactly.` };
  if (g === '' || g === '*' || g === '**') return { patterns: ['*'], broader: false };
  const segs = g.split('/');
  const star = segs.filter((s) => s === '**').length;
  if (star > 1 || segs.some((s) => s.includes('**') && s !== '**'))
    return { loss: `${who} has no "**" (its "*" already crosses "/"), and "${p}" uses it in a way one or two patterns cannot say exactly.` };
  const at = segs.indexOf('**');
  if (at === -1) return { patterns: [g], broader: g.includes('*') };
  const head = segs.slice(0, at).join('/');
  const prefix = head === '' ? '' : `${head}/`;
  if (at === segs.length - 1) return { patterns: [`${prefix}*`], broader: head.includes('*') };
  const tail = segs.slice(at + 1).join('/');
  if (tail.startsWith('*') && !tail.includes('/'))
    return { patterns: [`${prefix}${tail}`], broader: head.includes('*') || tail.slice(1).includes('*') };
  return { patterns: [`${prefix}${tail}`, `${prefix}*/${tail}`], broader: head.includes('*') || tail.includes('*') };
}

/** A rule's literal command text, when it is one (no regex metacharacters, no edge whitespace). */
const METACHAR = /[\\^$.|?*+()[\]{}]/;
export function literalCommand(cmd: string | undefined): string | undefined {
  if (cmd === undefined || cmd === '' || cmd.trim() !== cmd || METACHAR.test(cmd)) return undefined;
  return cmd;
}
