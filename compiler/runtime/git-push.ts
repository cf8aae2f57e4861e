/**
 * What a `git push` updates when its words do not name it (git-push(1), git-config(1) push.default): `git push` and
 * `git push origin` push the branch checked out (to its upstream under push.default=upstream, every branch the remote
 * also has under matching, the remote's configured `remote.NAME.push` refspecs when it has some), `git push origin
 * HEAD` (or `@`) the branch checked out, `--all` / `--branches` / `--mirror` every local branch, and a glob refspec
 * (`refs/heads/*:refs/heads/*`) every branch it covers. scripts.ts judges each such push as the line that names it
 * (`git push origin main`), so a rule on `git push ... main` meets a bare `git push` made on main. The branch checked
 * out is read from the repository's HEAD, or taken from an earlier `git checkout` / `switch` / `branch -m` of the same
 * line. Vendor-free; bundled into every hook runtime.
 */
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Budget } from './file-text.js';
import { readText } from './file-text.js';
import { quote } from './shell/render.js';

/** the branch checked out: its name, null when HEAD is detached (or there is no repository), '\0' when only run time knows it */
export type Branch = string | null;
export const UNKNOWN = '\0';
/** branchAfter's answer for `checkout -` / `switch -`: the branch checked out before (git's @{-1}) */
const PREVIOUS = '\u0001';

export interface PushRepo {
  readonly gitDir?: string;
  readonly commonDir?: string;
  /** `push.*`, `remote.*` and `branch.*` settings, every value in file order (the last one is git's) */
  readonly settings: ReadonlyMap<string, readonly string[]>;
}

/** more branches than this in one push (`--all` in a large repository) and the push is not read */
const MAX_BRANCHES = 100;
/** push options whose value is the next word */
const VALUED = new Set(['-o', '--push-option', '--repo', '--receive-pack', '--exec']);

/** The branch HEAD names in the repository's git folder (null: detached, or no repository). */
export function headBranch(repo: { readonly gitDir?: string }, budget: Budget): Branch {
  if (repo.gitDir === undefined) return null;
  const read = readText(resolve(repo.gitDir, 'HEAD'), budget, 4096);
  const m = 'text' in read ? /^ref:\s*refs\/heads\/(.+?)\s*$/m.exec(read.text) : null;
  return m === null ? null : (m[1] as string);
}

/** packed-refs of a repository, read once per call (a checkout asks up to three times, a push once more) */
const packedCache = new WeakMap<Budget, Map<string, string>>();
function packedRefs(commonDir: string, budget: Budget): string {
  let seen = packedCache.get(budget);
  if (seen === undefined) packedCache.set(budget, (seen = new Map()));
  let text = seen.get(commonDir);
  if (text === undefined) {
    const read = readText(resolve(commonDir, 'packed-refs'), budget);
    seen.set(commonDir, (text = 'text' in read ? read.text : ''));
  }
  return text;
}

/** The repository's local branches (loose and packed), at most MAX_BRANCHES + 1. */
function localBranches(repo: PushRepo, budget: Budget): string[] {
  const out = new Set<string>();
  if (repo.commonDir === undefined) return [];
  const walk = (dir: string, prefix: string, depth: number): void => {
    if (depth > 8 || out.size > MAX_BRANCHES) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) walk(resolve(dir, e.name), `${prefix}${e.name}/`, depth + 1);
      else if (e.isFile()) out.add(`${prefix}${e.name}`);
    }
  };
  walk(resolve(repo.commonDir, 'refs/heads'), '', 0);
  for (const m of packedRefs(repo.commonDir, budget).matchAll(/^[0-9a-f]{40,64} refs\/heads\/(\S+)$/gm)) out.add(m[1] as string);
  return [...out].sort();
}

