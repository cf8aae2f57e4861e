/**
 * The package.json scripts a package tool runs (shell/runs.ts names them), judged as lines of the call in the
 * package's folder; under the settings that change how they run (pm-files.ts: `script-shell`, `node-options`) in
 * those forms too; and the programs of `node_modules/.bin` that no package installed, which a script runs by name
 * (npm puts those folders first on the script's PATH). Vendor-free; bundled into every hook runtime.
 */
import { dirname, resolve } from 'node:path';
import type { Budget, Read } from './file-text.js';
import { readText, writtenFirst } from './file-text.js';
import type { PathContext } from './paths.js';
import { viewPaths } from './paths.js';
import { type Emit, localBin, pmSettings, type RunFile, scriptForms, toolStart } from './pm-files.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { quote } from './shell/render.js';

/**
 * The scripts a name with a glob stands for (`run-p "lint:*"`, `concurrently "npm:watch-*"`): `*` matches across
 * `:` as concurrently's does (npm-run-all's stops at `:`: this reads more), `{a,b}` either; every script for a pattern
 * this does not read (`!`, classes, extglobs). npm itself runs a script of that very name, which is kept too: more is
 * judged, never less.
 */
function globbed(name: string, scripts: Record<string, unknown>): string[] {
  if (!/[*?{[]/.test(name)) return [name];
  if (/[[\]!()+@]/.test(name)) return Object.keys(scripts);
  const body = name
    .replace(/[.^$|\\]/g, '\\$&')
    .replace(/\*+|\?|\{([^{}]*)\}/g, (m, alts?: string) => (m.startsWith('*') ? '.*' : m === '?' ? '.' : `(?:${(alts ?? '').split(',').join('|')})`));
  const re = new RegExp(`^${body}$`);
  return [name, ...Object.keys(scripts).filter((k) => k !== name && re.test(k))];
}

/** The nearest package.json at or above `dir` (one the line writes counts, there or not yet). */
function packageFile(dir: string, budget: Budget, written: (abs: string) => boolean): { dir: string; read: Read } | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (written(resolve(d, 'package.json'))) return { dir: d, read: { missing: true } };
    const read = readText(resolve(d, 'package.json'), budget);
    if (!('missing' in read)) return { dir: d, read };
    if (dirname(d) === d) return undefined;
  }
}

export function packageRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit, runFile: RunFile): void {
  const found = packageFile(toolStart(run, ctx), budget, (abs) => writtenFirst(abs, a.writes, ctx) !== undefined);
  if (found === undefined) return;
  const where = viewPaths(resolve(found.dir, 'package.json'), ctx, true)[0]?.rel ?? resolve(found.dir, 'package.json');
  if (writtenFirst(resolve(found.dir, 'package.json'), a.writes, ctx) !== undefined) {
    seen.opaque ??= `a line that changes ${where} and runs its scripts`;
    return;
  }
  const read = found.read;
  if ('opaque' in read) seen.blind ??= read.opaque;
  if (!('text' in read)) return;
  let scripts: Record<string, unknown> = {};
  try {
    const pkg = JSON.parse(read.text) as { scripts?: unknown };
    if (pkg !== null && typeof pkg.scripts === 'object' && pkg.scripts !== null) scripts = pkg.scripts as Record<string, unknown>;
  } catch {
    return;
  }
  const names = run.names?.includes('*') ? Object.keys(scripts) : [...new Set((run.names ?? []).flatMap((n) => globbed(n, scripts)))];
  const main = new Set(globbed(run.names?.[1] ?? '', scripts));
  const pctx = { ...ctx, cwd: found.dir };
  let settings: ReturnType<typeof pmSettings> | undefined;
  const bins = new Map<string, string | undefined>();
  for (const n of names) {
    const body = scripts[n];
    if (typeof body !== 'string' || budget.seen.has(`p:${found.dir}:${n}`)) continue;
    budget.seen.add(`p:${found.dir}:${n}`);
    const line = main.has(n) && run.args.length > 0 ? `${body} ${run.args.map(quote).join(' ')}` : body;
    const from = `the script \`${n}\` of ${where}`;
    emit(line, pctx, from);
    settings ??= pmSettings({ ...run, path: found.dir }, a, ctx, budget, seen);
    for (const f of scriptForms(line, settings)) emit(f.line, pctx, `${from} (${f.where})`);
    // a word of the script that names a program of node_modules/.bin no package installed runs that file (npm puts
    // those folders first on the script's PATH)
    for (const w of new Set(line.split(/[\s;&|()<>`'"]+/))) {
      if (!/^[\w@.+-]+$/.test(w) || /^\d|^-/.test(w)) continue;
      if (!bins.has(w)) bins.set(w, localBin(w, found.dir, a, ctx));
      const abs = bins.get(w);
      if (abs !== undefined) runFile({ kind: 'exec', path: abs, args: [] }, pctx);
    }
  }
}
