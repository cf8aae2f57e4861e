/**
 * What a build or install runs from the project (shell/build-runs.ts names the runs). Python: the setup.py of each
 * folder installed or built (judged as Python code, started in that folder, with its imports), the build hooks
 * pyproject.toml names or the backend finds (an in-tree `build-backend` on `backend-path`, poetry's build script,
 * hatch's custom hook, pdm's pdm_build.py), and the folders a requirements file installs (`-e .`, `./pkg`, `-r` of
 * another). Go: every `//go:generate` line of the packages `go generate` is given, judged as a line started in the
 * file's folder ($GOFILE, $GOLINE, $GOPACKAGE and $DOLLAR as go sets them; `-command` aliases as the file defines
 * them). Rust: the build script (build.rs, or `package.build`) of the package cargo compiles, of each workspace member
 * and of each path dependency, judged as Rust code (shell/rust-code.ts) started in the package's folder, with the
 * modules it includes. Gradle: its settings and build scripts (with the projects settings includes, included
 * builds, `apply from:` scripts, buildSrc's build script, `-I` init scripts and the user's), read for the processes
 * they start. A file the line writes counts as it writes it. Vendor-free; bundled into every hook runtime.
 */
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Budget } from './file-text.js';
import { readRegular, writtenFirst } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { type Emit, mayWrite, settingsText, shown, there, walkOnce } from './env-files.js';
import type { RunFile } from './pm-files.js';
import { obj, readToml } from './config-task-files.js';
import { gradleCommands } from './shell/gradle-code.js';
import { cmakeBuild, mavenBuild } from './cmake-maven-files.js';

const table = (v: unknown): Record<string, unknown> => obj(v) ?? {};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The Python build code of the project in `dir`: setup.py and the hooks pyproject.toml names */
function pythonProject(dir: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, runFile: RunFile): void {
  const code = (rel: string): void => {
    const abs = resolve(dir, rel);
    if (mayWrite(abs, a, ctx) || there(abs)) runFile({ kind: 'code', lang: 'python', path: abs, args: [], top: dir }, { ...ctx, cwd: dir });
  };
  code('setup.py');
  const text = settingsText(join(dir, 'pyproject.toml'), a, ctx, budget, seen, 'the build');
  if (text === undefined) return;
  const doc = readToml(text);
  if (doc === undefined) {
    seen.opaque ??= `a line that builds ${shown(dir, ctx)} with a pyproject.toml seamc cannot read`;
    return;
  }
  const bs = table(doc['build-system']);
  const backend = typeof bs['build-backend'] === 'string' ? bs['build-backend'] : '';
  const paths = Array.isArray(bs['backend-path']) ? bs['backend-path'].filter((p): p is string => typeof p === 'string') : [];
  // an in-tree backend: the module (and its package's __init__) on backend-path
  const mod = backend.replace(/:.*$/, '').split('.');
  for (const p of paths) for (let i = 1; i <= mod.length; i++) for (const f of [`${mod.slice(0, i).join('/')}.py`, `${mod.slice(0, i).join('/')}/__init__.py`]) code(join(p, f));
  const tool = table(doc.tool);
  // poetry's build script (`[tool.poetry.build] script`, or the older `build = "x.py"`)
  const poetry = table(tool.poetry);
  const script = str(table(poetry.build).script) ?? str(poetry.build);
  if (script !== undefined) code(script);
  const custom = table(table(table(tool.hatch).build).hooks).custom;
  if (custom !== undefined) code(str(table(custom).path) ?? 'hatch_build.py');
  if (backend.startsWith('pdm.backend')) code(str(table(table(tool.pdm).build)['custom-hook']) ?? 'pdm_build.py');
}

/** the folders a requirements file installs from the project, and the requirements files it pulls in */
function requirements(abs: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, dirs: Set<string>, depth: number): void {
  const text = settingsText(abs, a, ctx, budget, seen, 'pip');
  if (text === undefined || depth > 8) return;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(?:^|\s)#.*$/, '').trim();
    const m = /^(?:-e|--editable)[\s=]+(\S+)|^(?:-r|--requirement|-c|--constraint)[\s=]+(\S+)|^(\.{0,2}\/\S*|\.)(?:\[[^\]]*\])?$/.exec(line);
    if (m === null) continue;
    if (m[2] !== undefined) requirements(resolve(dirname(abs), m[2]), a, ctx, budget, seen, dirs, depth + 1);
    else {
      const t = (m[1] ?? m[3] ?? '').replace(/^file:(?:\/\/)?/, '').replace(/\[[^\]]*\]$/, '');
      if (/^\.{0,2}(?:\/|$)/.test(t)) dirs.add(resolve(dirname(abs), t));
    }
  }
}

/** at most this many Go files are read for one `go generate` (a larger tree is refused by a security rule) */
const MAX_GO_FILES = 4000;
const SKIP_DIR = /^(?:[._].*|vendor|testdata|node_modules)$/;

