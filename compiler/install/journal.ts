/**
 * One install or uninstall at a time per repository, and none half-applied. A lock file (`.seam-install.lock` at the repository root, created
 * exclusively, holding the owner's pid) makes a second concurrent run fail clearly instead of interleaving; a lock
 * left by a process that no longer runs is taken over. Before the first rename, the changes' previous states go into
 * `.seam-install.journal` (written to a temp file and renamed, so it is whole or absent); it is removed once every
 * change is in place. A run killed in between leaves the journal behind, and the next install or uninstall first
 * puts every journaled file back as it was, so the repository is in the old state before anything else happens.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FileState } from './apply.js';

export const LOCK = '.seam-install.lock';
export const JOURNAL = '.seam-install.journal';

export class LockHeld extends Error {
  constructor(readonly pid: number) {
    super(`another seamc install or uninstall (pid ${pid}) is changing this repository; wait for it and run again`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Run `fn` holding the repository's install lock. */
export function withRepoLock<T>(repo: string, fn: () => T): T {
  const file = join(repo, LOCK);
  mkdirSync(dirname(file), { recursive: true });
  let fd: number | undefined;
  for (let attempt = 0; fd === undefined; attempt++) {
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new LockHeld(pid);
      rmSync(file, { force: true });
    }
  }
  try {
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return fn();
  } finally {
    rmSync(file, { force: true });
  }
}

interface Entry {
  readonly abs: string;
  readonly before?: FileState;
}

/** Record what each changed file was before, and the folders this run created, whole or not at all. */
export function writeJournal(file: string, entries: readonly Entry[], dirs: readonly string[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ format: 1, pid: process.pid, entries, dirs }));
  renameSync(tmp, file);
}

export function clearJournal(file: string): void {
  rmSync(file, { force: true });
}

/** Put back every file a killed run had journaled, and drop its temp files. Returns the paths restored. */
export function recoverJournal(repo: string): string[] {
  const file = join(repo, JOURNAL);
  if (!existsSync(file)) return [];
  let entries: Entry[];
  let pid: number;
  let dirs: string[];
  try {
    ({ entries, pid, dirs } = JSON.parse(readFileSync(file, 'utf8')) as { entries: Entry[]; pid: number; dirs: string[] });
  } catch {
    // the journal is renamed into place whole; an unreadable one was never complete, so nothing was renamed after it
    rmSync(file, { force: true });
    return [];
  }
  for (const e of entries) {
    if (e.before) {
      mkdirSync(dirname(e.abs), { recursive: true });
      writeFileSync(e.abs, e.before.text, { encoding: 'utf8', mode: e.before.mode });
      chmodSync(e.abs, e.before.mode);
    } else rmSync(e.abs, { force: true });
    rmSync(`${e.abs}.seam-tmp-${pid}`, { force: true });
  }
  for (const d of [...dirs].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(d);
    } catch {
      /* not empty, or gone: leave it */
    }
  }
  rmSync(file, { force: true });
  return entries.map((e) => e.abs);
}
