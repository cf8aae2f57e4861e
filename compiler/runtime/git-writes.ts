/**
 * The files of the work tree a git command rewrites or removes, asked of git itself at the call: `git reset --hard
 * HEAD~1` puts back every tracked file that differs from HEAD~1 (a hook config committed after it is gone), `git
 * checkout old` / `git switch old` the files that differ between HEAD and old, `git stash` the changed files (and with
 * -u the untracked ones), `git stash pop` the stash's files, `git clean -f` what `git clean -n` lists, `git merge` /
 * `rebase` the files changed on the other side, `git cherry-pick` / `revert` a commit's files. A path rule meets each
 * as a write (scripts.ts); `git add` copies the files its own dry run names into the repository, a read of each (`git
 * add -f .env && git commit && git push` sends it away). `git pull` is not asked: what it brings is on the remote.
 * Vendor-free.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export interface GitWrite {
  /** absolute */
  readonly path: string;
  readonly op: 'write' | 'delete' | 'read';
}

/** git's answer lines, undefined when it refused (a name that is no revision: the command would fail the same way) */
type Ask = (args: readonly string[]) => string[] | undefined;

const ASK_MS = 1000;

function asker(cwd: string): { ask: Ask; failed: () => string | undefined } {
  let failed: string | undefined;
  const ask: Ask = (args) => {
    const r = spawnSync('git', ['-c', 'core.quotepath=off', ...args], { cwd, encoding: 'utf8', timeout: ASK_MS, maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'ignore'] });
    if (r.error !== undefined) {
      failed ??= (r.error as NodeJS.ErrnoException).code ?? r.error.message;
      return undefined;
    }
    return r.status === 0 ? r.stdout.split('\n').filter((l) => l !== '') : undefined;
  };
  return { ask, failed: () => failed };
}

/** positional words and options of `rest`: an option in `valued` takes the next word; `--` ends the options */
function split(rest: readonly string[], valued: readonly string[] = []): { pos: string[]; opts: Map<string, string>; dashdash: boolean } {
  const pos: string[] = [];
  const opts = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--') return { pos, opts, dashdash: true };
    if (!a.startsWith('-') || a === '-') pos.push(a);
    else if (a.includes('=') && a.startsWith('--')) opts.set(a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1));
    else opts.set(a, valued.includes(a) ? (rest[++i] ?? '') : '');
  }
  return { pos, opts, dashdash: false };
}

const has = (opts: Map<string, string>, ...names: string[]): boolean => names.some((n) => opts.has(n));
const shortHas = (rest: readonly string[], letter: string): boolean => rest.some((a) => /^-[A-Za-z]+$/.test(a) && a.includes(letter));

