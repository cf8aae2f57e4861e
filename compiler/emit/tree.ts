/**
 * Writing the output tree: every file staged to a temp file and renamed into place, a manifest of what
 * seamc wrote, and removal of exactly the files an earlier build wrote and this one no longer produces.
 * Into a folder that does not exist yet or is empty, the whole tree is written to a staging folder beside it and
 * renamed into place at once: the same all-or-nothing result with one rename instead of one per file.
 */
import { closeSync, existsSync, fchmodSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { OutFile } from './render.js';
import { sha256 } from './render.js';
import { renderJson } from './json.js';

export const MANIFEST = '.seam/manifest.json';

export interface ManifestEntry {
  readonly path: string;
  readonly sha256: string;
  readonly agents: readonly string[];
}
export interface Manifest {
  readonly generator: 'seamc';
  readonly spec: string;
  readonly files: readonly ManifestEntry[];
}

/** `files` may carry their sha256 already (compile.ts hashes each file once). */
export function manifestFile(spec: string, files: readonly (OutFile & { agents: readonly string[]; sha256?: string })[]): OutFile {
  const manifest: Manifest = {
    generator: 'seamc',
    spec,
    files: files.map((f) => ({ path: f.path, sha256: f.sha256 ?? sha256(f.text), agents: [...f.agents] })),
  };
  return { path: MANIFEST, text: renderJson(manifest as never), mode: 0o644 };
}

export function readManifest(outDir: string): Manifest | undefined {
  const p = join(outDir, MANIFEST);
  if (!existsSync(p)) return undefined;
  try {
    const m = JSON.parse(readFileSync(p, 'utf8')) as Manifest;
    return m.generator === 'seamc' && Array.isArray(m.files) ? m : undefined;
  } catch {
    return undefined;
  }
}

/** The file on disk holds exactly `f` (a missing file is no exception: a fresh folder asks this of every file). */
function sameFile(abs: string, f: OutFile): boolean {
  try {
    const st = statSync(abs, { throwIfNoEntry: false });
    // a size that differs needs no read
    return st !== undefined && st.isFile() && (st.mode & 0o777) === f.mode && st.size === Buffer.byteLength(f.text, 'utf8') && readFileSync(abs, 'utf8') === f.text;
  } catch {
    return false;
  }
}

/** Remove now-empty folders from `rel`'s parent up to (not including) outDir. */
function pruneEmpty(outDir: string, rel: string): void {
  let dir = dirname(rel);
  while (dir !== '.' && dir !== '') {
    const abs = join(outDir, dir);
    try {
      if (readdirSync(abs).length > 0) return;
      rmdirSync(abs);
    } catch {
      return;
    }
    dir = dirname(dir);
  }
}

export interface WriteResult {
  readonly written: readonly string[];
  readonly unchanged: readonly string[];
  readonly removed: readonly string[];
}

/**
 * `f` written to `abs` (a new file: `wx`, or `w` for a temp name of this process); with `chmod`, the mode set on the
 * open descriptor (the umask may have cut it at creation), without a second path lookup.
 */
function writeNew(abs: string, f: OutFile, chmod: boolean, flags = 'wx'): void {
  const fd = openSync(abs, flags, f.mode);
  try {
    if (chmod) fchmodSync(fd, f.mode);
    writeFileSync(fd, f.text, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** The umask cuts no bit of any mode written, so a file is created with its mode and needs no chmod. */
function modesKept(files: readonly OutFile[]): boolean {
  const mask = process.umask();
  return files.every((f) => (f.mode & mask) === 0);
}

/** `outDir` is absent or an empty real folder (not a link): rename(2) can put a whole new tree in its place. */
function freshFolder(outDir: string): boolean {
  try {
    const st = lstatSync(outDir);
    return st.isDirectory() && readdirSync(outDir).length === 0;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Write every file into a new staging folder beside `outDir`, then rename the folder onto it; undefined if it cannot. */
function writeFresh(outDir: string, files: readonly OutFile[]): WriteResult | undefined {
  if (!freshFolder(outDir)) return undefined;
  const parent = dirname(outDir);
  const stage = join(parent, `.${basename(outDir)}.seam-stage-${process.pid}`);
  try {
    mkdirSync(parent, { recursive: true });
    mkdirSync(stage);
  } catch {
    return undefined;
  }
  try {
    const chmod = !modesKept(files);
    const made = new Set<string>([stage]);
    for (const f of files) {
      const abs = join(stage, f.path);
      const dir = dirname(abs);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeNew(abs, f, chmod);
    }
  } catch (e) {
    rmSync(stage, { recursive: true, force: true });
    throw e;
  }
  try {
    renameSync(stage, outDir);
  } catch {
    // another writer filled the folder meanwhile (or the rename is refused): write file by file, as for any folder
    rmSync(stage, { recursive: true, force: true });
    return undefined;
  }
  return { written: files.map((f) => f.path), unchanged: [], removed: [] };
}

/** Stage all, then rename all, then the manifest, then remove stale files. `files` must include the manifest last. */
export function writeTree(outDir: string, files: readonly OutFile[]): WriteResult {
  const fresh = writeFresh(outDir, files);
  if (fresh) return fresh;
  const previous = readManifest(outDir);
  const staged: { tmp: string; abs: string; path: string }[] = [];
  const unchanged: string[] = [];
  const made = new Set<string>();
  try {
    for (const f of files) {
      const abs = join(outDir, f.path);
      if (sameFile(abs, f)) {
        unchanged.push(f.path);
        continue;
      }
      const dir = dirname(abs);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      const tmp = `${abs}.seam-tmp-${process.pid}`;
      staged.push({ tmp, abs, path: f.path });
      writeNew(tmp, f, true, 'w');
    }
  } catch (e) {
    for (const s of staged) rmSync(s.tmp, { force: true });
    throw e;
  }
  for (const s of staged) renameSync(s.tmp, s.abs);
  const produced = new Set(files.map((f) => f.path));
  const removed: string[] = [];
  for (const old of previous?.files ?? []) {
    if (produced.has(old.path) || old.path.includes('..')) continue;
    const abs = join(outDir, old.path);
    if (existsSync(abs)) {
      rmSync(abs, { force: true });
      removed.push(old.path);
    }
    pruneEmpty(outDir, old.path);
  }
  return { written: staged.map((s) => s.path), unchanged, removed };
}
