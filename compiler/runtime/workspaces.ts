/**
 * The workspace packages a package tool's run selects (shell/task-runs.ts sets `ws`): `npm run build --workspaces`,
 * `pnpm -r build`, `yarn workspaces foreach run build`, `turbo run build` run the script in each package. The
 * workspace root is the nearest folder above the run's whose package.json has `workspaces` or that holds
 * pnpm-workspace.yaml; its globs (`packages/*`, `apps/**`) are expanded against the file system. A selector that
 * names a package by its folder or its `name` picks that one; any other (a glob, a pnpm filter expression) picks
 * every package, as does a name that matches none: more is judged, never less. Vendor-free.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Budget } from './file-text.js';
import { readText } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun } from './shell/index.js';
import { child, readYaml } from './yaml-lite.js';

const MAX_PACKAGES = 200;

function json(abs: string, budget: Budget): Record<string, unknown> | undefined {
  const r = readText(abs, budget);
  if (!('text' in r)) return undefined;
  try {
    const v = JSON.parse(r.text) as unknown;
    return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The workspace root above `start` and its package globs. */
function rootOf(start: string, budget: Budget): { dir: string; globs: string[] } | undefined {
  for (let dir = start, up = 0; up < 32; up++, dir = dirname(dir)) {
    const pkg = json(join(dir, 'package.json'), budget);
    const w = pkg?.workspaces;
    const fromPkg = Array.isArray(w) ? w : w !== null && typeof w === 'object' ? (w as { packages?: unknown }).packages : undefined;
    const pnpm = readText(join(dir, 'pnpm-workspace.yaml'), budget);
    const fromPnpm = 'text' in pnpm ? child(readYaml(pnpm.text).root, 'packages') : undefined;
    const globs = [...(Array.isArray(fromPkg) ? fromPkg : []), ...(Array.isArray(fromPnpm) ? fromPnpm : [])].filter((g): g is string => typeof g === 'string');
    if (globs.length > 0) return { dir, globs };
    if (dirname(dir) === dir) return undefined;
  }
  return undefined;
}

/** The folders a workspace glob names (`*` one level, `**` any depth up to 4), hidden folders and node_modules left out. */
function expand(base: string, glob: string, out: Set<string>): void {
  const parts = glob.replace(/^\.\//, '').split('/').filter((p) => p !== '' && p !== '.');
  const walk = (dir: string, i: number, depth: number): void => {
    if (out.size > MAX_PACKAGES) return;
    if (i === parts.length) {
      out.add(dir);
      return;
    }
    const part = parts[i] as string;
    if (!/[*?[{]/.test(part)) return walk(join(dir, part), i + 1, depth);
    let names: string[] = [];
    try {
      names = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => e.name);
    } catch {
      return;
    }
    if (part === '**') {
      walk(dir, i + 1, depth);
      if (depth < 4) for (const n of names) walk(join(dir, n), i, depth + 1);
      return;
    }
    const re = new RegExp(`^${part.replace(/[.+^$()|\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.').replace(/\{([^}]*)\}/g, (_, alts: string) => `(?:${alts.split(',').join('|')})`)}$`);
    for (const n of names) if (re.test(n)) walk(join(dir, n), i + 1, depth);
  };
  walk(base, 0, 0);
}

/** The package runs a run with `ws` stands for: one per selected workspace package; the run itself otherwise. */
export function workspaceRuns(run: ScriptRun, ctx: PathContext, budget: Budget, seen: Seen): ScriptRun[] {
  if (run.ws === undefined) return [run];
  const start = run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
  const root = rootOf(start, budget);
  if (root === undefined) return [run];
  const dirs = new Set<string>();
  for (const g of root.globs) if (!g.startsWith('!')) expand(root.dir, g, dirs);
  if (dirs.size > MAX_PACKAGES) seen.blind ??= `a line that runs a script in more than ${MAX_PACKAGES} workspace packages`;
  const all = [...dirs].filter((d) => json(join(d, 'package.json'), budget) !== undefined).slice(0, MAX_PACKAGES);
  const picked = new Set<string>();
  for (const sel of run.ws) {
    const byDir = all.filter((d) => relative(root.dir, d) === sel.replace(/^\.\//, '').replace(/\/$/, '') || resolve(start, sel) === d);
    const byName = all.filter((d) => json(join(d, 'package.json'), budget)?.name === sel);
    const hit = sel === '*' ? [] : [...byDir, ...byName];
    for (const d of hit.length > 0 ? hit : [...all, root.dir]) picked.add(d);
  }
  const { ws: _ws, ...plain } = run;
  return [...picked].map((d): ScriptRun => ({ ...plain, path: d }));
}