/** The `//go:generate` lines of `text` (the file at `abs`), as shell lines with go's variables and aliases applied. */
export function goDirectives(text: string, abs: string): string[] {
  const out: string[] = [];
  const aliases = new Map<string, string>();
  const pkg = /^package[ \t]+(\w+)/m.exec(text)?.[1] ?? '';
  const lines = text.split('\n');
  lines.forEach((l, i) => {
    const m = /^\/\/go:generate[ \t]+(.*?)\s*$/.exec(l);
    if (m === null) return;
    const line = (m[1] as string).replace(/\$(?:\{(GOFILE|GOLINE|GOPACKAGE|DOLLAR)\}|(GOFILE|GOLINE|GOPACKAGE|DOLLAR)\b)/g, (_, x: string | undefined, y: string | undefined) => {
      const v = x ?? y;
      return v === 'GOFILE' ? basename(abs) : v === 'GOLINE' ? String(i + 1) : v === 'GOPACKAGE' ? pkg : '$';
    });
    const c = /^-command[ \t]+(\S+)[ \t]+(.*)$/.exec(line);
    if (c !== null) return void aliases.set(c[1] as string, c[2] as string);
    const first = /^\S+/.exec(line)?.[0] ?? '';
    out.push(aliases.has(first) ? `${aliases.get(first)}${line.slice(first.length)}` : line);
  });
  return out;
}

/** the Go files of the packages `go generate` is given (a `...` pattern: every package below) */
function goFiles(start: string, patterns: readonly string[], seen: Seen): string[] {
  const out: string[] = [];
  const walk = (d: string, deep: boolean): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length > MAX_GO_FILES) return;
      if (e.isFile() && e.name.endsWith('.go')) out.push(join(d, e.name));
      else if (deep && e.isDirectory() && !SKIP_DIR.test(e.name)) walk(join(d, e.name), true);
    }
  };
  for (const p of patterns) {
    if (p.endsWith('.go')) out.push(resolve(start, p));
    // a pattern by import path or `all` is a package of the module: every one below where go starts
    else if (!/^\.{0,2}(?:\/|$)/.test(p) || p === 'all') walk(start, true);
    else walk(resolve(start, p.replace(/\/?\.\.\.$/, '') || '.'), p.endsWith('...'));
  }
  if (out.length > MAX_GO_FILES) seen.blind ??= `a line that runs go generate over more than ${MAX_GO_FILES} Go files`;
  return out;
}

