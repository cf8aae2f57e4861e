/**
 * Code a shell call runs from files (shell/runs.ts names them): read at the call and judged like lines of the call
 * itself. `sh deploy.sh`, `./deploy.sh`, `source env.sh`: the script; `npm run release`, `npm install`: the
 * package.json scripts they run; `git pf`: the alias from git's configuration files; `make reset`: the makefile's
 * recipes for that goal and its prerequisites; `git commit`: the hooks git runs for it. A file the same line writes
 * first is judged by what it writes; when that is unknown, a security rule refuses the line (code it does not show).
 * Bounded: eight levels of files within files, 256 files and 2 MB per call (file-text.ts). Vendor-free; bundled into every hook runtime.
 */
import { statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { absWrites, type Budget, MAX_DEPTH, readText, runWrites, writtenFirst } from './file-text.js';
import type { Aliases } from './git-config.js';
import { gitAliases } from './git-config.js';
import type { BranchState } from './git-push.js';
import { pushesOf, stateAfter, UNKNOWN, withConfig } from './git-push.js';
import { gitVerb, gitWrites, TREE_WRITERS } from './git-writes.js';
import { makeRecipes, makeTargets } from './makefile.js';
import { taskRun } from './task-files.js';
import { packageRun } from './package-scripts.js';
import { pmRun } from './pm-files.js';
import { envFileRun } from './env-files.js';
import { toolConfigRun } from './tool-config-files.js';
import { buildRun } from './build-files.js';
import { workspaceRuns } from './workspaces.js';
import type { PathContext } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import type { CodeEffect } from './shell/code-files.js';
import { codeFiles } from './shell/code-files.js';
import { effectLines } from './shell/code-modes.js';
import { localImports } from './shell/code-imports.js';
import { inlineCode } from './shell/inline.js';
import { GIT_NETWORK_KEY, GIT_PUSH_KEY, pushUsesConfig } from './shell/sessions.js';
import { AWKS, interpreter, OTHER_LANGUAGE, SHELLS } from './shell/programs.js';
import { quote } from './shell/render.js';

export type { Budget } from './file-text.js';
export { newBudget } from './file-text.js';

export interface Seen {
  unreadable?: string;
  opaque?: string;
  unknownFile?: boolean;
  /** code in a file that seamc could not read (a syntax error, past the budget): refused like an unreadable line, at any depth */
  blind?: string;
}

/**
 * Judges one line as part of the call (or the files a script's interpreter code touches): its actions are added,
 * marked as found in `from`; what it cannot read is returned.
 */
export type Judge = (line: string | readonly CodeEffect[], ctx: PathContext, budget: Budget, from: string, args?: readonly string[]) => Seen;

/**
 * How a script run by its path runs: its first line names the interpreter (none: the shell runs it). 'sh' for POSIX
 * shell code, an interpreter's language family (inline.ts reads its process calls), undefined for anything else.
 */
function runsAs(text: string): string | undefined {
  if (!text.startsWith('#!')) return 'sh';
  const words = (text.slice(2).split('\n')[0] ?? '').trim().split(/\s+/);
  let prog = (words[0] ?? '').replace(/^.*\//, '');
  if (prog === 'env') prog = (words.slice(1).find((w) => !w.startsWith('-') && !w.includes('=')) ?? '').replace(/^.*\//, '');
  if ((SHELLS.has(prog) && !OTHER_LANGUAGE.has(prog)) || prog === 'busybox') return 'sh';
  return AWKS.has(prog) ? 'awk' : interpreter(prog);
}

/**
 * What judging a file's code adds to the call. The file is judged as written: what it leaves to run time (a program
 * in a variable, a path it computes) is not refused, since most real scripts do that (docs/matching.md); code
 * seamc cannot read at all is, since a shell runs a script up to its first syntax error.
 */
function judged(into: Seen, judge: Judge, line: string | readonly CodeEffect[], ctx: PathContext, budget: Budget, where: string, args?: readonly string[]): void {
  const s = judge(line, ctx, budget, where, args);
  if (s.unreadable !== undefined) into.blind ??= `a line that runs ${where}, which seamc cannot read (${s.unreadable})`;
  if (s.blind !== undefined) into.blind ??= s.blind;
}

/** A file as a message names it: repository-relative inside the repository. */
function shown(abs: string, ctx: PathContext): string {
  return viewPaths(abs, ctx, true)[0]?.rel ?? abs;
}

/** The folder a package tool, git or make starts in: its `-C` / `--prefix` folder, else the call's. */
function startDir(run: ScriptRun, ctx: PathContext): string {
  return run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
}

function cwdOf(run: ScriptRun, ctx: PathContext): PathContext {
  if (run.dir === undefined) return ctx;
  const d = expandPath(run.dir, ctx);
  return /[$`\0]/.test(d) ? ctx : { ...ctx, cwd: isAbsolute(d) ? d : resolve(ctx.cwd, d) };
}

function fileRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, judge: Judge, seen: Seen): void {
  const raw = expandPath(run.path, ctx);
  if (/[$`\0]/.test(raw)) {
    if (run.kind === 'shell') seen.opaque ??= `a line that runs a script it names only at run time (\`${run.path.slice(0, 80)}\`)`;
    return;
  }
  const view = viewPaths(run.path, ctx, true)[0];
  if (view === undefined || view.dir) return;
  const first = writtenFirst(view.abs, a.writes, ctx);
  if (first !== undefined && typeof first !== 'string') {
    seen.opaque ??= `a line that runs \`${run.path.slice(0, 80)}\` after writing what seamc cannot see into it`;
    return;
  }
  // what the line writes into the file, and what is there now: the line may run it before it writes it
  // (`sh x.sh; echo ok > x.sh` runs the x.sh on disk)
  const read = readText(view.abs, budget);
  if ('opaque' in read) seen.blind ??= read.opaque;
  if (first !== undefined) fileCode(run, first, view.abs, view.rel, a, ctx, budget, judge, seen, 'w');
  if ('text' in read && read.text !== first) fileCode(run, read.text, view.abs, view.rel, a, ctx, budget, judge, seen, '');
}

/** Judges one text of a file a line runs (what it writes there, or what is there). */
function fileCode(run: ScriptRun, text: string, abs: string, rel: string | undefined, a: ShellAnalysis, ctx: PathContext, budget: Budget, judge: Judge, seen: Seen, mark: string): void {
  const read = { text };
  const lang = run.kind === 'code' ? run.lang : run.kind === 'exec' ? runsAs(read.text) : 'sh';
  const key = `f${mark}:${abs}\0${run.args.join('\0')}`;
  if (lang === undefined || budget.seen.has(key)) return;
  budget.seen.add(key);
  const where = rel ?? abs;
  // statements a database client runs from a file: judged as that client given them on its line
  if (lang === 'sql') return judged(seen, judge, `${quote(run.args[0] ?? 'psql')} ${quote(read.text)}`, ctx, budget, where);
  // a shell script sees the call's words after it as $1 ... (`sh cat.sh .env` reads .env)
  if (lang === 'sh') return judged(seen, judge, read.text, ctx, budget, where, run.args);
  // interpreter code: the commands it starts, as written (what it makes at run time is passed over, as in a script)
  const found = inlineCode(lang, read.text, true, run.args);
  for (const line of found.lines) judged(seen, judge, line, ctx, budget, where);
  for (const argv of found.argvs) judged(seen, judge, argv.map(quote).join(' '), ctx, budget, where);
  const touched = codeFiles(lang, read.text, where, false, run.args);
  if (touched.length > 0) judged(seen, judge, touched, ctx, budget, where);
  for (const line of effectLines(touched)) judged(seen, judge, line, ctx, budget, where);
  // the project's modules it loads run too (code-imports.ts): each read and judged as code of the call, once
  const here = dirname(abs);
  const start = run.top !== undefined ? resolve(ctx.cwd, run.top) : here;
  const libs = (run.libs ?? []).map((l) => resolve(ctx.cwd, expandPath(l, ctx)));
  for (const m of localImports(lang, read.text)) {
    const bases = m.from === 'file' ? [here] : m.from === 'top' ? [start, ...libs] : m.from === 'lib' ? libs : [ctx.cwd];
    for (const base of bases) fileRun({ kind: 'code', lang, path: resolve(base, m.path), args: run.args, top: start, ...(run.libs ? { libs: run.libs } : {}) }, a, ctx, budget, judge, seen);
  }
}

function gitRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, judge: Judge, seen: Seen): void {
  const start = startDir(run, ctx);
  const found = gitAliases(start, ctx, budget, (abs) => writtenFirst(abs, a.writes, ctx) !== undefined);
  if (found.changed !== undefined || found.blind !== undefined) {
    if (found.changed !== undefined) seen.opaque ??= found.changed;
    if (found.blind !== undefined) seen.blind ??= found.blind;
    return;
  }
  const names = run.names?.includes('*') ? [...found.aliases.keys()] : (run.names ?? []);
  for (const n of names) {
    const values = found.aliases.get(n.toLowerCase());
    if (values === undefined || budget.seen.has(`g:${n}`)) continue;
    budget.seen.add(`g:${n}`);
    const args = run.args.map(quote).join(' ');
    for (const v of values) {
      // a `!` alias is a shell command run from the top of the working tree, the others are git's own arguments
      const line = v.startsWith('!') ? `${v.slice(1)} ${args}` : `git ${v} ${args}`;
      judged(seen, judge, line, v.startsWith('!') && found.top !== undefined ? { ...ctx, cwd: found.top } : { ...ctx, cwd: start }, budget, `the git alias \`${n}\``);
    }
  }
}

/** The hooks a git command runs: executable files of the hooks folder, run from the top of the working tree. */
function githookRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, judge: Judge, seen: Seen, branches: Map<string, BranchState>): void {
  const start = startDir(run, ctx);
  const found = gitAliases(start, ctx, budget, (abs) => writtenFirst(abs, a.writes, ctx) !== undefined);
  if (found.blind !== undefined) seen.blind ??= found.blind;
  if (found.changed !== undefined) seen.opaque ??= found.changed.replace('may be an alias', 'runs hooks');
  const hctx = { ...ctx, cwd: found.top ?? start };
  // settings whose value git runs as a command (`core.pager`, `diff.external`, `filter.x.clean`): those of a remote
  // only for a command that reaches one
  const sub = run.args[0] ?? '';
  for (const [key, cmd, file] of found.commands ?? []) {
    if ((GIT_NETWORK_KEY.test(key) && !NETWORK.has(sub)) || (GIT_PUSH_KEY.test(key) && !pushUsesConfig(run.args.slice(1), key, sub)) || budget.seen.has(`gc:${key}=${cmd}`)) continue;
    budget.seen.add(`gc:${key}=${cmd}`);
    judged(seen, judge, cmd, hctx, budget, `${key} of ${shown(file, ctx)}`);
  }
  treeWrites(run, start, seen, judge, ctx, budget);
  if (/^(?:push|checkout|switch|branch|send-pack|http-push)$/.test(sub)) pushRun(run, found, start, hctx, budget, judge, seen, branches);
  if (found.hooks === undefined) return;
  for (const name of run.names ?? []) {
    const abs = resolve(found.hooks, name);
    // git runs a hook only when it is executable; one the same line writes is judged by what it writes
    const st = statSync(abs, { throwIfNoEntry: false });
    if (writtenFirst(abs, a.writes, ctx) === undefined && (st === undefined || !st.isFile() || (process.platform !== 'win32' && (st.mode & 0o111) === 0))) continue;
    fileRun({ kind: 'exec', path: abs, args: [] }, a, hctx, budget, judge, seen);
  }
}

