/**
 * nx's own targets (`nx run app:deploy`, `nx deploy app`, `nx run-many -t deploy`, `nx affected -t deploy`;
 * shell/task-runs.ts names them), beside the package.json scripts nx also runs (workspaces.ts): the workspace root
 * is the nearest folder above with nx.json (else where nx starts); its projects are every project.json below it
 * (nrwl/nx@174d8b2c packages/nx/src/plugins/project-json/build-nodes/project-json.ts: `{project.json,**\/project.json}`;
 * node_modules and .git left out, and .gitignore's plain names, as nx's walker does) and every package.json with
 * targets under its `nx` key. A target runs `command`, or run-commands' `command` and `commands` (from the workspace
 * root unless its `cwd` says otherwise: nrwl/nx@7b3d9c01 packages/nx/src/executors/run-commands/schema.json; `args`
 * and the call's own words after the target appended), or run-script's `script` (the project's package script); its
 * `dependsOn` targets run first, nx.json's `targetDefaults` give the same for a target name in every project, and a
 * target's configurations are all read. The run's project is not narrowed: every project with a target of the
 * run's names is judged, which is never less than nx runs. `{workspaceRoot}`, `{projectRoot}` and `{projectName}`
 * are filled in; `{args.x}` is a word known only at run time. A target run by an executor in a folder of the
 * workspace (`./tools/executors:deploy`) is code seamc does not read: opaque; a package's executor is installed
 * code, as elsewhere (docs/matching.md). Vendor-free.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { readRegular, writtenFirst } from './file-text.js';
import { record } from './json-task-files.js';
import { RUN_TIME } from './just-file.js';
import type { PathContext } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { quote } from './shell/render.js';
import { FILE_WRITERS } from './workspaces.js';

type Json = Record<string, unknown>;
const MAX_DIRS = 20000;
const MAX_DEPTH = 32;
const RUN_COMMANDS = /^(?:nx|@nx\/workspace|@nrwl\/workspace):run-commands$/;
const RUN_SCRIPT = /^(?:nx|@nx\/workspace|@nrwl\/workspace):run-script$/;
/** the files that say what nx runs: a line that writes one changes the targets */
const NX_FILES = new Set(['nx.json', 'project.json', 'package.json', '.gitignore', '.nxignore']);

const strs = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function parsed(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
  } catch {
    return undefined;
  }
}

interface Project {
  readonly dir: string;
  readonly name: string;
  readonly targets: Json;
}

/** The files of the walk as the line leaves them: written text, the file on disk, or `unknown`. */
type Text = (abs: string) => string | undefined | 'unknown';

/** Every project below `root` (project.json, package.json `nx.targets`); undefined past the folder limit. */
function projects(root: string, text: Text, written: (abs: string) => boolean, ignored: ReadonlySet<string>, extra: readonly string[]): Project[] | 'unknown' | undefined {
  const out: Project[] = [];
  let dirs = 0;
  let unknown = false;
  const add = (dir: string, files: ReadonlySet<string> | undefined): void => {
    const read = (f: string): string | undefined | 'unknown' => (files === undefined || files.has(f) || written(join(dir, f)) ? text(join(dir, f)) : undefined);
    const pj = read('project.json');
    const pkg = read('package.json');
    if (pj === 'unknown' || pkg === 'unknown') unknown = true;
    const p = parsed(pj === 'unknown' ? undefined : pj);
    // a package.json is a project of nx's own targets only with an `nx` key (its scripts: workspaces.ts)
    const m = typeof pkg === 'string' && pkg.includes('"nx"') ? parsed(pkg) : undefined;
    const name = (v: unknown): string => (typeof v === 'string' ? v : basename(dir));
    if (p !== undefined) out.push({ dir, name: name(p.name), targets: record(p.targets) });
    const nx = record(m?.nx);
    if (nx.targets !== undefined) out.push({ dir, name: name(nx.name ?? m?.name), targets: record(nx.targets) });
  };
  const walk = (dir: string, depth: number): boolean => {
    if (++dirs > MAX_DIRS || depth > MAX_DEPTH) return false;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return true;
    }
    add(dir, new Set(entries.filter((e) => !e.isDirectory()).map((e) => e.name)));
    const names = entries.filter((e) => e.isDirectory() && e.name !== 'node_modules' && e.name !== '.git').map((e) => e.name);
    return names.every((n) => ignored.has(relative(root, join(dir, n)).split(sep).join('/')) || ignored.has(n) || walk(join(dir, n), depth + 1));
  };
  if (!walk(root, 0)) return undefined;
  for (const d of extra) if (!out.some((p) => p.dir === d)) add(d, undefined);
  return unknown ? 'unknown' : out;
}

