/**
 * Paths as the rules see them (docs/matching.md): a path from a payload or a shell command is resolved against
 * the call's working directory, `~` and `$VAR` expanded, `.`/`..`/`//`/trailing `/` removed, shell wildcards
 * expanded against the file system, and its real path (symlinks resolved) taken too. Inside the repository a
 * glob is tested against the repository-relative path, outside it against the absolute path.
 */
import type { Dirent } from 'node:fs';
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Walk } from './shell/index.js';

export interface PathContext {
  /** absolute working directory of the call */
  readonly cwd: string;
  /** absolute repository root, when known */
  readonly root: string | undefined;
  readonly home: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** the file system ignores case (macOS, Windows): globs compare without case */
  readonly fold: boolean;
  /** a batch's actions of the shell lines read so far (context.ts ContextOptions.actions), keyed by actions.ts */
  readonly actions?: Map<string, unknown>;
}

export interface PathView {
  /** what a glob is tested against: repository-relative inside the repository, else absolute; `/` separators */
  readonly forms: readonly string[];
  /** normalized absolute path */
  readonly abs: string;
  /** repository-relative (`''` = the root itself), when inside the repository */
  readonly rel?: string;
  /** undefined when the repository root is unknown */
  readonly outside?: boolean;
  /** true when the path names an existing directory */
  readonly dir: boolean;
}

const WILD = /[*?[]/;
const TEMP_VARS = ['TMPDIR', 'TMP', 'TEMP'];
const MAX_EXPANSION = 256;

function slash(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

/** `~`, `~/x`, `$HOME`, `${VAR}` and `$VAR` expanded; unknown variables stay as written. */
export function expandPath(p: string, ctx: PathContext): string {
  let out = p;
  if (ctx.home !== undefined && (out === '~' || out.startsWith('~/'))) out = ctx.home + out.slice(1);
  if (out.includes('$')) {
    // `$(pwd)` as the call's working folder (the analyzer marks it unknown after a `cd` it cannot follow)
    out = out.replace(/\$\(\s*pwd(?:\s+-[LP])?\s*\)/g, () => ctx.cwd);
    out = out.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, a?: string, b?: string) => {
      const name = (a ?? b) as string;
      if (name === 'PWD') return ctx.cwd;
      if (name === 'HOME' && ctx.home !== undefined) return ctx.home;
      const v = ctx.env[name];
      // the temporary folder's variables, unset, stand for the folder programs then use
      return v !== undefined && v !== '' ? v : TEMP_VARS.includes(name) ? '/tmp' : m;
    });
  }
  return out;
}

/** The real path of `abs`'s folder, its own name kept: for operations on a link itself (rm, mv, ln). */
function realDirOf(abs: string): string | undefined {
  const parent = resolve(abs, '..');
  if (parent === abs) return undefined;
  const real = realOf(parent);
  return real === undefined ? undefined : join(real, abs.slice(parent.length).replace(/^[\\/]+/, ''));
}

/** The real path of `abs`: the deepest existing ancestor resolved, the rest appended. */
function realOf(abs: string): string | undefined {
  let head = abs;
  const tail: string[] = [];
  for (let i = 0; i < 64; i++) {
    try {
      const real = realpathSync.native(head);
      return tail.length === 0 ? real : join(real, ...tail.reverse());
    } catch {
      const parent = resolve(head, '..');
      if (parent === head) return undefined;
      tail.push(head.slice(parent.length).replace(/^[\\/]+/, ''));
      head = parent;
    }
  }
  return undefined;
}

