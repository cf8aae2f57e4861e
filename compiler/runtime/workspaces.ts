/**
 * The workspace packages a package tool's run selects (shell/task-runs.ts sets `ws`): `npm run build --workspaces`,
 * `pnpm -r build`, `yarn workspaces foreach run build`, `turbo run build` run the script in each package. The
 * workspace root is the nearest folder above the run's whose package.json has `workspaces` or that holds
 * pnpm-workspace.yaml; its globs (`packages/*`, `apps/**`) are expanded against the file system, a package being a
 * folder they match that holds a package.json, and against the line's own writes: a package.json the line writes in
 * such a folder is a package (packageRun refuses a line that changes the scripts it runs), and a folder a line may
 * bring into being whole where packages go (`git clone URL packages/x`, `cp -r`, `tar -x -C packages`) makes the run
 * unreadable. A selector that names a package by its folder, a folder glob (`./packages/*`, `{apps/**}`), its `name`
 * or a name glob (`@scope/*`) picks those; any other (a dependency or change selector, an exclusion) picks every
 * package, as does a name that matches none: more is judged, never less. Of the picked packages, only those whose
 * package.json has one of the run's scripts run anything. Vendor-free.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { shown } from './env-files.js';
import type { Budget } from './file-text.js';
import { readRegular, readText, writtenFirst } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { child, readYaml } from './yaml-lite.js';

/** packages of one workspace, folders its globs walk, and how deep a `**` goes */
const MAX_PACKAGES = 1000;
const MAX_DIRS = 20000;
const MAX_STAR_DEPTH = 16;
/** writes that make a file, never a folder */
export const FILE_WRITERS: ReadonlySet<string> = new Set(['>', '>|', '>>', 'tee', 'touch', 'chmod', 'chown', 'chgrp', 'setfacl', 'chattr']);

function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A package's manifest, read for its name and scripts only (outside the budget of code files: it is not code). */
function manifest(dir: string, cache: Map<string, Record<string, unknown> | null>): Record<string, unknown> | undefined {
  let m = cache.get(dir);
  if (m === undefined) {
    const buf = readRegular(join(dir, 'package.json'), 512 * 1024);
    cache.set(dir, (m = (typeof buf === 'object' ? parsed(buf.toString('utf8')) : undefined) ?? null));
  }
  return m ?? undefined;
}

/**
 * The workspace root above `start` and its package globs (for `across`, the tool that runs the scripts), as the line
 * leaves them: a package.json or pnpm-workspace.yaml it writes is read as written (`printf 'packages: [vendor/*]' > pnpm-workspace.yaml && pnpm -r
 * build` ran vendor/'s scripts unseen); one it changes in a way that cannot be seen is `unknown`.
 */
function rootOf(start: string, across: string, a: ShellAnalysis, ctx: PathContext, budget: Budget): { dir: string; globs: string[] } | 'unknown' | undefined {
  const text = (abs: string): string | undefined | 'unknown' => {
    const w = writtenFirst(abs, a.writes, ctx);
    if (w !== undefined) return typeof w === 'string' ? w : 'unknown';
    const r = readText(abs, budget);
    return 'text' in r ? r.text : undefined;
  };
  for (let dir = start, up = 0; up < 32; up++, dir = dirname(dir)) {
    const pkgText = text(join(dir, 'package.json'));
    const pnpmText = text(join(dir, 'pnpm-workspace.yaml'));
    // lerna and nx also take lerna.json's packages, `packages/*` when it names none (nrwl/nx@076f9fa5
    // packages/nx/src/plugins/package-json/create-nodes.ts)
    const lernaText = across === 'lerna' || across === 'nx' ? text(join(dir, 'lerna.json')) : undefined;
    if (pkgText === 'unknown' || pnpmText === 'unknown' || lernaText === 'unknown') return 'unknown';
    const lerna = lernaText === undefined ? undefined : (parsed(lernaText)?.packages ?? []);
    const fromLerna = Array.isArray(lerna) ? (lerna.length > 0 ? lerna : ['packages/*']) : [];
    const pkg = pkgText === undefined ? undefined : parsed(pkgText);
    const w = pkg?.workspaces;
    const fromPkg = Array.isArray(w) ? w : w !== null && typeof w === 'object' ? (w as { packages?: unknown }).packages : undefined;
    const fromPnpm = pnpmText !== undefined ? child(readYaml(pnpmText).root, 'packages') : undefined;
    const globs = [...(Array.isArray(fromPkg) ? fromPkg : []), ...(Array.isArray(fromPnpm) ? fromPnpm : []), ...fromLerna].filter((g): g is string => typeof g === 'string');
    // pnpm's workspace is the folder of pnpm-workspace.yaml alone (every package below it when the file names none)
    if (across === 'pnpm') {
      if (pnpmText !== undefined) return { dir, globs: Array.isArray(fromPnpm) ? globs : ['**'] };
    } else if (globs.length > 0) return { dir, globs };
    if (dirname(dir) === dir) return undefined;
  }
  return undefined;
}

