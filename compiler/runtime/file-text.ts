/**
 * Files a shell call runs code from (scripts.ts, git-config.ts), read as the call would find them, within one budget
 * per call. Vendor-free; bundled into every hook runtime.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** files within files (a script that runs a script ...) */
export const MAX_DEPTH = 4;

export interface Budget {
  depth: number;
  files: number;
  bytes: number;
  readonly seen: Set<string>;
}

const MAX_FILES = 32;
const MAX_BYTES = 2 * 1024 * 1024;

export function newBudget(): Budget {
  return { depth: 0, files: 0, bytes: 0, seen: new Set() };
}

export type Read = { text: string } | { missing: true } | { opaque: string };

/** A file's text, as the call would find it: `missing` when it does not exist or is not a regular text file; `opaque` past the budget. */
export function readText(abs: string, budget: Budget, max = MAX_BYTES): Read {
  let fd: number | undefined;
  try {
    // never blocks: a FIFO named as a script opens at once (and is not a regular file)
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const st = fstatSync(fd);
    if (!st.isFile()) return { missing: true };
    if (budget.files >= MAX_FILES || st.size > max || budget.bytes + st.size > MAX_BYTES) return { opaque: `a line that runs more code from files than seamc reads (${abs})` };
    budget.files++;
    budget.bytes += st.size;
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    // a binary program is not code a shell reads
    if (buf.subarray(0, Math.min(got, 8192)).includes(0)) return { missing: true };
    return { text: buf.toString('utf8', 0, got) };
  } catch {
    return { missing: true };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
