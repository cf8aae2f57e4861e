/**
 * The files a commit (the index, `--staged`) or a range of commits (`A..B`) adds, changes or deletes, with their new
 * content, read through git itself (`git diff --name-status -z --no-renames`, `git show`). A rename is a deletion of
 * the old path and an addition of the new one; a binary file (a NUL byte) keeps its path but no content.
 */
import { spawnSync } from 'node:child_process';

export interface ChangedFile {
  /** repository-relative, `/` separators */
  readonly path: string;
  readonly status: 'added' | 'modified' | 'deleted';
  /** the new content; undefined for deletions and binary files */
  readonly content?: string;
}

export type DiffSource = { readonly staged: true } | { readonly range: string };

const MAX_CONTENT = 8 * 1024 * 1024;

function git(cwd: string, args: readonly string[]): { ok: boolean; out: string; err: string } {
  const r = spawnSync('git', [...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: r.status === 0, out: r.stdout ?? '', err: (r.stderr ?? '').trim() || (r.error ? r.error.message : '') };
}

/** The repository's top folder, or an error message. */
export function repoTop(cwd: string): { top: string } | { error: string } {
  const r = git(cwd, ['rev-parse', '--show-toplevel']);
  return r.ok ? { top: r.out.trim() } : { error: r.err || 'not a git repository' };
}

function rangeEnds(range: string): [string, string] | undefined {
  const m = /^([^.\s]+)\.\.\.?([^.\s]+)$/.exec(range.trim());
  return m ? [m[1]!, m[2]!] : undefined;
}

export function changedFiles(top: string, src: DiffSource): { files: ChangedFile[] } | { error: string } {
  let diffArgs: string[];
  let show: (p: string) => string;
  if ('staged' in src) {
    diffArgs = ['diff', '--cached', '--name-status', '-z', '--no-renames'];
    show = (p) => `:${p}`;
  } else {
    const ends = rangeEnds(src.range);
    if (!ends) return { error: `--range ${JSON.stringify(src.range)} is not A..B` };
    diffArgs = ['diff', '--name-status', '-z', '--no-renames', `${ends[0]}..${ends[1]}`];
    show = (p) => `${ends[1]}:${p}`;
  }
  const d = git(top, diffArgs);
  if (!d.ok) return { error: d.err || 'git diff failed' };
  const parts = d.out.split('\0').filter((x) => x !== '');
  const files: ChangedFile[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const code = parts[i]!.charAt(0);
    const path = parts[i + 1]!;
    if (code === 'D') {
      files.push({ path, status: 'deleted' });
      continue;
    }
    const status = code === 'A' ? 'added' : 'modified';
    const r = spawnSync('git', ['show', show(path)], { cwd: top, maxBuffer: 256 * 1024 * 1024 });
    const buf = r.status === 0 ? r.stdout : Buffer.alloc(0);
    const binary = buf.subarray(0, 8000).includes(0) || buf.length > MAX_CONTENT;
    files.push(binary ? { path, status } : { path, status, content: buf.toString('utf8') });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files };
}