/** .gitignore's plain entries (no glob, no negation): folders nx's walker leaves out; a pattern is not followed */
function gitignored(text: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const raw of (text ?? '').split('\n')) {
    const l = raw.trim().replace(/\/+$/, '');
    if (l === '' || l.startsWith('#') || l.startsWith('!') || /[*?[\]\\]/.test(l)) continue;
    // `/dist` is the root's dist; `dist` any folder named so; `a/b` (a slash inside) is anchored to the root
    out.add(l.replace(/^\//, ''));
  }
  return out;
}

/** The shell lines one target runs, with the folder each runs in, after its dependsOn. */
function targetLines(t: Json, p: Project, root: string, words: readonly string[], out: { line: string; cwd: string }[], opaque: (why: string) => void): void {
  const fill = (s: string): string =>
    s
      .replace(/\{workspaceRoot\}/g, root)
      .replace(/\{projectRoot\}/g, relative(root, p.dir) || '.')
      .replace(/\{projectName\}/g, p.name)
      .replace(/\{args(?:\.[^}]*)?\}/g, RUN_TIME);
  const executor = typeof t.executor === 'string' ? t.executor : undefined;
  const configs = [record(t.options), ...Object.values(record(t.configurations)).map(record)];
  if (typeof t.command === 'string' || (executor !== undefined && RUN_COMMANDS.test(executor))) {
    const o = record(t.options);
    const cwd = typeof o.cwd === 'string' ? resolve(root, fill(o.cwd)) : root;
    const tail = [...strs(o.args).map(fill), ...words.map(quote)].join(' ');
    const cmds = [...strs(t.command), ...configs.flatMap((c) => [...strs(c.command), ...(Array.isArray(c.commands) ? c.commands : []).flatMap((x) => strs(typeof x === 'string' ? x : record(x).command))])];
    for (const c of cmds) out.push({ line: tail === '' ? fill(c) : `${fill(c)} ${tail}`, cwd });
  } else if (executor !== undefined && RUN_SCRIPT.test(executor)) {
    for (const s of configs.flatMap((c) => strs(c.script))) out.push({ line: `npm run ${quote(s)}${words.length > 0 ? ` -- ${words.map(quote).join(' ')}` : ''}`, cwd: p.dir });
  } else if (executor !== undefined && /^[./]/.test(executor)) opaque(`a target run by an nx executor of the workspace (${executor})`);
}

/** The names a target's dependsOn runs first (`^build` is the projects it depends on: every project, here). */
const dependsOn = (t: Json): string[] => (Array.isArray(t.dependsOn) ? t.dependsOn : []).flatMap((d) => (typeof d === 'string' ? [d.replace(/^\^/, '')] : strs(record(d).target)));