/**
 * What a push updates that its words leave to git (git-push.ts: `git push` on main pushes main), judged as the line
 * that names it; a checkout, switch or branch rename moves the branch the line's later pushes start from.
 */
function pushRun(run: ScriptRun, found: Aliases, start: string, ctx: PathContext, budget: Budget, judge: Judge, seen: Seen, branches: Map<string, BranchState>): void {
  const key = found.gitDir ?? start;
  const state = stateAfter(run.args, branches.get(key), found, start, budget);
  branches.set(key, state);
  // the plumbing under git push updates the refs it names the same way (`git send-pack --force URL main`)
  if (run.args[0] === 'send-pack' || run.args[0] === 'http-push') {
    const words = run.args.includes(UNKNOWN) ? '"$ARGS"' : run.args.slice(1).map(quote).join(' ');
    return judged(seen, judge, `git push ${words}`, ctx, budget, `as a git push: git ${run.args[0]} is the push under it`);
  }
  if (run.args[0] !== 'push') return;
  const settings = withConfig(found.settings, run.config);
  const push = pushesOf(run.args.slice(1), settings === undefined ? UNKNOWN : state.cur, { ...found, settings: settings ?? new Map() }, budget);
  if (push?.tooMany === true) seen.blind ??= `a push of more branches than seamc reads (${push.why})`;
  for (const line of push?.lines ?? []) judged(seen, judge, line, ctx, budget, `as \`${line}\`: it pushes ${push?.why}`);
}

