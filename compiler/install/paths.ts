/**
 * Repository paths the installer and the importers touch: repo-relative, POSIX, never absolute, never `..`,
 * and never reached through a symbolic link that leads out of the repository.
 */
import { lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export class UnsafePath extends Error {
  constructor(readonly path: string, message: string) {
    super(`${path}: ${message}`);
  }
}

function inside(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel));
}

/** Check a repo-relative path's form. */
export function checkRelative(rel: string): void {
  if (rel === '' || rel.startsWith('/') || /^[A-Za-z]:/.test(rel) || rel.includes('\\') || rel.includes('\0'))
    throw new UnsafePath(rel, 'not a repository-relative path');
  if (rel.split('/').some((p) => p === '..' || p === '.' || p === '')) throw new UnsafePath(rel, 'a path with `..`, `.` or an empty part');
}

/**
 * The absolute path to read or write `rel` at. Every existing component is checked: a symlink must resolve inside
 * the repository (then the real path is returned, so a write replaces the link's target, not the link).
 */
export function resolveInRepo(repo: string, rel: string): string {
  return repoResolver(repo)(rel);
}

/** A folder prefix's outcome: its real path, `null` when it does not exist, or why it is unsafe. */
type Step = string | null | { readonly unsafe: string };

/**
 * resolveInRepo for many paths of one repository at once (a build's thousands of files): each folder on the way is
 * checked once and remembered, so a path costs about one lstat. For a read-only pass (the tree must not change
 * while the resolver is in use).
 */
export function repoResolver(repo: string): (rel: string) => string {
  const root = realpathSync(resolve(repo));
  const folders = new Map<string, Step>();
  const step = (cur: string, name: string): Step => {
    const next = join(cur, name);
    let st;
    try {
      st = lstatSync(next);
    } catch {
      return null;
    }
    if (!st.isSymbolicLink()) return next;
    let real: string;
    try {
      real = realpathSync(next);
    } catch {
      return { unsafe: 'a dangling symbolic link' };
    }
    return inside(root, real) ? real : { unsafe: `a symbolic link that leads out of the repository (${real})` };
  };
  return (rel) => {
    checkRelative(rel);
    const parts = rel.split('/');
    let cur = root;
    let prefix = '';
    for (let i = 0; i < parts.length; i++) {
      prefix = i === 0 ? parts[0]! : `${prefix}/${parts[i]!}`;
      const folder = i < parts.length - 1;
      let out = folder ? folders.get(prefix) : undefined;
      if (out === undefined) {
        out = step(cur, parts[i]!);
        if (folder) folders.set(prefix, out);
      }
      if (out === null) return join(cur, ...parts.slice(i));
      if (typeof out !== 'string') throw new UnsafePath(rel, out.unsafe);
      cur = out;
    }
    return cur;
  };
}

/** Read-only view of the repository for importers: missing, unreadable or unsafe paths read as absent. */
export class RepoReader {
  readonly seen: string[] = [];
  constructor(readonly root: string) {}

  private abs(rel: string): string | undefined {
    try {
      return resolveInRepo(this.root, rel);
    } catch {
      return undefined;
    }
  }

  read(rel: string): string | undefined {
    const abs = this.abs(rel);
    if (!abs) return undefined;
    try {
      if (!statSync(abs).isFile()) return undefined;
      const text = readFileSync(abs, 'utf8');
      this.seen.push(rel);
      return text;
    } catch {
      return undefined;
    }
  }

  list(dir: string): string[] {
    const abs = dir === '' ? resolve(this.root) : this.abs(dir);
    if (!abs) return [];
    try {
      return readdirSync(abs).sort();
    } catch {
      return [];
    }
  }

  isDir(rel: string): boolean {
    const abs = this.abs(rel);
    try {
      return abs !== undefined && statSync(abs).isDirectory();
    } catch {
      return false;
    }
  }

  /** Every file under `dir`, repo-relative, sorted; symlinks leading out are skipped. */
  walk(dir: string): string[] {
    const out: string[] = [];
    for (const name of this.list(dir)) {
      const rel = `${dir}/${name}`;
      if (this.isDir(rel)) out.push(...this.walk(rel));
      else if (this.abs(rel)) out.push(rel);
    }
    return out;
  }

  mode(rel: string): number {
    const abs = this.abs(rel);
    try {
      return abs ? statSync(abs).mode & 0o777 : 0o644;
    } catch {
      return 0o644;
    }
  }
}
