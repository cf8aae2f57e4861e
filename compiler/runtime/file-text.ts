/**
 * Files a shell call runs code from (scripts.ts, git-config.ts) or applies (patch-files.ts), read as the call would
 * find them: scripts within one budget per call. Vendor-free; bundled into every hook runtime.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import type { PathContext } from './paths.js';
import { viewPaths } from './paths.js';
import type { FileEffect, ShellAnalysis } from './shell/index.js';
import { FILE_REF } from './shell/literal-out.js';

/** files within files (a script that runs a script ...) */
export const MAX_DEPTH = 8;

export interface Budget {
  depth: number;
  files: number;
  bytes: number;
  readonly seen: Set<string>;
  /**
   * the writes of the lines that run this code, paths made absolute: a file a line writes and then runs through
   * another file (`printf ... > a.sh && sh b.sh`, b.sh running a.sh) is what that file's code finds (scripts.ts)
   */
  outer?: readonly FileEffect[] | undefined;
}

/** `writes` with absolute paths (and the files a copy names): they keep their meaning in code run from another folder. */
export function absWrites(writes: readonly FileEffect[], ctx: PathContext): FileEffect[] {
  const abs = (p: string): string | undefined => viewPaths(p, ctx, true)[0]?.abs;
  return writes.flatMap((w) => {
    const path = abs(w.path);
    if (path === undefined || w.op === 'read') return [];
    const content = w.content?.startsWith(FILE_REF) ? w.content.split(FILE_REF).map((p, i) => (i === 0 ? p : (abs(p) ?? p))).join(FILE_REF) : w.content;
    return [{ ...w, path, ...(content !== undefined ? { content } : {}) }];
  });
}

/**
 * `a` with the line's writes by their absolute paths, for code it runs from the folder of `run` (`mine`: the writes
 * made absolute from the call's folder `ctx`; `outer`: those of the lines that run this code, Budget.outer). A write
 * before a `cd` is under the call's folder (`printf ... > qa/x.sh && cd qa && sh x.sh`); one after it is reported
 * under the folder and as written, so it is resolved from the run's folder too. The same text written to the same
 * file twice is one write (the readings of one write often name the same file).
 */
export function runWrites(a: ShellAnalysis, ctx: PathContext, run: PathContext, mine: readonly FileEffect[], outer: readonly FileEffect[] | undefined): ShellAnalysis {
  if (a.writes.length === 0 && (outer === undefined || outer.length === 0)) return a;
  const keys = new Set<string>();
  const all = (run.cwd === ctx.cwd ? mine : [...mine, ...absWrites(a.writes, run)]).filter((e) => {
    if (e.op !== 'write') return true;
    const k = `${e.path}\0${e.via}\0${e.unknown ?? ''}\0${e.content ?? `\0${e.shape ?? ''}`}`;
    return !keys.has(k) && keys.add(k) !== undefined;
  });
  return { ...a, writes: [...(outer ?? []), ...all] };
}

const MAX_FILES = 256;
const MAX_BYTES = 2 * 1024 * 1024;

export function newBudget(): Budget {
  return { depth: 0, files: 0, bytes: 0, seen: new Set() };
}

export type Read = { text: string } | { missing: true } | { opaque: string };

const HEAD = Buffer.alloc(8192);

/**
 * The bytes of a regular file of at most `max` bytes: `big` past that, undefined when it is missing, not a regular
 * file or unreadable. Never blocks: a FIFO opens at once (and is not a regular file).
 */
export function readRegular(abs: string, max: number): Buffer | 'big' | 'binary' | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const st = fstatSync(fd);
    if (!st.isFile()) return undefined;
    // a large native program (`/usr/bin/git`: 3.7 MB) is told by its first bytes, as a small one is below
    if (st.size > max) return HEAD.subarray(0, readSync(fd, HEAD, 0, HEAD.length, 0)).includes(0) ? 'binary' : 'big';
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A file's text, as the call would find it: `missing` when it does not exist or is not a regular text file; `opaque` past the budget. */
export function readText(abs: string, budget: Budget, max = MAX_BYTES): Read {
  const past = { opaque: `a line that runs more code from files than seamc reads (${abs})` };
  if (budget.files >= MAX_FILES) return existsAsFile(abs) ? past : { missing: true };
  const buf = readRegular(abs, Math.min(max, MAX_BYTES - budget.bytes));
  if (buf === undefined || buf === 'binary') return { missing: true };
  if (buf === 'big') return past;
  budget.files++;
  budget.bytes += buf.length;
  // a binary program is not code a shell reads
  if (buf.subarray(0, 8192).includes(0)) return { missing: true };
  return { text: buf.toString('utf8') };
}

function existsAsFile(abs: string): boolean {
  return statSync(abs, { throwIfNoEntry: false })?.isFile() === true;
}

/**
 * Programs a line may point at a file without changing its text (`chmod +x x.sh`); and `git config --global`/`--system`, whose
 * setting is judged by its key where it is made (sessions.ts: aliases, commands, push refspecs), not as new text.
 */
const KEEPS_TEXT = new Set(['chmod', 'chown', 'chgrp', 'touch', 'setfacl', 'chattr', 'git config --global', 'git config --system']);

/** What the line itself writes to `abs` before using it: its text, `unknown`, or undefined when it does not write it. */
export function writtenFirst(abs: string, writes: readonly FileEffect[], ctx: PathContext): string | { unknown: true } | undefined {
  // a folder written whole (`git clone URL r`) writes every file below it (a formatter given a folder edits its files
  // in place: their code stays what it was)
  const hits = writes.filter((w) => w.op !== 'read' && w.patch === undefined && !KEEPS_TEXT.has(w.via) && viewPaths(w.path, ctx, true).some((v) => v.abs === abs || (w.op === 'write' && w.deep !== undefined && abs.startsWith(`${v.abs}/`))));
  if (hits.length === 0) return undefined;
  const last = hits[hits.length - 1] as FileEffect;
  const text = hits.length === 1 && last.op === 'write' && last.unknown === undefined ? resolveContent(last.content, ctx) : undefined;
  return text !== undefined ? text : { unknown: true };
}

/** Content that names a file's (`cp SRC DST`: literal-out.ts FILE_REF) is that file's text now; undefined when unreadable. */
export function resolveContent(content: string | undefined, ctx: PathContext): string | undefined {
  if (content === undefined || !content.startsWith(FILE_REF)) return content;
  // `cat a b > f`: the files' texts one after another (a key split across them is a key in f)
  let text = '';
  for (const path of content.split(FILE_REF).slice(1)) {
    const v = viewPaths(path, ctx, true)[0];
    const buf = v === undefined ? undefined : readRegular(v.abs, 256 * 1024);
    if (typeof buf !== 'object' || buf.subarray(0, 8192).includes(0) || text.length + buf.length > 256 * 1024) return undefined;
    text += buf.toString('utf8');
  }
  return text;
}
