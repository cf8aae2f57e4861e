/**
 * Applying a plan as one transaction: every new file staged to a temp file beside its target, then all renamed
 * into place; on any failure everything already done is put back, so a failed install leaves the repository as it was.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { clearJournal, writeJournal } from './journal.js';

export interface FileState {
  readonly text: string;
  readonly mode: number;
}

export interface Change {
  readonly path: string;
  readonly abs: string;
  /** absent: the file does not exist now */
  readonly before?: FileState;
  /** absent: delete the file */
  readonly after?: FileState;
}

export interface ApplyOptions {
  /** test hook: called before each rename / delete (a throw simulates a failed write) */
  readonly onStep?: (path: string) => void;
  /** where to journal the previous states while renaming (journal.ts); absent: no journal */
  readonly journal?: string;
}

function makeDirs(dir: string, made: string[]): void {
  if (existsSync(dir)) return;
  makeDirs(dirname(dir), made);
  mkdirSync(dir);
  made.push(dir);
}

function put(abs: string, s: FileState): void {
  writeFileSync(abs, s.text, { encoding: 'utf8', mode: s.mode });
  chmodSync(abs, s.mode);
}

export function applyChanges(changes: readonly Change[], opts: ApplyOptions = {}): void {
  const made: string[] = [];
  const staged = new Map<string, string>();
  const done: Change[] = [];
  const entries = changes.map((c) => ({ abs: c.abs, ...(c.before ? { before: c.before } : {}) }));
  try {
    if (opts.journal) writeJournal(opts.journal, entries, []);
    for (const c of changes) {
      if (!c.after) continue;
      makeDirs(dirname(c.abs), made);
      const tmp = `${c.abs}.seam-tmp-${process.pid}`;
      put(tmp, c.after);
      staged.set(c.abs, tmp);
    }
    if (opts.journal) writeJournal(opts.journal, entries, made);
    for (const c of changes) {
      opts.onStep?.(c.path);
      if (c.after) renameSync(staged.get(c.abs)!, c.abs);
      else rmSync(c.abs, { force: true });
      staged.delete(c.abs);
      done.push(c);
    }
    if (opts.journal) clearJournal(opts.journal);
  } catch (e) {
    for (const c of done.reverse()) {
      if (c.before) put(c.abs, c.before);
      else rmSync(c.abs, { force: true });
    }
    for (const tmp of staged.values()) rmSync(tmp, { force: true });
    for (const d of made.reverse()) {
      try {
        rmdirSync(d);
      } catch {
        /* not empty: leave it */
      }
    }
    if (opts.journal) clearJournal(opts.journal);
    throw e;
  }
}

/** Remove the given folders (absolute) that are empty, deepest first. */
export function pruneDirs(dirs: readonly string[]): void {
  for (const d of [...dirs].sort((a, b) => b.length - a.length)) {
    try {
      if (readdirSync(d).length === 0) rmdirSync(d);
    } catch {
      /* gone or not empty */
    }
  }
}