function isDir(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** Shell wildcards in `abs` expanded against the file system, as a shell would (no match = the word itself). */
function expandWildcards(abs: string, fold: boolean): string[] {
  if (!WILD.test(abs)) return [abs];
  const parts = slash(abs).split('/');
  let bases: string[] = [parts[0] === '' ? '/' : (parts[0] as string)];
  for (const part of parts.slice(1)) {
    if (part === '') continue;
    if (part === '**') {
      // find's selections (`./**\/*.yml`): any depth, hidden folders too; a tree too big to walk stands as a whole
      const trees = bases.map(walkDirs);
      if (trees.some((t) => t === undefined)) return bases.slice(0, MAX_EXPANSION);
      bases = trees.flatMap((t) => t ?? []);
      continue;
    }
    const next: string[] = [];
    for (const b of bases) {
      if (!WILD.test(part)) {
        next.push(join(b, part));
        continue;
      }
      const re = wildcardRegex(part, fold);
      let names: string[] = [];
      try {
        names = readdirSync(b);
      } catch {
        // an unreadable folder expands to nothing
      }
      for (const n of names) if (re.test(n) && (n[0] !== '.' || part[0] === '.')) next.push(join(b, n));
      if (next.length > MAX_EXPANSION) break;
    }
    if (next.length === 0) return [abs];
    bases = next;
  }
  return bases.slice(0, MAX_EXPANSION);
}

const MAX_WALK = 4096;

/** `dir` and every folder below it (links not followed), or undefined past MAX_WALK folders. */
function walkDirs(dir: string): string[] | undefined {
  const out = [dir];
  for (let i = 0; i < out.length && out.length <= MAX_WALK; i++) {
    try {
      for (const e of readdirSync(out[i] as string, { withFileTypes: true })) if (e.isDirectory()) out.push(join(out[i] as string, e.name));
    } catch {
      // an unreadable folder has nothing below it that find could reach either
    }
  }
  return out.length > MAX_WALK ? undefined : out;
}

function wildcardRegex(part: string, fold: boolean): RegExp {
  let src = '';
  for (let i = 0; i < part.length; i++) {
    const c = part[i] as string;
    if (c === '*') src += '.*';
    else if (c === '?') src += '.';
    else if (c === '[') {
      const end = part.indexOf(']', i + 2);
      if (end < 0) src += '\\[';
      else {
        const body = part.slice(i + 1, end);
        src += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`.replace(/\\/g, '\\\\');
        i = end;
      }
    } else src += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  try {
    return new RegExp(`^${src}$`, fold ? 'i' : '');
  } catch {
    return /^$/;
  }
}

function view(abs: string, ctx: PathContext): { forms: string[]; rel?: string; outside?: boolean } {
  const forms: string[] = [];
  let rel: string | undefined;
  let outside: boolean | undefined;
  if (ctx.root !== undefined) {
    const r = relative(ctx.root, abs);
    outside = r === '..' || r.startsWith(`..${sep}`) || isAbsolute(r);
    if (!outside) rel = slash(r);
  }
  forms.push(rel !== undefined ? rel : slash(abs));
  return { forms, ...(rel !== undefined ? { rel } : {}), ...(outside !== undefined ? { outside } : {}) };
}

const MAX_TREE = 10_000;

const nameTest = (globs: readonly string[] | undefined, fold: boolean): ((n: string) => boolean) | undefined => {
  if (globs === undefined) return undefined;
  const res = globs.map((g) => wildcardRegex(g.slice(g.lastIndexOf('/') + 1), fold));
  return (n) => res.some((r) => r.test(n));
};

/**
 * What a glob sees of every file below folder `abs` that `walk` reaches (hidden entries, links followed to their
 * real path, names included and excluded as the program does); undefined past MAX_TREE entries.
 */
export function treeForms(abs: string, ctx: PathContext, walk: Walk): string[] | undefined {
  const out: string[] = [];
  const dirs = [abs];
  const include = nameTest(walk.include, ctx.fold);
  const exclude = nameTest(walk.exclude, ctx.fold);
  let seen = 0;
  for (let i = 0; i < dirs.length; i++) {
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(dirs[i] as string, { withFileTypes: true });
    } catch {
      continue;
    }
    if ((seen += entries.length) > MAX_TREE) return undefined;
    for (const e of entries) {
      if ((!walk.hidden && e.name.startsWith('.')) || exclude?.(e.name)) continue;
      const p = join(dirs[i] as string, e.name);
      const link = e.isSymbolicLink();
      if (link && !walk.links) {
        if (walk.linkNames === true) out.push(...view(p, ctx).forms);
        continue;
      }
      if (e.isDirectory() || (link && isDir(p))) {
        if (!link || dirs.length < MAX_TREE) dirs.push(p);
      } else if (include === undefined || include(e.name)) {
        out.push(...view(p, ctx).forms);
        const real = link ? realOf(p) : undefined;
        if (real !== undefined) out.push(...view(real, ctx).forms);
      }
    }
  }
  return out;
}

/**
 * Every view of one path operand. `shell` = it came from a shell command, so `$VAR` and wildcards are the
 * shell's to expand; a file tool's path is taken literally. `follow` = a link at the path stands for its target
 * (false for operations on the link itself: rm, mv, ln replace or remove the link, not what it points to).
 */
export function viewPaths(raw: string, ctx: PathContext, shell: boolean, follow = true): PathView[] {
  if (raw === '') return [];
  const expanded = shell ? expandPath(raw, ctx) : raw === '~' || raw.startsWith('~/') ? expandPath(raw, ctx) : raw;
  const abs0 = resolve(ctx.cwd, expanded);
  const out: PathView[] = [];
  for (const abs of shell ? expandWildcards(abs0, ctx.fold) : [abs0]) {
    const v = view(abs, ctx);
    let outside = v.outside;
    const real = follow ? realOf(abs) : realDirOf(abs);
    if (real !== undefined && real !== abs) {
      const rv = view(real, ctx);
      for (const f of rv.forms) if (!v.forms.includes(f)) v.forms.push(f);
      // a link inside the repository that points outside it reaches outside
      if (rv.outside === true) outside = true;
    }
    out.push({ forms: v.forms, abs: slash(abs), ...(v.rel !== undefined ? { rel: v.rel } : {}), ...(outside !== undefined ? { outside } : {}), dir: isDir(abs) });
  }
  return out;
}
