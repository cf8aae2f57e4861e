/**
 * A diff file a shell command applies (`git apply fix.diff`, `patch -p1 < fix.diff`): read at the call, so the
 * files it edits are judged like an edit tool's. undefined when it cannot be read now (made earlier on the same
 * line, too big, not a diff): those files are unknown.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { PathContext } from './paths.js';
import { viewPaths } from './paths.js';
import type { FileEffect } from './shell/index.js';
import type { PatchFile } from './shell/patch.js';
import { readUnifiedDiff } from './shell/patch.js';

const MAX_DIFF = 4 * 1024 * 1024;

function under(files: PatchFile[] | undefined, dir: string | undefined): PatchFile[] | undefined {
  return dir === undefined || dir === '' ? files : files?.map((f) => ({ ...f, path: `${dir.replace(/\/+$/, '')}/${f.path}` }));
}

export function diffFiles(path: string, patch: { readonly strip?: number; readonly dir?: string }, ctx: PathContext, line: readonly FileEffect[] = []): PatchFile[] | undefined {
  const at = viewPaths(path, ctx, true)[0];
  if (at === undefined || at.dir) return undefined;
  // the same line writes the diff first (`printf ... > fix.diff && git apply fix.diff`): what it writes, if known
  const written = line.filter((w) => w.op !== 'read' && w.patch === undefined && viewPaths(w.path, ctx, true).some((v) => v.abs === at.abs));
  if (written.length > 0) {
    const last = written[written.length - 1] as FileEffect;
    if (written.length > 1 || last.op !== 'write' || last.content === undefined) return undefined;
    return under(readUnifiedDiff(last.content, patch.strip), patch.dir);
  }
  let fd: number | undefined;
  try {
    fd = openSync(at.abs, 'r');
    const size = fstatSync(fd).size;
    if (size > MAX_DIFF) return undefined;
    const buf = Buffer.alloc(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return under(readUnifiedDiff(buf.toString('utf8', 0, got), patch.strip), patch.dir);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
