/**
 * What `find` selects, for its actions that change files: `-delete`, and the `{}` of `-exec`/`-execdir`/`-ok`
 * (launch.ts runs the command with the selection in place of `{}`, so `-exec rm {} \;` removes what `-delete` would).
 */
import type { Job, Launcher } from './launch.js';
import { quote } from './render.js';
import type { Put } from './sink.js';

export const FIND_EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);
/** primaries that widen a selection (an alternative, a negation, a group): then only the starting points bound it */
const WIDEN = new Set(['-o', '-or', '!', '-not', ',', '(', ')']);
const ACTIONS = new Set(['-delete', '-print', '-print0', '-ls', '-prune', '-quit']);

/** `-iname` as a glob that ignores case: each letter a class of both cases */
function foldGlob(name: string): string {
  return name.replace(/[A-Za-z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
}

/** The starting points (after the options -P, -L, -H, -O LEVEL, -D DEBUG) and where the expression starts. */
function startsOf(argv: readonly string[]): { starts: string[]; stop: number } {
  let i = 1;
  for (; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '-D') i++;
    else if (!/^-(?:[PLH]|O\d*|D.+)$/.test(a)) break;
  }
  const from = i;
  while (i < argv.length && !/^[-(!,]/.test(argv[i] as string)) i++;
  return { starts: argv.slice(from, i), stop: i };
}

/**
 * The paths `find` can reach, as globs over each starting point: with exactly one `-name`/`-iname` and nothing that
 * widens it, the files of that name anywhere below (`./**\/*.pyc`); otherwise the starting points themselves
 * (everything under them may be selected).
 */
export function findSelection(argv: readonly string[]): string[] {
  const { starts, stop } = startsOf(argv);
  let name: string | undefined;
  let names = 0;
  let wide = false;
  for (let i = stop; i < argv.length; i++) {
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

/** expression words that leave every file under the starting points selected (with the value words they take) */
const WHOLE = new Set(['-delete', '-depth', '-d', '-xdev', '-mount', '-print', '-print0', '-ls', '-noleaf', '-ignore_readdir_race', '-true']);
const WHOLE_VALUED = new Set(['-mindepth', '-type', '-xtype']);

/** `find DIR -delete` with nothing that filters (`-name`, `-mtime`, `-maxdepth` ...): everything under DIR goes. */
export function findDeletesAll(argv: readonly string[]): boolean {
  if (!argv.includes('-delete')) return false;
  for (let i = startsOf(argv).stop; i < argv.length; i++) {
    const a = argv[i] as string;
    if (WHOLE_VALUED.has(a)) i++;
    else if (!WHOLE.has(a)) return false;
  }
  return true;
}

/** `-exec CMD {} ;`: CMD runs on what find selects (find.ts), so `{}` stands for the selection, once per starting point */
export const findLaunch: Launcher = (vals, fields) => {
  const jobs: Job[] = [];
  const sel = findSelection(vals);
  for (let i = 1; i < vals.length; i++) {
    if (!FIND_EXEC.has(vals[i] as string)) continue;
    let j = i + 1;
    while (j < vals.length && vals[j] !== ';' && !(vals[j] === '+' && vals[j - 1] === '{}')) j++;
    const cmd = fields.slice(i + 1, j);
    if (cmd.length > 0) for (const p of cmd.some((f) => f.value.includes('{}')) ? sel : ['']) jobs.push({ fields: p === '' ? cmd : cmd.map((f) => (f.value.includes('{}') ? { ...f, value: f.value.split('{}').join(p), segs: f.segs.map((s) => ({ ...s, s: s.s.split('{}').join(p) })) } : f)) });
    i = j;
  }
  // `-delete` with nothing that filters what it selects removes the starting points' trees: what `rm -rf` of them does
  if (findDeletesAll(vals)) jobs.push({ text: `rm -rf -- ${sel.map(quote).join(' ')}` });
  return { jobs, data: [], reads: [] };
};