/** The files a git command rewrites in the work tree without naming them (git-writes.ts), judged as writes of the call. */
function treeWrites(run: ScriptRun, cwd: string, seen: Seen, judge: Judge, ctx: PathContext, budget: Budget): void {
  const [sub = '', ...rest] = run.args;
  if (!TREE_WRITERS.has(sub)) return;
  // a revision known only at run time, or a git that cannot be asked (then the command cannot run either): passed over
  if (rest.includes('\0') && sub !== 'update-index') return;
  const found = gitWrites(sub, rest, cwd);
  if ('unknown' in found) return;
  const line = `git ${[sub, ...rest].join(' ')}`.slice(0, 80);
  if (found.length > 0) judged(seen, judge, found.map((f) => ({ path: f.path, op: f.op, via: `git ${sub}` })), ctx, budget, `among the files \`${line}\` ${gitVerb(sub, rest)}`);
}

/** git commands that reach a remote, and so run its ssh command, proxy and credential helper */
const NETWORK = new Set(['fetch', 'pull', 'push', 'clone', 'ls-remote', 'remote', 'submodule', 'archive', 'send-pack', 'fetch-pack', 'request-pull', 'maintenance', 'gc']);

const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];

function makeRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, judge: Judge, seen: Seen): void {
  const dir = startDir(run, ctx);
  for (const name of run.file !== undefined ? [run.file] : MAKEFILES) {
    const abs = resolve(dir, expandPath(name, ctx));
    if (writtenFirst(abs, a.writes, ctx) !== undefined) {
      seen.opaque ??= `a line that changes ${abs} and runs make`;
      return;
    }
    const read = readText(abs, budget);
    if ('opaque' in read) seen.blind ??= read.opaque;
    if (!('text' in read)) continue;
    if (budget.seen.has(`m:${abs}:${(run.names ?? []).join(' ')}`)) return;
    budget.seen.add(`m:${abs}:${(run.names ?? []).join(' ')}`);
    const overrides = new Map(run.args.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
    const goals = run.names?.includes('*') ? [...makeTargets(read.text)] : (run.names ?? []);
    const mctx = { ...ctx, cwd: dir };
    for (const line of makeRecipes(read.text, goals, overrides)) judged(seen, judge, line, mctx, budget, `a recipe of ${shown(abs, ctx)}`);
    return;
  }
}

/** A file of variables the line's program loads (`node --env-file=F`): named at run time, refused; else env-files.ts. */
function envRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: (line: string, c: PathContext, where: string) => void): void {
  const raw = expandPath(run.path, ctx);
  if (/[$`\0]/.test(raw)) seen.opaque ??= `a line that runs ${run.lang ?? 'node'} with a file of variables it names only at run time`;
  else envFileRun(resolve(ctx.cwd, raw), run.lang ?? 'node', a, ctx, budget, seen, emit);
}

/** Judges the code `a`'s line runs from files, adding its actions through `judge`. */
export function scriptRuns(a: ShellAnalysis, ctx: PathContext, budget: Budget, outerJudge: Judge): Seen {
  const seen: Seen = {};
  if (a.runs.length === 0) return seen;
  if (budget.depth >= MAX_DEPTH) return { blind: 'a line that runs code from files nested deeper than seamc reads' };
  budget.depth++;
  const branches = new Map<string, BranchState>();
  // code run from a file finds what this line wrote before it (Budget.outer)
  const outer = budget.outer;
  const mine = a.writes.length > 0 ? absWrites(a.writes, ctx) : [];
  const judge: Judge = (line, c, b, from, args) => {
    const keep = b.outer;
    b.outer = mine.length > 0 ? [...(outer ?? []), ...mine] : outer;
    try {
      return outerJudge(line, c, b, from, args);
    } finally {
      b.outer = keep;
    }
  };
  const emit = (line: string, c: PathContext, where: string): void => judged(seen, judge, line, c, budget, where);
  const views = new Map<string, ShellAnalysis>();
  const fixed = (c: PathContext): ShellAnalysis => views.get(c.cwd) ?? (views.set(c.cwd, runWrites(a, ctx, c, mine, outer)).get(c.cwd) as ShellAnalysis);
  try {
    for (const run of a.runs) {
      const rctx = cwdOf(run, ctx);
      const w = fixed(rctx);
      if (run.kind === 'shell' || run.kind === 'exec' || run.kind === 'code') fileRun(run, w, rctx, budget, judge, seen);
      else if (run.kind === 'package') for (const r of workspaceRuns(run, w, rctx, budget, seen)) packageRun(r, w, rctx, budget, seen, emit, (f, c) => fileRun(f, w, c, budget, judge, seen));
      else if (run.kind === 'conf') toolConfigRun(run, w, rctx, budget, seen, emit, (f, c) => fileRun(f, w, c, budget, judge, seen));
      else if (run.kind === 'build') buildRun(run, w, rctx, budget, seen, emit, (f, c) => fileRun(f, w, c, budget, judge, seen));
      else if (run.kind === 'env') envRun(run, w, rctx, budget, seen, emit);
      else if (run.kind === 'pm') pmRun(run, w, rctx, budget, seen, emit, (f, c) => fileRun(f, w, c, budget, judge, seen));
      else if (run.kind === 'git') gitRun(run, w, rctx, budget, judge, seen);
      else if (run.kind === 'githook') githookRun(run, w, rctx, budget, judge, seen, branches);
      else if (run.kind === 'task') taskRun(run, w, rctx, budget, seen, emit);
      else makeRun(run, w, rctx, budget, judge, seen);
    }
  } finally {
    budget.depth--;
  }
  return seen;
}
