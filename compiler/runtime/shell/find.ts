/**
 * What `find` selects, for its actions that change files: `-delete`, and the `{}` of `-exec`/`-execdir`/`-ok`
 * (launch.ts runs the command with the selection in place of `{}`, so `-exec rm {} \;` removes what `-delete` would).
 */
import type { Put } from './sink.js';

export const FIND_EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
/** primaries that widen a selection (an alternative, a negation, a group): then only the starting points bound it */
const WIDEN = new Set(['-o', '-or', '!', '-not', ',', '(', ')']);
const ACTIONS = new Set(['-delete', '-print', '-print0', '-ls', '-prune', '-quit']);

/** `-iname` as a glob that ignores case: each letter a class of both cases */
function foldGlob(name: string): string {
  return name.replace(/[A-Za-z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
}

/**
 * The paths `find` can reach, as globs over each starting point: with exactly one `-name`/`-iname` and nothing that
 * widens it, the files of that name anywhere below (`./**\/*.pyc`); otherwise the starting points themselves
 * (everything under them may be selected).
 */
export function findSelection(argv: readonly string[]): string[] {
  const stop = argv.findIndex((a, i) => i > 0 && /^[-(!,]/.test(a));
  const starts = argv.slice(1, stop < 0 ? argv.length : stop);
  let name: string | undefined;
  let names = 0;
  let wide = false;
  for (let i = stop < 0 ? argv.length : stop; i < argv.length; i++) {
    const a = argv[i] as string;
    if (FIND_EXEC.has(a)) {
      while (i < argv.length && argv[i] !== ';' && !(argv[i] === '+' && argv[i - 1] === '{}')) i++;
      continue;
    }
    if (WIDEN.has(a)) wide = true;
    else if (a === '-name' || a === '-iname') {
      names++;
      const v = argv[++i];
      name = v === undefined ? undefined : a === '-iname' ? foldGlob(v) : v;
    }
  }
  const glob = !wide && names === 1 && name !== undefined && !name.includes('/') ? name : undefined;
  return (starts.length > 0 ? starts : ['.']).map((p) => (glob !== undefined ? `${p.replace(/\/+$/, '')}/**/${glob}` : p));
}

export function find(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  if (!argv.includes('-delete')) return;
  for (const p of findSelection(argv)) put(p, 'delete', 'find -delete');
}
