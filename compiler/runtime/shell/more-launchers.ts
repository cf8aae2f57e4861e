/** Launchers kept beside launch.ts's own table, one file per activity: modes, removers, npm's option settling; trap. */
import type { Launcher } from './launch.js';
import { MODE_LAUNCHERS } from './modes.js';
import { NPM_LAUNCHERS } from './npm-flags.js';
import { REMOVER_LAUNCHERS } from './removers.js';

/**
 * `trap ACTION SIGNAL...` runs ACTION when the shell gets a signal or exits (`trap 'rm -rf ~' EXIT` runs it at the
 * end of the line): the action is judged as a line of its own. `trap - SIG` and `trap '' SIG` reset or ignore, a first
 * operand made of digits is a signal (POSIX), `-l`/`-p` only list; zsh's TRAPEXIT() functions are functions.
 */
const trap: Launcher = (vals) => {
  let i = 1;
  while (/^-[lpP]+$/.test(vals[i] ?? '')) i++;
  if (i > 1) return { jobs: [], data: [], reads: [] };
  if (vals[i] === '--') i++;
  const action = vals[i];
  if (action === undefined || action === '' || action === '-' || /^\d+$/.test(action)) return { jobs: [], data: [], reads: [] };
  return { jobs: [{ text: action }], data: [i], reads: [] };
};

export const MORE_LAUNCHERS: readonly (readonly [string, Launcher])[] = [...MODE_LAUNCHERS, ...REMOVER_LAUNCHERS, ...NPM_LAUNCHERS, ['trap', trap]];

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