const last = (repo: PushRepo, key: string): string | undefined => repo.settings.get(key)?.at(-1);
const short = (ref: string): string => ref.replace(/^refs\/heads\//, '');

/** A pattern refspec side (`refs/heads/*`, `feature/*`) against a branch name: the `*` part, or undefined. */
function globPart(side: string, branch: string): string | undefined {
  const full = side.startsWith('refs/') ? side : `refs/heads/${side}`;
  const star = full.indexOf('*');
  const ref = `refs/heads/${branch}`;
  const head = full.slice(0, star);
  const tail = full.slice(star + 1);
  return ref.length >= head.length + tail.length && ref.startsWith(head) && ref.endsWith(tail) ? ref.slice(head.length, ref.length - tail.length) : undefined;
}

export interface Push {
  /** a line per destination the words left unnamed: `git push [options] REMOTE WORD` */
  readonly lines: readonly string[];
  /** what decided it, for the message */
  readonly why: string;
  /** more branches than seamc reads */
  readonly tooMany?: boolean;
}

/** The pushes `git push REST` makes that its words do not name, with `cur` the branch checked out. */
export function pushesOf(rest: readonly string[], cur: Branch, repo: PushRepo, budget: Budget): Push | undefined {
  if (rest.includes(UNKNOWN)) return undefined;
  const opts: string[] = [];
  const pos: string[] = [];
  let repoOpt: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--') {
      pos.push(...rest.slice(i + 1));
      break;
    }
    if (!a.startsWith('-') || a === '-') pos.push(a);
    else if (VALUED.has(a)) {
      if (a === '--repo') repoOpt = rest[i + 1];
      else opts.push(a, rest[i + 1] ?? '');
      i++;
    } else if (a.startsWith('--repo=')) repoOpt = a.slice(7);
    else opts.push(a);
  }
  const remote = pos[0] ?? repoOpt ?? (cur !== null && cur !== UNKNOWN ? last(repo, `branch.${cur}.pushremote`) : undefined) ?? last(repo, 'remote.pushdefault') ?? (cur !== null && cur !== UNKNOWN ? last(repo, `branch.${cur}.remote`) : undefined) ?? 'origin';
  const all = () => localBranches(repo, budget);
  const words: string[] = [];
  let why: string;
  let branches: string[] | undefined;
  const current = (force: string, to?: string): void => {
    if (cur === UNKNOWN) words.push(`${force}"$(git branch --show-current)"`);
    else if (cur !== null) words.push(quote(`${force}${to === undefined || to === cur ? cur : `${cur}:${to}`}`));
  };
  /** one refspec: only what it leaves to git (HEAD, @, a pattern) is added; a named one is on the line already */
  const spec = (r: string, named: boolean): void => {
    const force = r.startsWith('+') ? '+' : '';
    const body = force === '' ? r : r.slice(1);
    const colon = body.indexOf(':');
    const src = colon < 0 ? body : body.slice(0, colon);
    const dst = colon < 0 ? undefined : body.slice(colon + 1);
    if ((src === 'HEAD' || src === '@') && dst === undefined) current(force);
    else if (src.includes('*') && (dst === undefined || dst.includes('*'))) {
      for (const b of (branches ??= all())) {
        const part = globPart(src, b);
        if (part !== undefined) words.push(quote(`${force}${dst === undefined ? b : short(dst.replace('*', part))}`));
      }
    } else if (!named) words.push(quote(`${force}${dst === undefined || short(dst) === short(src) ? short(src) : `${src}:${dst}`}`));
  };
  if (opts.some((o) => /^--(?:all|branches|mirror)$/.test(o))) {
    why = 'every local branch';
    for (const b of (branches = all())) words.push(quote(b));
  } else if (pos.length > 1) {
    why = pos.slice(1).some((r) => r.includes('*')) ? 'every local branch its pattern covers' : 'the branch checked out';
    for (const r of pos.slice(1)) spec(r, true);
  } else if (opts.includes('--tags')) return undefined;
  else {
    const configured = repo.settings.get(`remote.${remote}.push`);
    const mode = (last(repo, 'push.default') ?? 'simple').toLowerCase();
    if (configured !== undefined && configured.length > 0) {
      why = `remote.${remote}.push`;
      for (const r of configured) spec(r, false);
    } else if (mode === 'nothing') return undefined;
    else if (mode === 'matching') {
      why = 'every local branch (push.default matching)';
      for (const b of (branches = all())) words.push(quote(b));
    } else if (mode === 'upstream' || mode === 'tracking') {
      why = 'the branch checked out, to its upstream';
      const merge = cur !== null && cur !== UNKNOWN ? last(repo, `branch.${cur}.merge`) : undefined;
      current('', merge === undefined ? undefined : short(merge));
    } else {
      why = 'the branch checked out';
      current('');
    }
  }
  if (branches !== undefined && branches.length > MAX_BRANCHES) return { lines: [], why, tooMany: true };
  // the options that chose every branch are not repeated: each line names its branch (the line itself is judged with them)
  const head = ['git', 'push', ...opts.filter((o) => !/^--(?:all|branches|mirror)$/.test(o)).map(quote), quote(remote)].join(' ');
  return { lines: words.map((w) => `${head} ${w}`), why: cur !== null && cur !== UNKNOWN && why.startsWith('the branch') ? `${why} (${cur})` : why };
}

