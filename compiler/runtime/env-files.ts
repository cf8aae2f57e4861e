/**
 * Files of variables a program loads into its environment before it runs: `node --env-file=F` (deno's and bun's
 * option too), yarn's `.env.yarn` and `injectEnvironmentFiles`, the `.env` files bun loads by itself. Only the
 * variables that make programs run code count (shell/env-starts.ts: NODE_OPTIONS, BASH_ENV, GIT_SSH_COMMAND ...): they
 * are judged as the line's own `export` before a node starts. Vendor-free; bundled into every hook runtime.
 */
import { statSync } from 'node:fs';
import type { Budget } from './file-text.js';
import { readText, resolveContent, writtenFirst } from './file-text.js';
import type { PathContext } from './paths.js';
import { viewPaths } from './paths.js';
import type { Seen } from './scripts.js';
import { START_VARS } from './shell/env-starts.js';
import type { FileEffect, ShellAnalysis } from './shell/index.js';
import { quote } from './shell/render.js';

/** the files (and whole folders) a line writes, resolved once per line: settings files are looked for in many folders */
const WRITTEN = new WeakMap<readonly FileEffect[], { files: Set<string>; dirs: string[] }>();
export function mayWrite(abs: string, a: ShellAnalysis, ctx: PathContext): boolean {
  if (a.writes.length === 0) return false;
  let w = WRITTEN.get(a.writes);
  if (w === undefined) {
    w = { files: new Set(), dirs: [] };
    // a folder written whole (`git clone`, `cp -r`, `tar x`) may hold any file; one edited or removed whole (a formatter
    // given `.`, `rm -r`) brings none into being, and the code of its files stays what it was (writtenFirst)
    for (const e of a.writes) if (e.op !== 'read' && (e.deep === undefined || e.op === 'write')) for (const v of viewPaths(e.path, ctx, true)) (e.deep !== undefined ? w.dirs.push(`${v.abs}/`) : w.files.add(v.abs));
    WRITTEN.set(a.writes, w);
  }
  return w.files.has(abs) || w.dirs.some((d) => abs.startsWith(d));
}

export function there(abs: string): boolean {
  try {
    return statSync(abs, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** A guard for a walk over files that name other files: true the first time `abs` is met, within `max` files and `deep` levels. */
export function walkOnce(max: number, deep: number): (abs: string, depth: number) => boolean {
  const done = new Set<string>();
  return (abs, depth) => !done.has(abs) && done.size <= max && depth <= deep && done.add(abs) !== undefined;
}

export type Emit = (line: string, ctx: PathContext, where: string) => void;

/** a file as a message names it: repository-relative inside the repository */
export const shown = (abs: string, ctx: PathContext): string => viewPaths(abs, ctx, true)[0]?.rel ?? abs;

/**
 * A settings file as the call may find it: what the line writes into it (a part written from a variable as one NUL,
 * anything else made at run time as \x01: literal-out.ts shapeOut) and what is there now (the line may run the tool
 * before it writes, or append); undefined when there is neither.
 */
export function settingsText(abs: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, tool: string): string | undefined {
  // most of the files looked for are not there: a stat that does not throw is much cheaper than a failed open
  const written = mayWrite(abs, a, ctx) && writtenFirst(abs, a.writes, ctx) !== undefined;
  if (!written && !there(abs)) return undefined;
  const read = readText(abs, budget);
  if ('opaque' in read) seen.blind ??= read.opaque;
  const texts = 'text' in read ? [read.text] : [];
  if (written) {
    for (const w of a.writes.filter((x) => x.op !== 'read' && viewPaths(x.path, ctx, true).some((v) => v.abs === abs))) {
      const t = (w.op === 'write' || w.op === 'append') && w.unknown === undefined && w.patch === undefined ? (resolveContent(w.content, ctx) ?? w.shape) : undefined;
      // a part made by a command (\x01) may hold whole lines of settings
      if (t === undefined || t.includes('\x01')) {
        seen.opaque ??= t === undefined ? `a line that writes what seamc cannot see into ${shown(abs, ctx)} and runs ${tool}` : `a line that runs ${tool} after writing settings made at run time into ${shown(abs, ctx)}`;
        return undefined;
      }
      texts.push(t);
    }
  }
  return texts.length > 0 ? texts.join('\n') : undefined;
}

/** `KEY=value` lines (`export KEY=value`, quoted values, `#` comments), as node's and dotenv's readers take them */
export function envPairs(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of text.matchAll(/^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*=[ \t]*("(?:[^"\\]|\\[\s\S])*"|'[^']*'|`[^`]*`|[^\n]*)/gm)) {
    const raw = m[2] as string;
    const value = /^["'`]/.test(raw) ? raw.slice(1, -1).replace(/\\n/g, raw.startsWith('"') ? '\n' : '\\n') : raw.replace(/[ \t]+#.*$/, '').trim();
    out.push([m[1] as string, value]);
  }
  return out;
}

/** Judges the variables of the file at `abs` (what the line writes there counts) as set for a node the line starts. */
export function envFileRun(abs: string, tool: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit): void {
  const text = settingsText(abs, a, ctx, budget, seen, tool);
  if (text === undefined) return;
  const where = shown(abs, ctx);
  const pairs = envPairs(text).filter(([k]) => START_VARS.includes(k));
  if (pairs.some(([, v]) => v.includes('\0')) || text.split('\n').some((l) => l.includes('\0') && !/^[^\0]*=/.test(l))) seen.opaque ??= `a line that runs ${tool} with variables of ${where} made at run time`;
  const known = pairs.filter(([, v]) => !v.includes('\0'));
  if (known.length > 0) emit(`export ${known.map(([k, v]) => `${k}=${quote(v)}`).join(' ')}; node -e ''`, ctx, `the variables of ${where}`);
}
