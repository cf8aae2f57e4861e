/** Launchers kept beside launch.ts's own table, one file per activity: modes, removers, npm's option settling. */
import type { Launcher } from './launch.js';
import { MODE_LAUNCHERS } from './modes.js';
import { NPM_LAUNCHERS } from './npm-flags.js';
import { REMOVER_LAUNCHERS } from './removers.js';

export const MORE_LAUNCHERS: readonly (readonly [string, Launcher])[] = [...MODE_LAUNCHERS, ...REMOVER_LAUNCHERS, ...NPM_LAUNCHERS];

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