/** The relative paths (to the top of the work tree) the command rewrites; undefined: none. */
function changed(sub: string, rest: readonly string[], ask: Ask): { files: string[]; op: GitWrite['op'] } | undefined {
  const diff = (...revs: string[]) => ask(['diff', '--name-only', '--no-renames', ...revs, '--']);
  const w = (files: string[] | undefined) => (files === undefined ? undefined : { files, op: 'write' as const });
  switch (sub) {
    case 'reset': {
      const { pos, opts } = split(rest);
      // paths (after `--`, or a second word) make it a reset of the index alone
      const paths = rest.indexOf('--') >= 0 ? rest.slice(rest.indexOf('--') + 1) : [];
      if (!has(opts, '--hard', '--merge', '--keep') || paths.length > 0 || pos.length > 1) return undefined;
      return w(diff(pos[0] ?? 'HEAD'));
    }
    case 'checkout':
    case 'switch': {
      const { pos, opts, dashdash } = split(rest, ['-b', '-B', '-c', '-C', '--orphan', '--conflict']);
      // `git checkout REV -- paths` and `git checkout paths` write what they name (the line's own reading)
      if (dashdash || pos.length > 1) return undefined;
      // `checkout -p [REV]` takes hunks of every file that differs from REV (the index without one): `yes |` takes all
      if (has(opts, '-p', '--patch')) return w(pos[0] === undefined ? diff() : diff(pos[0]));
      // `-` is the branch checked out before (`@{-1}`)
      const target = pos[0] === '-' ? '@{-1}' : pos[0];
      if (target === undefined) return undefined;
      return w(has(opts, '-f', '--force', '--discard-changes') ? diff(target) : diff('HEAD', target));
    }
    case 'stash': {
      const verb = rest[0] !== undefined && !rest[0].startsWith('-') ? rest[0] : 'push';
      const more = verb === 'push' && rest[0] !== 'push' ? rest : rest.slice(1);
      if (verb === 'push' || verb === 'save') {
        const tracked = diff('HEAD') ?? [];
        const all = has(split(more).opts, '-a', '--all') || shortHas(more, 'a');
        const untracked = all || has(split(more).opts, '-u', '--include-untracked') || shortHas(more, 'u') ? ask(['ls-files', '--others', ...(all ? [] : ['--exclude-standard'])]) ?? [] : [];
        return w([...tracked, ...untracked]);
      }
      if (verb !== 'pop' && verb !== 'apply' && verb !== 'branch') return undefined;
      const ref = split(more).pos[verb === 'branch' ? 1 : 0] ?? 'stash@{0}';
      return w([...(diff(`${ref}^1`, ref) ?? []), ...(ask(['ls-tree', '-r', '--name-only', `${ref}^3`]) ?? [])]);
    }
    case 'clean': {
      if (!(has(split(rest).opts, '-f', '--force') || shortHas(rest, 'f')) || has(split(rest).opts, '-n', '--dry-run', '-i', '--interactive') || shortHas(rest, 'n')) return undefined;
      const dry = rest.map((a) => (/^-[A-Za-z]+$/.test(a) ? a.replace(/[fiq]/g, '') : a === '--force' || a === '--quiet' ? '-' : a)).filter((a) => a !== '-');
      const lines = ask(['clean', '-n', ...dry]);
      return lines === undefined ? undefined : { files: lines.filter((l) => l.startsWith('Would remove ')).map((l) => l.slice('Would remove '.length).replace(/\/$/, '')), op: 'delete' };
    }
    case 'merge': {
      const { pos, opts } = split(rest, ['-m', '-s', '-X', '--strategy', '--strategy-option', '-F', '--file']);
      if (has(opts, '--abort', '--continue', '--quit')) return undefined;
      return w((pos.length > 0 ? pos : ['@{upstream}']).flatMap((r) => diff(`HEAD...${r}`) ?? []));
    }
    case 'rebase': {
      // the commits after the old base are put on the new one: the files that differ between the two bases change
      // (`--onto HEAD~1 HEAD` drops the last commit); an interactive rebase may drop or edit any of its commits too
      const { pos, opts } = split(rest, ['-s', '-X', '--strategy', '--strategy-option', '--onto', '-x', '--exec']);
      if (has(opts, '--abort', '--continue', '--quit', '--skip', '--edit-todo', '--show-current-patch')) return undefined;
      const upstream = pos[0] ?? '@{upstream}';
      const base = has(opts, '--root') ? undefined : ask(['merge-base', pos[1] ?? 'HEAD', upstream])?.[0];
      const onto = opts.get('--onto') ?? upstream;
      const files = base === undefined ? diff(onto) : diff(base, onto);
      const own = has(opts, '-i', '--interactive') && base !== undefined ? diff(base, 'HEAD') : [];
      return w(files === undefined ? undefined : [...files, ...(own ?? [])]);
    }
    case 'sparse-checkout': {
      // a new set of folders removes the tracked files outside it from the work tree (which ones: git's patterns)
      if (!['set', 'add', 'init', 'reapply', 'disable'].includes(rest[0] ?? '')) return undefined;
      return w(ask(['ls-files']));
    }
    case 'read-tree': {
      // with -u the work tree follows; without, the index alone, which the next commit takes
      const { pos, opts } = split(rest, ['--prefix', '--index-output']);
      // --empty: every tracked file leaves the index (and with -u the work tree)
      if (has(opts, '--empty')) return w(ask(['ls-files']));
      if (pos.length === 0 || opts.has('--prefix')) return undefined;
      return w(pos.flatMap((t) => (has(opts, '-u') ? diff(t) : diff('--cached', t)) ?? []));
    }
    // the plumbing that puts content into the index or a tree without the work tree: what the next commit (and a
    // push) carries. `update-index --cacheinfo MODE,SHA,PATH` names its path; content from stdin (`--index-info`,
    // `mktree`, `fast-import`) may be any tracked file; `commit-tree TREE` commits TREE's files
    case 'update-index': {
      const named: string[] = [];
      for (let i = 0; i < rest.length; i++) {
        if (rest[i] !== '--cacheinfo') continue;
        const v = rest[i + 1] ?? '';
        if (v === '\0') named.push('\0');
        else if (v.includes(',')) named.push(v.split(',').slice(2).join(','));
        else named.push(rest[i + 3] ?? '');
      }
      // content from stdin, or a path known only at run time (a NUL word): any tracked file
      if (rest.includes('--index-info') || named.includes('\0')) return w(ask(['ls-files']));
      const prefix = named.length > 0 ? (ask(['rev-parse', '--show-prefix'])?.[0] ?? '') : '';
      return named.length > 0 ? w(named.filter((n) => n !== '').map((n) => `${prefix}${n}`)) : undefined;
    }
    case 'mktree':
    case 'fast-import':
      return w(ask(['ls-files']));
    case 'commit-tree': {
      const tree = split(rest, ['-p', '-m', '-F']).pos[0];
      return tree === undefined ? undefined : w(diff('HEAD', tree));
    }
    case 'checkout-index': {
      // the index's content into the work tree: with -a every file that differs from it, else the paths named
      const { pos, opts } = split(rest, ['--prefix', '--stage']);
      if (opts.has('--prefix')) return undefined;
      return has(opts, '-a', '--all') ? w(diff()) : pos.length > 0 ? w(ask(['diff', '--name-only', '--no-renames', '--', ...pos])) : undefined;
    }
    case 'cherry-pick':
    case 'revert': {
      const { pos, opts } = split(rest, ['-m', '--mainline', '-s', '--strategy', '-X', '--strategy-option']);
      if (has(opts, '--abort', '--continue', '--quit', '--skip')) return undefined;
      return w(pos.flatMap((c) => (c.includes('..') ? diff(c.replace('...', '..').split('..')[0] as string, c.split('..').pop() as string) : diff(`${c}^`, c)) ?? []));
    }
    case 'add': {
      // what git copies into the repository (to be committed and pushed): its own dry run names the files; a path
      // it ignores is refused (without -f) and copies nothing
      if (has(split(rest).opts, '-n', '--dry-run', '-i', '--interactive', '-p', '--patch', '-e', '--edit') || shortHas(rest, 'n')) return undefined;
      const lines = ask(['add', '--dry-run', ...rest]);
      return lines === undefined ? undefined : { files: lines.filter((l) => /^add '.*'$/.test(l)).map((l) => l.slice(5, -1)), op: 'read' };
    }
    default:
      return undefined;
  }
}