/**
 * The branch checked out after a git command (args: the subcommand and its words) that may change it, with `cur`
 * the one before: `checkout -b NAME`, `checkout NAME` (not a path `isPath` finds), `switch [-c] NAME`, `branch -m
 * [OLD] NEW`; UNKNOWN when only run time knows (`checkout "$B"`), PREVIOUS for `switch -`; null when it detaches HEAD.
 * A checkout git refuses leaves `cur` (`-b` / `-c` of a branch `has` finds, a switch to a branch it finds neither
 * locally nor on a remote), since a push after `;` still runs.
 */
export function branchAfter(args: readonly string[], cur: Branch, isPath: (w: string) => boolean, has: (name: string, remote: boolean) => boolean = () => true): Branch {
  const [sub = '', ...rest] = args;
  if (sub !== 'checkout' && sub !== 'switch' && sub !== 'branch') return cur;
  const pos: string[] = [];
  let named: string | undefined;
  let detach = false;
  let track = false;
  let move = false;
  let dashdash = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === UNKNOWN) return sub === 'branch' ? cur : UNKNOWN;
    if (a === '--') {
      dashdash = true;
      break;
    }
    if (!a.startsWith('-') || a === '-') pos.push(a);
    else if (/^(?:-[bBcC]|--orphan|--create|--force-create)$/.test(a) && sub !== 'branch') {
      named = rest[++i];
      if (named !== undefined && /^(?:-[bc]|--orphan|--create)$/.test(a) && has(named, false)) return cur;
    } else if (/^--(?:orphan|create|force-create)=/.test(a)) named = a.slice(a.indexOf('=') + 1);
    else if (a === '--detach' || (sub === 'switch' && a === '-d')) detach = true;
    else if (a === '-t' || a === '--track') track = true;
    else if (/^(?:-[mM]|--move)$/.test(a)) move = true;
  }
  if (sub === 'branch') {
    if (!move) return cur;
    if (pos.length === 1) return pos[0] as string;
    return pos.length === 2 && pos[0] === cur ? (pos[1] as string) : cur;
  }
  if (named !== undefined) return named;
  if (detach) return null;
  const w = pos[0];
  if (w === undefined || (sub === 'checkout' && (pos.length > 1 || dashdash))) return cur;
  if (w === '-') return PREVIOUS;
  if (w === 'HEAD' || w === '@') return cur;
  if (track) {
    const local = w.replace(/^[^/]+\//, '');
    return has(w, true) && !has(local, false) ? local : cur;
  }
  if (/[~^:]|@\{/.test(w)) return null;
  if (sub === 'checkout' && isPath(w)) return cur;
  return has(w, false) || has(w, true) ? w : cur;
}

/**
 * The settings with the line's `git -c KEY=VALUE` over them (git lower-cases the section and the key, not the
 * subsection); undefined when one is known only at run time.
 */
export function withConfig(settings: ReadonlyMap<string, readonly string[]> | undefined, config: readonly string[] | undefined): ReadonlyMap<string, readonly string[]> | undefined {
  const out = new Map(settings ?? []);
  for (const kv of config ?? []) {
    if (kv === UNKNOWN) return undefined;
    const eq = kv.indexOf('=');
    const key = eq < 0 ? kv : kv.slice(0, eq);
    const first = key.indexOf('.');
    const lastDot = key.lastIndexOf('.');
    if (first < 0) continue;
    const norm = first === lastDot ? key.toLowerCase() : `${key.slice(0, first).toLowerCase()}${key.slice(first, lastDot)}${key.slice(lastDot).toLowerCase()}`;
    if (/^(?:push|remote|branch)\./.test(norm)) out.set(norm, [...(out.get(norm) ?? []), eq < 0 ? 'true' : kv.slice(eq + 1)]);
  }
  return out;
}

/** The branch checked out before the current one (`@{-1}`): the last `checkout: moving from X to Y` of HEAD's reflog. */
function previousBranch(repo: { readonly gitDir?: string }): Branch {
  if (repo.gitDir === undefined) return UNKNOWN;
  let fd: number | undefined;
  try {
    fd = openSync(resolve(repo.gitDir, 'logs/HEAD'), 'r');
    const size = statSync(resolve(repo.gitDir, 'logs/HEAD')).size;
    const buf = Buffer.alloc(Math.min(size, 65536));
    readSync(fd, buf, 0, buf.length, size - buf.length);
    const moves = [...buf.toString('utf8').matchAll(/\tcheckout: moving from (\S+) to \S+$/gm)];
    const from = moves.at(-1)?.[1];
    return from === undefined ? UNKNOWN : /^[0-9a-f]{40,64}$/.test(from) ? null : from;
  } catch {
    return UNKNOWN;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Is `name` a local branch (remote: a remote-tracking branch REMOTE/name, or `name` is REMOTE/BRANCH itself)? */
function refExists(repo: { readonly commonDir?: string }, budget: Budget, name: string, remote: boolean): boolean {
  if (repo.commonDir === undefined) return true;
  const refs = resolve(repo.commonDir, remote ? 'refs/remotes' : 'refs/heads');
  const isFile = (p: string): boolean => statSync(p, { throwIfNoEntry: false })?.isFile() === true;
  if (isFile(resolve(refs, name))) return true;
  if (remote) {
    try {
      if (readdirSync(refs).some((r) => isFile(resolve(refs, r, name)))) return true;
    } catch {
      // no remotes
    }
  }
  const lines = packedRefs(repo.commonDir, budget).split('\n');
  if (!remote) return lines.some((l) => l.endsWith(` refs/heads/${name}`));
  return lines.some((l) => l.endsWith(` refs/remotes/${name}`) || / refs\/remotes\/[^/]+\/(.+)$/.exec(l)?.[1] === name);
}

/** The branch checked out in one repository as a line goes, with the one before it (for `switch -`). */
export interface BranchState {
  readonly cur: Branch;
  readonly prev?: Branch;
}

/** The state after a git command (args: its subcommand and words) started in `start`; `before`: none yet on the line. */
export function stateAfter(args: readonly string[], before: BranchState | undefined, repo: { readonly gitDir?: string; readonly commonDir?: string }, start: string, budget: Budget): BranchState {
  const at = before ?? { cur: headBranch(repo, budget) };
  const isPath = (w: string): boolean => statSync(resolve(start, w), { throwIfNoEntry: false }) !== undefined;
  const next = branchAfter(args, at.cur, isPath, (name, remote) => refExists(repo, budget, name, remote));
  if (next === at.cur) return at;
  return { cur: next === PREVIOUS ? (at.prev !== undefined ? at.prev : previousBranch(repo)) : next, prev: at.cur };
}
