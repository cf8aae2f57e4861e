/**
 * Scratch copies of the user's repository for `seamc test --live`: the repository's files (tracked and untracked but
 * not ignored, by git; else a walk that skips .git and node_modules) are copied once into a template, committed
 * there as a fresh git repository, and each case gets its own copy of the template plus a scratch HOME. The user's
 * tree is only read. Symbolic links are kept only when they stay inside the repository.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A repository bigger than this is not copied (a live case copies it once per case). */
const MAX_FILES = 20_000;
const MAX_BYTES = 256 * 1024 * 1024;

function gitFiles(root: string): string[] | undefined {
  const r = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) return undefined;
  return r.stdout.split('\0').filter((f) => f !== '');
}

function walk(root: string, rel = ''): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel === '' ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory()) return e.name === '.git' || e.name === 'node_modules' ? [] : walk(root, p);
    return e.isFile() || e.isSymbolicLink() ? [p] : [];
  });
}

const inside = (root: string, p: string): boolean => {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

/** Copy the repository's files into `dest`; the number of files copied. */
export function copyRepository(root: string, dest: string): number {
  const files = gitFiles(root) ?? walk(root);
  if (files.length > MAX_FILES) throw new Error(`the repository has ${files.length} files; a live run copies at most ${MAX_FILES}`);
  let bytes = 0;
  let copied = 0;
  const realRoot = realpathSync(root);
  for (const f of files) {
    const src = join(root, f);
    let st;
    try {
      st = lstatSync(src);
    } catch {
      continue; // listed by git but deleted from the work tree
    }
    const to = join(dest, f);
    mkdirSync(dirname(to), { recursive: true });
    if (st.isSymbolicLink()) {
      const target = readlinkSync(src);
      if (!isAbsolute(target) && inside(realRoot, resolve(dirname(join(realRoot, f)), target))) symlinkSync(target, to);
      continue;
    }
    if (!st.isFile()) continue;
    bytes += st.size;
    if (bytes > MAX_BYTES) throw new Error(`the repository holds more than ${MAX_BYTES / 1024 / 1024} MiB; a live run copies at most that`);
    copyFileSync(src, to);
    copied++;
  }
  return copied;
}

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'seamc', GIT_AUTHOR_EMAIL: 'seamc@example.invalid', GIT_COMMITTER_NAME: 'seamc', GIT_COMMITTER_EMAIL: 'seamc@example.invalid' };

function git(cwd: string, args: readonly string[]): void {
  spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd, env: GIT_ENV, stdio: 'ignore' });
}

export interface Template {
  readonly dir: string;
  readonly files: number;
  dispose(): void;
}

/** The repository at `root` copied into a fresh git repository under `scratch`, one commit holding its files. */
export function makeTemplate(root: string, scratch: string): Template {
  const dir = mkdtempSync(join(scratch, 'seamc-test-template-'));
  try {
    const files = copyRepository(root, dir);
    git(dir, ['init', '-q', '-b', 'main']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'seamc test --live: a copy of the repository']);
    return { dir, files, dispose: () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }) };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

export interface CaseDirs {
  /** the case's folder: repo/, home/ and the MCP stub's marker */
  readonly base: string;
  readonly repo: string;
  readonly home: string;
  dispose(): void;
}

/** A case's own copy of the template and an empty HOME. */
export function caseDirs(t: Template, scratch: string, agent: string): CaseDirs {
  const base = mkdtempSync(join(scratch, `seamc-test-${agent}-`));
  const repo = join(base, 'repo');
  const home = join(base, 'home');
  cpSync(t.dir, repo, { recursive: true, verbatimSymlinks: true });
  mkdirSync(home);
  return { base, repo, home, dispose: () => rmSync(base, { recursive: true, force: true, maxRetries: 3 }) };
}