const GLOB = /[*?[{]/;
const segments = (path: string): string[] => path.replace(/^\.\//, '').split(/[\\/]/).filter((p) => p !== '' && p !== '.');

const SEGMENTS = new Map<string, RegExp>();

/** one segment of a glob as a regex (`*`, `?`, `{a,b}`), made once */
function segment(part: string): RegExp {
  const made = SEGMENTS.get(part);
  if (made !== undefined) return made;
  const body = part
    .replace(/[.+^$()|\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/\{([^}]*)\}/g, (_, alts: string) => `(?:${alts.split(',').join('|')})`);
  const re = new RegExp(`^${body}$`);
  SEGMENTS.set(part, re);
  return re;
}

/**
 * Whether path segments `p` meet glob segments `g`: `whole`, the path is one the glob matches; else the path is one the
 * glob matches or a folder above such a path (a folder written there may hold a package).
 */
function meets(p: readonly string[], g: readonly string[], whole: boolean, i = 0, j = 0): boolean {
  if (i === p.length) return whole ? g.slice(j).every((s) => s === '**') : true;
  if (j === g.length) return false;
  if (g[j] === '**') return meets(p, g, whole, i, j + 1) || meets(p, g, whole, i + 1, j);
  return segment(g[j] as string).test(p[i] as string) && meets(p, g, whole, i + 1, j + 1);
}

/** The packages a workspace glob names on disk: folders it matches that hold a package.json; false past the limits. */
function expand(base: string, glob: string, out: Set<string>, walked: { dirs: number }): boolean {
  const parts = segments(glob);
  const walk = (dir: string, i: number, depth: number): boolean => {
    if (out.size > MAX_PACKAGES || ++walked.dirs > MAX_DIRS) return false;
    if (i === parts.length) {
      if (statSync(join(dir, 'package.json'), { throwIfNoEntry: false })?.isFile() === true) out.add(dir);
      return true;
    }
    const part = parts[i] as string;
    if (!GLOB.test(part)) return walk(join(dir, part), i + 1, depth);
    let names: string[] = [];
    try {
      names = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => e.name);
    } catch {
      return true;
    }
    if (part === '**') {
      if (!walk(dir, i + 1, depth)) return false;
      if (depth >= MAX_STAR_DEPTH) return names.length === 0;
      return names.every((n) => walk(join(dir, n), i, depth + 1));
    }
    const re = segment(part);
    return names.filter((n) => re.test(n)).every((n) => walk(join(dir, n), i + 1, depth));
  };
  return walk(base, 0, 0);
}

/**
 * The packages the line's own writes add under `root`: a package.json written in a folder a glob matches. A write
 * that may make a folder where a glob reaches is returned as `folder` (its contents are not known).
 */
function writtenPackages(a: ShellAnalysis, ctx: PathContext, root: string, globs: readonly string[][]): { dirs: string[]; folder?: string } {
  const dirs: string[] = [];
  for (const w of a.writes) {
    if (w.op === 'read' || w.op === 'delete') continue;
    for (const v of viewPaths(w.path, ctx, true)) {
      const rel = relative(root, v.abs);
      if (rel.startsWith('..') || rel.startsWith(sep)) continue;
      const p = segments(rel);
      if (basename(v.abs) === 'package.json' && globs.some((g) => meets(p.slice(0, -1), g, true))) dirs.push(dirname(v.abs));
      else if (w.op === 'write' && !FILE_WRITERS.has(w.via) && globs.some((g) => meets(p, g, false))) return { dirs, folder: v.abs };
    }
  }
  return { dirs };
}

/** The packages one selector picks; undefined for every package. */
function picks(sel: string, root: string, start: string, all: readonly string[], cache: Map<string, Record<string, unknown> | null>): string[] | undefined {
  if (sel === '*' || sel.startsWith('!') || /\.\.\.|\^|\[/.test(sel)) return undefined;
  const brace = /^\{(.+)\}$/.exec(sel);
  const byDir = all.filter((d) => relative(root, d) === sel.replace(/^\.\//, '').replace(/\/$/, '') || resolve(start, sel) === d);
  let hit: string[];
  if (brace || sel.startsWith('.') || sel.startsWith('/')) {
    // from where the tool starts, a folder glob picks the packages it matches, a folder the packages in and below it
    // (pnpm/pnpm@28f16995 workspace/filter-workspace-packages/src/index.ts: matchPackagesByGlob, matchPackagesByExactPath)
    const path = resolve(start, brace ? (brace[1] as string) : sel);
    const g = segments(relative(root, path));
    hit = GLOB.test(sel) ? all.filter((d) => meets(segments(relative(root, d)), g, true)) : all.filter((d) => d === path || d.startsWith(`${path}${sep}`));
  } else {
    const re = GLOB.test(sel) ? new RegExp(`^${sel.replace(/[.+^$()|\\/]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`) : undefined;
    hit = all.filter((d) => {
      const name = manifest(d, cache)?.name;
      return typeof name === 'string' && (re ? re.test(name) : name === sel);
    });
  }
  hit = [...new Set([...byDir, ...hit])];
  return hit.length > 0 ? hit : undefined;
}

/** The package runs a run with `ws` stands for: one per selected workspace package; the run itself otherwise. */
export function workspaceRuns(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen): ScriptRun[] {
  if (run.ws === undefined) return [run];
  const start = run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
  // outside a workspace, `pnpm -r` runs in every package below its folder (pnpm/pnpm@00d6be38
  // exec/plugin-commands-script-runners/src/run.ts, the help of --recursive)
  const root = rootOf(start, run.across ?? '', a, ctx, budget) ?? (run.across === 'pnpm' ? { dir: start, globs: ['**'] } : undefined);
  if (root === undefined) return [run];
  if (root === 'unknown') {
    seen.opaque ??= 'a line that changes where the workspace packages are, in a way seamc cannot see, and runs their scripts';
    return [];
  }
  const globs = root.globs.filter((g) => !g.startsWith('!')).map(segments);
  const written = writtenPackages(a, ctx, root.dir, globs);
  if (written.folder !== undefined) {
    seen.opaque ??= `a line that may write a workspace package's folder whole (${shown(written.folder, ctx)}) and runs its scripts`;
    return [];
  }
  const dirs = new Set<string>();
  const walked = { dirs: 0 };
  for (const g of root.globs) if (!g.startsWith('!') && !expand(root.dir, g, dirs, walked)) seen.blind ??= `a line that runs a script in more workspace packages than seamc reads (${MAX_PACKAGES} packages, ${MAX_DIRS} folders)`;
  for (const d of written.dirs) dirs.add(d);
  const all = [...dirs];
  const cache = new Map<string, Record<string, unknown> | null>();
  const picked = new Set<string>();
  for (const sel of run.ws) for (const d of picks(sel, root.dir, start, all, cache) ?? [...all, root.dir]) picked.add(d);
  // a package without any of the run's scripts runs nothing (unless the line changes its package.json: packageRun)
  const names = run.names?.includes('*') === false ? run.names : undefined;
  const runs = (d: string): boolean => {
    if (names === undefined || writtenFirst(join(d, 'package.json'), a.writes, ctx) !== undefined) return true;
    const m = manifest(d, cache);
    const scripts = m?.scripts;
    return m === undefined || (scripts !== null && typeof scripts === 'object' && names.some((n) => typeof (scripts as Record<string, unknown>)[n] === 'string'));
  };
  const { ws: _ws, ...plain } = run;
  return [...picked].filter(runs).map((d): ScriptRun => ({ ...plain, path: d }));
}