export function nxRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, seen: Seen, emit: (line: string, ctx: PathContext, where: string) => void): void {
  const start = run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
  const written = new Map<string, string | 'unknown'>();
  for (const w of a.writes) {
    if (w.op === 'read' || w.op === 'delete') continue;
    for (const v of viewPaths(w.path, ctx, true)) {
      if (NX_FILES.has(basename(v.abs))) {
        const got = writtenFirst(v.abs, a.writes, ctx);
        if (got !== undefined) written.set(v.abs, typeof got === 'string' ? got : 'unknown');
      } else if (w.op === 'write' && !FILE_WRITERS.has(w.via) && statSync(v.abs, { throwIfNoEntry: false })?.isFile() !== true) {
        // a write that may make a folder (not one to a file that is there: `git checkout -- src/main.ts`)
        written.set(`${v.abs}${sep}`, 'unknown');
      }
    }
  }
  const text: Text = (abs) => {
    const w = written.get(abs);
    if (w !== undefined) return w;
    const buf = readRegular(abs, 1024 * 1024);
    return typeof buf === 'object' ? buf.toString('utf8') : undefined;
  };
  let root = start;
  for (let dir = start, up = 0; up < 32; up++, dir = dirname(dir)) {
    if (text(join(dir, 'nx.json')) !== undefined) {
      root = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  // a folder the line may bring in whole under the root (`git clone URL apps/x`) may hold a project.json
  for (const [k, v] of written) {
    if (v === 'unknown' && k.startsWith(`${root}${sep}`)) {
      seen.opaque ??= `a line that changes what nx's projects run (${relative(root, k) || '.'}), in a way seamc cannot see, and runs nx`;
      return;
    }
  }
  const nxJson = text(join(root, 'nx.json'));
  const ign = text(join(root, '.gitignore'));
  const extra = [...written.keys()].filter((k) => /[\\/](?:project|package)\.json$/.test(k) && k.startsWith(`${root}${sep}`)).map(dirname);
  const all = projects(root, text, (abs) => written.has(abs), gitignored(ign === 'unknown' ? undefined : ign), extra);
  if (all === undefined) {
    seen.blind ??= `a line that runs nx in a workspace of more folders than seamc reads (${MAX_DIRS})`;
    return;
  }
  if (all === 'unknown' || nxJson === 'unknown') {
    seen.opaque ??= "a line that changes what nx's projects run, in a way seamc cannot see, and runs nx";
    return;
  }
  const nx = parsed(nxJson);
  const defaults = record(nx?.targetDefaults);
  const opaque = (why: string): void => {
    seen.opaque ??= `a line that runs ${why}`;
  };
  const names = run.names ?? [];
  const lines: { line: string; cwd: string; where: string }[] = [];
  const done = new Set<string>();
  const visit = (name: string, depth: number): void => {
    if (done.has(name) || depth > 16) return;
    done.add(name);
    const every = name === '*';
    for (const p of all) {
      for (const [tn, tv] of Object.entries(p.targets)) {
        if (!every && tn !== name) continue;
        const t = record(tv);
        // the dependsOn of targetDefaults for the same name: the loop below
        for (const d of dependsOn(t)) visit(d, depth + 1);
        const out: { line: string; cwd: string }[] = [];
        targetLines(t, p, root, depth === 0 ? run.args : [], out, opaque);
        const where = `the nx target ${p.name}:${tn} (${relative(root, p.dir) || '.'})`;
        for (const o of out) lines.push({ ...o, where });
      }
    }
    // targetDefaults give a target name its command in every project that declares it, or infers it
    for (const [tn, tv] of Object.entries(defaults)) {
      if (!every && tn !== name) continue;
      for (const d of dependsOn(record(tv))) visit(d, depth + 1);
      const out: { line: string; cwd: string }[] = [];
      targetLines(record(tv), { dir: root, name: tn, targets: {} }, root, depth === 0 ? run.args : [], out, opaque);
      for (const o of out) lines.push({ ...o, where: `nx.json's targetDefaults.${tn}` });
    }
  };
  for (const n of names) visit(n, 0);
  // a release runs nx.json's pre-version commands first (its own and each release group's)
  if (names.includes('nx-release-publish') || names.includes('*')) {
    const rel = record(nx?.release);
    const pre = [...strs(record(rel.version).preVersionCommand), ...Object.values(record(rel.groups)).flatMap((g) => strs(record(record(g).version).groupPreVersionCommand))];
    for (const c of pre) lines.unshift({ line: c, cwd: root, where: "nx.json's release pre-version command" });
  }
  for (const l of lines) emit(l.line, { ...ctx, cwd: l.cwd }, l.where);
}