/** git commands that may change the work tree without naming the files on the line (and `add`, which reads them into the repository) */
export const TREE_WRITERS: ReadonlySet<string> = new Set(['add', 'reset', 'checkout', 'switch', 'stash', 'clean', 'merge', 'rebase', 'cherry-pick', 'revert', 'sparse-checkout', 'read-tree', 'update-index', 'mktree', 'fast-import', 'commit-tree', 'checkout-index']);

/** How a message says what the command does to the files it names (scripts.ts: `among the files \`git add -A\` ...`). */
export function gitVerb(sub: string, rest: readonly string[]): string {
  if (sub === 'add') return 'copies into the repository';
  const indexOnly = sub === 'update-index' || sub === 'mktree' || sub === 'fast-import' || sub === 'commit-tree' || (sub === 'read-tree' && !rest.includes('-u'));
  return indexOnly ? 'puts into the next commit' : 'rewrites';
}

/**
 * What `git <sub> <rest...>` run in `cwd` rewrites: absolute paths, or `unknown` with why when git could not be
 * asked (not on the PATH, too slow); none when it rewrites nothing or is not a work tree.
 */
export function gitWrites(sub: string, rest: readonly string[], cwd: string): readonly GitWrite[] | { readonly unknown: string } {
  if (!TREE_WRITERS.has(sub)) return [];
  const { ask, failed } = asker(cwd);
  const top = ask(['rev-parse', '--show-toplevel'])?.[0];
  if (top === undefined) return failed() !== undefined ? { unknown: `git could not be asked (${failed()})` } : [];
  const c = changed(sub, rest, ask);
  if (failed() !== undefined) return { unknown: `git could not be asked (${failed()})` };
  return c === undefined ? [] : [...new Set(c.files)].map((f) => ({ path: resolve(top, f), op: c.op }));
}
