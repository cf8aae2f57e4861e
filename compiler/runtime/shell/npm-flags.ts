/**
 * npm reads its options with nopt: a boolean option takes a following `true` or `false` as its value, and the last
 * setting of an option wins (`--no-X` sets it false). `npm publish --dry-run false` and `npm publish --dry-run
 * --no-dry-run` publish for real, past a rule that exempts `--dry-run`. Each is also judged as the line with its
 * options as npm settles them (`npm publish --dry-run=false`). An option that may take a value takes the next word even
 * when it looks like an option (`npm publish --otp --dry-run` sets the otp and publishes): unless the option is a known
 * boolean, the pair is also read as `--otp=--dry-run`. pnpm reads options the same way (its nopt fork).
 */
import type { Launcher } from './launch.js';
import { quote } from './render.js';

/** npm's boolean options an agent passes most (npm/cli's config definitions): none takes the next word */
const BOOLEAN = new Set('dry-run force ignore-scripts json global save save-dev save-optional save-exact save-peer save-prod yes workspaces include-workspace-root provenance foreground-scripts legacy-peer-deps offline prefer-offline prefer-online audit fund strict-peer-deps package-lock package-lock-only long parseable quiet silent verbose color progress deep all production link bin-links rebuild-bundle install-links if-present ignore-existing unicode'.split(' '));

/**
 * pnpm's own options of that kind (pnpm/pnpm@00d6be38 exec/plugin-commands-script-runners/src/run.ts): `--parallel` is a
 * shorthand for four options, `--recursive`, `--reverse` and `--if-present` are Boolean. `pnpm -r --parallel
 * --filter=./packages/* run dev` (vite's `dev`) would otherwise also be read as a parallel option set to the filter,
 * which leaves every workspace package selected.
 */
const PNPM_BOOLEAN = new Set([...BOOLEAN, 'parallel', 'recursive', 'reverse', 'if-present']);

/** The words with `--X true|false` joined and each option's earlier settings dropped; undefined when nothing changes. */
export function settled(vals: readonly string[], booleans: ReadonlySet<string> = BOOLEAN): string[] | undefined {
  const words: string[] = [];
  for (let i = 0; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--') {
      words.push(...vals.slice(i));
      break;
    }
    const n = vals[i + 1];
    const opt = /^--[^=]+$/.test(a) && !a.startsWith('--no-');
    // a boolean takes a following true or false; an option that may take a value may take the next word, even one
    // that looks like an option (nopt does so for a value type that is a list: `--otp --dry-run` is an otp)
    if (opt && (n === 'true' || n === 'false' || (n !== undefined && n !== '--' && n.startsWith('-') && !booleans.has(a.slice(2))))) {
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

const npmLike = (booleans: ReadonlySet<string>): Launcher => (vals) => {
  const words = settled(vals, booleans);
  return { jobs: words === undefined ? [] : [{ text: words.map(quote).join(' ') }], data: [], reads: [] };
};

export const NPM_LAUNCHERS: readonly (readonly [string, Launcher])[] = [
  ['npm', npmLike(BOOLEAN)],
  ['pnpm', npmLike(PNPM_BOOLEAN)],
];