/** the folders of the packages a cargo build in `dir` compiles from the project: the package (or workspace) its Cargo.toml holds, workspace members, path dependencies */
function cargoPackages(dir: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, runFile: RunFile): void {
  // cargo finds the manifest in the folder or the nearest one above it (none: the folder's own, as the line may write it)
  const has = (x: string): boolean => there(join(x, 'Cargo.toml')) || mayWrite(join(x, 'Cargo.toml'), a, ctx);
  let d = dir;
  while (!has(d) && dirname(d) !== d) d = dirname(d);
  if (!has(d)) d = dir;
  const first = walkOnce(256, 16);
  const visit = (pkg: string, depth: number): void => {
    if (!first(pkg, depth)) return;
    const text = settingsText(join(pkg, 'Cargo.toml'), a, ctx, budget, seen, 'cargo');
    const doc = text === undefined ? undefined : readToml(text);
    if (text !== undefined && doc === undefined) {
      seen.opaque ??= `a line that runs cargo with a Cargo.toml seamc cannot read (${shown(join(pkg, 'Cargo.toml'), ctx)})`;
      return;
    }
    const build = table(doc?.package).build;
    const script = typeof build === 'string' ? build : build === false ? undefined : 'build.rs';
    if (script !== undefined && (mayWrite(resolve(pkg, script), a, ctx) || there(resolve(pkg, script)))) runFile({ kind: 'code', lang: 'rust', path: resolve(pkg, script), args: [] }, { ...ctx, cwd: pkg });
    const ws = table(doc?.workspace);
    for (const m of Array.isArray(ws.members) ? ws.members : []) {
      if (typeof m !== 'string') continue;
      // a member glob's last part (`crates/*`): every folder there
      if (/[*?[]/.test(m)) {
        const base = resolve(pkg, m.replace(/\/[^/]*[*?[][^/]*$/, ''));
        try {
          for (const e of readdirSync(base, { withFileTypes: true })) if (e.isDirectory()) visit(join(base, e.name), depth + 1);
        } catch {
          // no such folder: no members there
        }
      } else visit(resolve(pkg, m), depth + 1);
    }
    for (const k of ['dependencies', 'dev-dependencies', 'build-dependencies'])
      for (const dep of Object.values(table(doc?.[k]))) {
        const path = table(dep).path;
        if (typeof path === 'string') visit(resolve(pkg, path), depth + 1);
      }
  };
  visit(d, 0);
}

const GRADLE_NAMES = ['settings.gradle', 'settings.gradle.kts', 'build.gradle', 'build.gradle.kts'];

/** The scripts a gradle build in `start` runs, each judged by the process calls it makes (shell/gradle-code.ts). */
function gradleBuild(run: ScriptRun, start: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit): void {
  const first = walkOnce(256, 8);
  const script = (abs: string, depth: number): void => {
    if (!first(abs, depth)) return;
    const text = settingsText(abs, a, ctx, budget, seen, 'gradle');
    if (text === undefined) return;
    const here = dirname(abs);
    for (const line of gradleCommands(text)) emit(line, { ...ctx, cwd: here }, `a process call of ${shown(abs, ctx)}`);
    // what the script pulls in: `apply from:` scripts, the projects settings includes, included builds
    for (const m of text.matchAll(/\bapply\s*\(?\s*from\s*[:=]\s*(?:file\s*\(\s*)?["']([^"'$]+)["']/g)) script(resolve(here, m[1] as string), depth + 1);
    for (const m of text.matchAll(/\binclude(Build)?\b\s*\(?([^\n]*)/g))
      for (const p of (m[2] as string).matchAll(/["']([^"'$]+)["']/g)) {
        const dir = m[1] === 'Build' ? resolve(here, p[1] as string) : resolve(here, (p[1] as string).replace(/^:/, '').replace(/:/g, '/'));
        for (const n of GRADLE_NAMES) script(join(dir, n), depth + 1);
      }
  };
  if (run.file !== undefined) script(resolve(start, expandPath(run.file, ctx)), 0);
  for (const n of GRADLE_NAMES) script(join(start, n), 0);
  for (const n of GRADLE_NAMES.slice(2)) script(join(start, 'buildSrc', n), 0);
  for (const i of run.config ?? []) script(resolve(start, expandPath(i, ctx)), 0);
  // the user's init scripts run for every build
  const home = expandPath('~', ctx);
  if (!home.startsWith('~')) {
    for (const n of ['init.gradle', 'init.gradle.kts']) script(join(home, '.gradle', n), 0);
    try {
      for (const f of readdirSync(join(home, '.gradle', 'init.d'))) if (/\.gradle(?:\.kts)?$/.test(f)) script(join(home, '.gradle', 'init.d', f), 0);
    } catch {
      // no init.d: nothing there
    }
  }
}

/** Judges what the build or install `run` names runs from the project. */
export function buildRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit, runFile: RunFile): void {
  const start = run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
  if ((run.names ?? []).some((n) => n.includes('\0')) || /[$`\0]/.test(start)) {
    seen.opaque ??= `a line that builds a project it names only at run time`;
    return;
  }
  if (run.lang === 'python') {
    const dirs = new Set<string>();
    for (const n of run.names ?? []) {
      const d = resolve(start, expandPath(n, ctx));
      if (mayWrite(join(d, 'setup.py'), a, ctx) || mayWrite(join(d, 'pyproject.toml'), a, ctx) || statSync(d, { throwIfNoEntry: false })?.isDirectory() === true) dirs.add(d);
    }
    for (const r of run.config ?? []) requirements(resolve(start, expandPath(r, ctx)), a, ctx, budget, seen, dirs, 0);
    for (const d of dirs) pythonProject(d, a, ctx, budget, seen, runFile);
    return;
  }
  if (run.lang === 'gradle') return gradleBuild(run, start, a, ctx, budget, seen, emit);
  if (run.lang === 'cmake') return cmakeBuild(run, start, a, ctx, budget, seen, emit);
  if (run.lang === 'maven') return mavenBuild(run, start, a, ctx, budget, seen, emit);
  if (run.lang === 'rust') {
    for (const n of run.names ?? ['.']) cargoPackages(resolve(start, expandPath(n, ctx)), a, ctx, budget, seen, runFile);
    return;
  }
  // go generate: the files on disk, and the Go files the line writes (as it writes them)
  const files = new Set(goFiles(start, run.names ?? ['.'], seen));
  for (const w of a.writes) if (w.op !== 'read' && w.path.endsWith('.go')) for (const v of viewPaths(w.path, ctx, true)) files.add(v.abs);
  let bytes = 0;
  for (const f of files) {
    const written = mayWrite(f, a, ctx) ? writtenFirst(f, a.writes, ctx) : undefined;
    if (written !== undefined && typeof written !== 'string') {
      seen.opaque ??= `a line that runs go generate after writing what seamc cannot see into ${shown(f, ctx)}`;
      continue;
    }
    const buf = readRegular(f, 1024 * 1024);
    const texts = [...(written !== undefined ? [written] : []), ...(typeof buf === 'object' ? [buf.toString('utf8')] : [])];
    for (const t of texts) {
      bytes += t.length;
      if (!t.includes('//go:generate')) continue;
      for (const line of goDirectives(t, f)) emit(line, { ...ctx, cwd: dirname(f) }, `a //go:generate line of ${shown(f, ctx)}`);
    }
    if (buf === 'big' || bytes > 64 * 1024 * 1024) seen.blind ??= `a line that runs go generate over Go files larger than seamc reads`;
  }
}
