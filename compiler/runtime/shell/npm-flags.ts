/**
 * npm reads its options with nopt: a boolean option takes a following `true` or `false` as its value, and the last
 * setting of an option wins (`--no-X` sets it false). `npm publish --dry-run false` and `npm publish --dry-run
 * --no-dry-run` publish for real, past a rule that exempts `--dry-run`. Each is also judged as the line with its
 * options as npm settles them (`npm publish --dry-run=false`). pnpm reads options the same way (its nopt fork).
 */
import type { Launcher } from './launch.js';
import { quote } from './render.js';

/** The words with `--X true|false` joined and each option's earlier settings dropped; undefined when nothing changes. */
export function settled(vals: readonly string[]): string[] | undefined {
  const words: string[] = [];
  for (let i = 0; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--') {
      words.push(...vals.slice(i));
      break;
    }
    const n = vals[i + 1];
    if (/^--[^=]+$/.test(a) && !a.startsWith('--no-') && (n === 'true' || n === 'false')) {
      words.push(`${a}=${n}`);
      i++;
    } else words.push(a);
  }
  const key = (w: string): string | undefined => (/^--/.test(w) && w !== '--' ? w.replace(/=.*$/, '').replace(/^--no-/, '--') : undefined);
  const end = words.indexOf('--');
  const out = words.filter((w, i) => {
    const k = key(w);
    if (k === undefined || (end >= 0 && i > end)) return true;
    // a later setting of the same option wins
    return !words.some((x, j) => j > i && (end < 0 || j < end) && key(x) === k);
  });
  return out.length === vals.length && out.every((w, i) => w === vals[i]) ? undefined : out;
}

const npmLike: Launcher = (vals) => {
  const words = settled(vals);
  return { jobs: words === undefined ? [] : [{ text: words.map(quote).join(' ') }], data: [], reads: [] };
};

export const NPM_LAUNCHERS: readonly (readonly [string, Launcher])[] = [
  ['npm', npmLike],
  ['pnpm', npmLike],
];
