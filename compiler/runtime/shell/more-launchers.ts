/** Launchers kept beside launch.ts's own table, one file per activity: modes, removers, npm's option settling; trap. */
import type { Field } from './expand.js';
import { literalField } from './expand.js';
import type { Launch, Launcher } from './launch.js';
import { DEV_RUNNERS } from './dev-runners.js';
import { MODE_LAUNCHERS } from './modes.js';
import { NPM_LAUNCHERS } from './npm-flags.js';
import { PWSH_LAUNCHERS } from './pwsh-cmdlets.js';
import { REMOVER_LAUNCHERS } from './removers.js';

const NONE = { jobs: [], data: [], reads: [] };

/**
 * `trap ACTION SIGNAL...` runs ACTION when the shell gets a signal or exits (`trap 'rm -rf ~' EXIT` runs it at the
 * end of the line): the action is judged as a line of its own. `trap - SIG` and `trap '' SIG` reset or ignore, a first
 * operand made of digits is a signal (POSIX), `-l`/`-p` only list; zsh's TRAPEXIT() functions are functions.
 */
const trap: Launcher = (vals) => {
  let i = 1;
  while (/^-[lpP]+$/.test(vals[i] ?? '')) i++;
  if (i > 1) return NONE;
  if (vals[i] === '--') i++;
  const action = vals[i];
  if (action === undefined || action === '' || action === '-' || /^\d+$/.test(action)) return NONE;
  return { jobs: [{ text: action }], data: [i], reads: [] };
};

/** the word after the first option word ending in `flag` (`emulate sh -c CMD`, `emulate -LRc CMD`), from index 1 */
const optionText = (flag: RegExp) => (vals: readonly string[]) => {
  const i = vals.findIndex((v, k) => k > 0 && flag.test(v));
  return i > 0 && vals[i + 1] !== undefined ? { jobs: [{ text: vals[i + 1] as string }], data: [i + 1], reads: [] } : NONE;
};

export const MORE_LAUNCHERS: readonly (readonly [string, Launcher])[] = [
  ...MODE_LAUNCHERS,
  ...REMOVER_LAUNCHERS,
  ...NPM_LAUNCHERS,
  ...DEV_RUNNERS,
  ['trap', trap],
  ...PWSH_LAUNCHERS,
  // zsh's `emulate MODE -c CMD` runs CMD; zip's -TT / --unzip-command runs its test command
  ['emulate', optionText(/^-[A-Za-z]*c$/)],
  ['zip', optionText(/^(?:-TT|--unzip-command)$/)],
  // make evaluates --eval text as makefile text, whose $(shell ...) runs while it is read: code seamc does not read
  // `scl enable COLLECTION... 'CMD'` and `sops exec-env|exec-file FILE 'CMD'`: the last word is a command line
  ['scl', (vals) => (/^(?:enable|run)$/.test(vals[1] ?? '') && vals.length > 3 ? { jobs: [{ text: vals.slice(vals.indexOf('--') > 0 ? vals.indexOf('--') + 1 : -1).join(' ') }], data: [], reads: [] } : NONE)],
  ['sops', (vals) => (/^exec-(?:env|file)$/.test(vals[1] ?? '') && vals.length > 3 ? { jobs: [{ text: vals[vals.length - 1] as string }], data: [vals.length - 1], reads: [] } : NONE)],
  // macOS `open` runs a script in a terminal (`open -a Terminal x.sh`, `x.command`): its code is judged as a script run
  ['open', (vals) => {
    const term = vals.some((v, i) => (vals[i - 1] === '-a' || vals[i - 1] === '-b') && /terminal|iterm/i.test(v));
    const runs = vals.filter((v, i) => i > 0 && !v.startsWith('-') && vals[i - 1] !== '-a' && vals[i - 1] !== '-b' && (term || /\.(?:command|tool)$/.test(v)));
    return runs.length > 0 ? { ...NONE, runs } : NONE;
  }],
  // `hash -p /bin/rm ls` (bash) and `hash ls=/bin/rm` (zsh) make a name run another program for the rest of the line
  ['hash', (vals) => (vals.some((v, i) => i > 0 && (v === '-p' || /^-[a-z]*p$/.test(v) || /^[^-=][^=]*=/.test(v))) ? { ...NONE, opaque: 'a line that points a command name at another program (hash)' } : NONE)],
  // `mapfile -C CMD` / `readarray -C CMD` runs CMD as code every -c lines
  ...['mapfile', 'readarray'].map((p): [string, Launcher] => [p, optionText(/^-C$/)]),
  ...['make', 'gmake'].map((p): [string, Launcher] => [p, (vals) => (vals.some((v) => /^(?:--eval(?:=|$)|-E)/.test(v)) ? { ...NONE, opaque: `a line that gives ${p} makefile text to evaluate (--eval)` } : NONE)]),
];

/** A table of launchers where a program listed twice runs both (jobs, reads, runs and effects joined; the first opaque reason kept). */
export function chained(entries: readonly (readonly [string, Launcher])[]): Map<string, Launcher> {
  const map = new Map<string, Launcher>();
  for (const [p, l] of entries) {
    const own = map.get(p);
    map.set(p, own === undefined ? l : (vals, fields, stdin, unknown) => {
      const a = own(vals, fields, stdin, unknown);
      const b = l(vals, fields, stdin, unknown);
      const runs = [...(a.runs ?? []), ...(b.runs ?? [])];
      const effects = [...(a.effects ?? []), ...(b.effects ?? [])];
      const opaque = a.opaque ?? b.opaque;
      return { jobs: [...a.jobs, ...b.jobs], data: [...a.data, ...b.data], reads: [...a.reads, ...b.reads], ...(runs.length > 0 ? { runs } : {}), ...(effects.length > 0 ? { effects } : {}), ...(opaque !== undefined ? { opaque } : {}) };
    });
  }
  return map;
}

/**
 * macOS's and Windows' file systems ignore case: `GIT push -f` runs git there (and PowerShell's names ignore case
 * everywhere). A program named with capitals also runs as its lower-case self, a command of its own.
 */
export function folded(program: string, fields: readonly Field[], l: Launch): Launch {
  const low = program.toLowerCase();
  if (low === program || fields.length === 0 || !/^[\x21-\x7e]+$/.test(program)) return l;
  return { ...l, jobs: [...l.jobs, { fields: [literalField(low), ...fields.slice(1)] }] };
}
