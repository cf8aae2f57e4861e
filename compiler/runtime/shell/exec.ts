/** The `exec:` match form: program globs, positional-word globs, and flags, over a normalized simple command. */
import type { ExecForm, SimpleCommand } from './types.js';
import { classify, SINGLE_DASH } from './programs.js';
import { subcommandOf } from './subcommands.js';

const globs = new Map<string, RegExp>();

/** `*` any run, `?` one character, everything else literal; anchored. */
export function globRegExp(glob: string): RegExp {
  let re = globs.get(glob);
  if (!re) {
    let src = '';
    for (const c of glob) src += c === '*' ? '[\\s\\S]*' : c === '?' ? '[\\s\\S]' : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    re = new RegExp(`^${src}$`);
    if (globs.size > 1000) globs.clear();
    globs.set(glob, re);
  }
  return re;
}

/**
 * One flag spec against one option word. `--flag`: exact or `--flag=value`; with `abbrev`, also a shortening of
 * it down to one letter (`--no-verif`, `--forc`, `git reset --h` is --hard): git, GNU getopt_long, argparse and npm take any unambiguous
 * one, so a rule must (in `unless` it never exempts: an ambiguous one is refused by the program, not a dry run). `-f` (one letter): exact,
 * `-f=value`, or inside a combined short-flag word (`-rf`), unless the program's options are single-dash
 * long words. `-destroy` (several letters, one dash): exact or `-destroy=value`.
 */
export function flagMatches(spec: string, word: string, singleDash: boolean, abbrev = false): boolean {
  if (word === spec || word.startsWith(`${spec}=`)) return true;
  if (abbrev && !singleDash && spec.startsWith('--')) {
    const eq = word.indexOf('=');
    const name = eq < 0 ? word : word.slice(0, eq);
    if (name.length >= 3 && name !== '--no' && name.length < spec.length && name.startsWith('--') && spec.startsWith(name)) return true;
  }
  if (singleDash || spec.length !== 2 || spec[0] !== '-' || spec[1] === '-') return false;
  return /^-[A-Za-z0-9]{2,}$/.test(word) && word.includes(spec[1] as string);
}

/**
 * Options that do what a flag does without spelling it (a rule on `git push --force` is a rule on a forced push):
 * program, subcommand, the option, and the flags it counts as.
 */
const IMPLIED: ReadonlyMap<string, readonly (readonly [string, string, readonly string[]])[]> = new Map([
  // `git push --mirror` force-updates every ref of the remote (git-push(1))
  ['git', [['push', '--mirror', ['--force', '-f']]]],
]);

function implied(cmd: SimpleCommand, pos: readonly number[], flags: readonly number[], want: readonly string[]): boolean {
  // a `+` refspec forces the update of its ref (git-push(1)), wherever it stands: `git push origin main +feature`
  if (cmd.program === 'git' && cmd.argv[pos[0] ?? -1] === 'push' && want.some((w) => w === '--force' || w === '-f') && pos.slice(2).some((i) => (cmd.argv[i] as string).startsWith('+'))) return true;
  for (const [sub, opt, as] of IMPLIED.get(cmd.program) ?? []) {
    if (cmd.argv[pos[0] ?? -1] !== sub || !want.some((w) => as.includes(w))) continue;
    if (flags.some((i) => flagMatches(opt, cmd.argv[i] as string, false, true))) return true;
  }
  return false;
}

/**
 * `--X=V` with a value that turns a switch off: npm's nopt (validateBoolean) reads `false`, `null` and any number equal
 * to 0 (`0`, `0x0`, `-0`, nothing at all) as false; other parsers take no, off, n.
 */
const off = (w: string): boolean => w.startsWith('--') && w.includes('=') && ((v) => Number(v) === 0 || /^(?:false|null|no|off|n)$/i.test(v.trim()))(w.slice(w.indexOf('=') + 1));

/** `abbrev`: a shortened long option counts as the flag (a rule's `match`, not its `unless`). */
export function matchExec(cmd: SimpleCommand, form: ExecForm, abbrev = false): boolean {
  if (!form.program.some((g) => globRegExp(g).test(cmd.program))) return false;
  const argv = cmd.argv;
  const { pos, flags } = classify(argv);
  const args = form.args ?? [];
  if (pos.length < args.length) return false;
  for (let i = 0; i < args.length; i++) {
    const word = argv[pos[i] as number] as string;
    const re = globRegExp(args[i] as string);
    // the subcommand under another name the program takes (`npm pu` is `npm publish`: subcommands.ts)
    if (!re.test(word) && !(i === 0 && re.test(subcommandOf(cmd.program, word) ?? '\0'))) return false;
  }
  const want = form.flags ?? [];
  if (want.length === 0) return true;
  const singleDash = SINGLE_DASH.has(cmd.program);
  // in an `unless`, a flag set false (`--dry-run=false`, `=0`, `=null`: npm's nopt reads them so), or undone by a later
  // `--no-X` or `--X=false` of the form's long name, exempts nothing (`git clean -n --no-dry-run` cleans)
  const undone = (i: number): boolean =>
    !abbrev && (off(argv[i] as string) || want.some((w) => w.startsWith('--') && argv.slice(i + 1).some((x) => x === `--no-${w.slice(2)}` || (x.startsWith(`${w}=`) && off(x)))));
  return want.some((spec) => flags.some((i) => flagMatches(spec, argv[i] as string, singleDash, abbrev) && !undone(i))) || (abbrev && implied(cmd, pos, flags, want));
}

/**
 * Could `cmd` match `form` once its unresolved words are known? Only asked when matchExec said no: true when
 * some values of the dynamic words (each standing for any number of words, an option among them when it could
 * start with `-`) make it match. `git push "$F"` may be `git push --force`; `git commit -m "$MSG"` is never a
 * push, and the value of an option (`git -C "$DIR" push`) is never a flag.
 */
export function mayMatchExec(cmd: SimpleCommand, form: ExecForm): boolean {
  const dyn = cmd.dynamicArgs;
  if ((dyn === undefined || dyn.length === 0) && !cmd.dynamicTail) return false;
  if (!form.program.some((g) => globRegExp(g).test(cmd.program))) return false;
  const argv = cmd.argv;
  const { pos, flags } = classify(argv);
  const isDyn = (i: number): boolean => dyn !== undefined && dyn.includes(i);
  const args = form.args ?? [];
  // positional words against the arg globs in order; a dynamic word may fill none, one or several of them
  // (memoized per (word, glob): many dynamic words cannot make this exponential)
  const seen = new Set<number>();
  const fits = (i: number, j: number): boolean => {
    if (j === args.length) return true;
    if (i === pos.length) return cmd.dynamicTail === true;
    const key = i * (args.length + 1) + j;
    if (seen.has(key)) return false;
    seen.add(key);
    const w = pos[i] as number;
    if (isDyn(w)) {
      for (let take = 0; j + take <= args.length; take++) if (fits(i + 1, j + take)) return true;
      return false;
    }
    return globRegExp(args[j] as string).test(argv[w] as string) && fits(i + 1, j + 1);
  };
  if (!fits(0, 0)) return false;
  const want = form.flags ?? [];
  if (want.length === 0) return true;
  const singleDash = SINGLE_DASH.has(cmd.program);
  if (want.some((spec) => flags.some((i) => flagMatches(spec, argv[i] as string, singleDash, true)))) return true;
  const flagLike = cmd.dynamicFlags ?? [];
  return cmd.dynamicTail === true || flagLike.some((i) => pos.includes(i) || flags.includes(i));
}
