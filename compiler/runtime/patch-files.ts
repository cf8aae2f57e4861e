/**
 * A diff file a shell command applies (`git apply fix.diff`, `patch -p1 < fix.diff`): read at the call, so the
 * files it edits are judged like an edit tool's. undefined when it cannot be read now (made earlier on the same
 * line, too big, not a diff): those files are unknown.
 */
import { readRegular, writtenFirst } from './file-text.js';
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
  const first = writtenFirst(at.abs, line, ctx);
  if (first !== undefined) return typeof first === 'string' ? under(readUnifiedDiff(first, patch.strip), patch.dir) : undefined;
  const buf = readRegular(at.abs, MAX_DIFF);
  return typeof buf !== 'object' ? undefined : under(readUnifiedDiff(buf.toString('utf8'), patch.strip), patch.dir);
}
