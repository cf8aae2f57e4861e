/**
 * The commands a task runner's file gives the tasks a line runs (shell/task-runs.ts names them), judged as lines of
 * the call in the file's folder: just's recipes (dependencies first, and the backticks and `shell()` calls of its
 * assignments, which run when it loads), go-task's `cmds` (its `deps`, `task:` calls, `defer:`, and the `sh:` of
 * dynamic variables), lefthook's `run:` of the hook, pre-commit's local hooks and tox's commands (py-task-files.ts).
 * A value made at run time (`{{.VAR}}`, `{{arg}}` with no argument given) is a word known only at run time. What seamc cannot follow is opaque: a recipe in another language (a
 * shebang, `[script(...)]`, `set shell` to a program that is no shell), a file it pulls in (just's `import`/`mod`,
 * go-task's `includes`, lefthook's `extends`/`remotes`/`scripts`), YAML this reader does not follow. Vendor-free.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Budget } from './file-text.js';
import { readText, writtenFirst } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { justLines, RUN_TIME } from './just-file.js';
import { lintStagedLines, miseLines, nodemonLines } from './config-task-files.js';
import { codeTaskLines, procfileLines, tomlTaskLines } from './toml-task-files.js';
import { GH_CONFIGS } from './shell/config-runs.js';
import { quote } from './shell/render.js';
import { composerLines, denoLines } from './json-task-files.js';
import { invokeLines, noxLines, preCommitLines, toxLines } from './py-task-files.js';
import { nxRun } from './nx-targets.js';
import { child, readYaml, strings, type YNode } from './yaml-lite.js';

export interface Found {
  readonly lines: readonly string[];
  readonly opaque?: string;
}

const FILES: Readonly<Record<string, readonly string[]>> = {
  // an unset variable leaves a name that is no file
  gh: GH_CONFIGS,
  just: ['justfile', 'Justfile', '.justfile', 'JUSTFILE'],
  task: ['Taskfile.yml', 'taskfile.yml', 'Taskfile.yaml', 'taskfile.yaml', 'Taskfile.dist.yml', 'taskfile.dist.yml', 'Taskfile.dist.yaml', 'taskfile.dist.yaml'],
  'pre-commit': ['.pre-commit-config.yaml', '.pre-commit-config.yml'],
  tox: ['tox.ini'],
  deno: ['deno.json', 'deno.jsonc'],
  composer: ['composer.json'],
  invoke: ['tasks.py'],
  nox: ['noxfile.py'],
  pdm: ['pyproject.toml'],
  poe: ['pyproject.toml', 'poe_tasks.toml'],
  rye: ['pyproject.toml'],
  hatch: ['hatch.toml', 'pyproject.toml'],
  pipenv: ['Pipfile'],
  'cargo-make': ['Makefile.toml'],
  procfile: ['Procfile'],
  rake: ['Rakefile', 'rakefile', 'Rakefile.rb', 'rakefile.rb'],
  gulp: ['gulpfile.js', 'gulpfile.mjs', 'gulpfile.cjs', 'gulpfile.ts', 'gulpfile.babel.js'],
  grunt: ['Gruntfile.js', 'gruntfile.js', 'Gruntfile.cjs'],
  jake: ['Jakefile', 'Jakefile.js', 'jakefile.js'],
  mise: ['mise.toml', '.mise.toml', 'mise.local.toml', '.mise.local.toml', '.config/mise.toml', '.config/mise/config.toml', 'mise/config.toml', '.mise/config.toml'],
  nodemon: ['nodemon.json', 'package.json'],
  'lint-staged': ['.lintstagedrc', '.lintstagedrc.json', '.lintstagedrc.yaml', '.lintstagedrc.yml', '.lintstagedrc.mjs', '.lintstagedrc.cjs', '.lintstagedrc.js', 'lint-staged.config.js', 'lint-staged.config.mjs', 'lint-staged.config.cjs', 'package.json'],
  lefthook: ['lefthook.yml', '.lefthook.yml', 'lefthook.yaml', '.lefthook.yaml', '.config/lefthook.yml', 'lefthook-local.yml', '.lefthook-local.yml'],
};

/** what a runner's file holds, as a message names it */
const WHERE: Readonly<Record<string, string>> = { gh: 'an alias', just: 'a recipe', composer: 'a script', tox: 'a tox command', nox: 'a session', lefthook: 'a hook command', 'pre-commit': 'a hook command', nodemon: 'a command', 'lint-staged': 'a command', procfile: 'a process', pdm: 'a script', rye: 'a script', hatch: 'a script', pipenv: 'a script', rake: 'the code', gulp: 'the code', grunt: 'the code', jake: 'the code' };
const TOML_TOOLS = new Set(['pdm', 'poe', 'rye', 'hatch', 'pipenv', 'cargo-make']);
const MISE_TASK_DIRS = ['.mise/tasks', 'mise-tasks', '.mise-tasks', '.config/mise/tasks', 'mise/tasks'];

const templated = (s: string): string => s.replace(/\{\{[^}]*\}\}/g, RUN_TIME);

/** go-task: a task's commands (deps and `task:` calls first), the `sh:` of every dynamic variable */
function taskfile(text: string, names: readonly string[]): Found {
  const doc = readYaml(text);
  const tasks = child(doc.root, 'tasks');
  const lines: string[] = [];
  let opaque = doc.unread !== undefined ? `a Taskfile with ${doc.unread}` : undefined;
  if (child(doc.root, 'includes') !== undefined) opaque ??= 'a Taskfile that includes other Taskfiles';
  // dynamic variables (`sh:`) anywhere in the file: go-task runs them to resolve the variables
  const shOf = (n: YNode | undefined): void => {
    if (n instanceof Map) for (const [k, v] of n) k === 'sh' ? lines.push(...strings(v).map(templated)) : shOf(v);
    else if (Array.isArray(n)) n.forEach(shOf);
  };
  shOf(doc.root);
  const seen = new Set<string>();
  const run = (name: string, depth: number): void => {
    if (seen.has(name) || depth > 16) return;
    seen.add(name);
    const t = tasks instanceof Map ? tasks.get(name) : undefined;
    if (t === undefined) return;
    if (typeof t === 'string' || Array.isArray(t)) return void strings(t).forEach((c) => lines.push(templated(c)));
    for (const d of Array.isArray(t.get('deps')) ? (t.get('deps') as YNode[]) : []) run(typeof d === 'string' ? d : strings(child(d, 'task'))[0] ?? '', depth + 1);
    // what decides whether the task runs: its status checks and preconditions are commands too
    for (const c of [...strings(t.get('status')), ...strings(t.get('preconditions'))]) lines.push(templated(c));
    const cmds = t.get('cmds') ?? t.get('cmd');
    for (const c of Array.isArray(cmds) ? cmds : cmds === undefined ? [] : [cmds]) {
      if (typeof c === 'string') lines.push(templated(c));
      else if (c instanceof Map) {
        lines.push(...strings(c.get('cmd')).map(templated), ...strings(c.get('defer')).map(templated), ...strings(child(c.get('defer'), 'cmd')).map(templated));
        const sub = strings(c.get('task'))[0] ?? strings(child(c.get('defer'), 'task'))[0];
        if (sub !== undefined) run(sub, depth + 1);
      }
    }
  };
  const want = names.includes('*') ? (tasks instanceof Map ? [...tasks.keys()] : []) : names.length > 0 ? names : ['default'];
  for (const n of want) run(n, 0);
  return opaque !== undefined ? { lines, opaque } : { lines };
}

/** lefthook: every `run:` under the hook (its commands and jobs, nested groups too) */
function lefthookFile(text: string, names: readonly string[]): Found {
  const doc = readYaml(text);
  let opaque = doc.unread !== undefined ? `a lefthook config with ${doc.unread}` : undefined;
  if (child(doc.root, 'extends') !== undefined || child(doc.root, 'remotes') !== undefined) opaque ??= 'a lefthook config that pulls in other configs';
  const lines: string[] = [];
  const runs = (n: YNode | undefined): void => {
    if (n instanceof Map) {
      for (const [k, v] of n) {
        if (k === 'run') lines.push(...strings(v).map((c) => templated(c)));
        else if (k === 'scripts' || k === 'script') opaque ??= 'a lefthook hook that runs script files seamc does not read';
        else runs(v);
      }
    } else if (Array.isArray(n)) n.forEach(runs);
  };
  const hooks = names.includes('*') && doc.root instanceof Map ? [...doc.root.keys()] : names;
  for (const h of hooks) runs(child(doc.root, h));
  return opaque !== undefined ? { lines, opaque } : { lines };
}

export function taskLines(tool: string, text: string, names: readonly string[], args: readonly string[], file = '', data = '~/.local/share'): Found {
  if (tool === 'gh') return ghLines(text, names, args, data);
  if (tool === 'just') return justLines(text, names, args);
  if (tool === 'mise') return miseLines(text, names);
  if (TOML_TOOLS.has(tool)) return tomlTaskLines(tool, text, names, file);
  if (tool === 'procfile') return procfileLines(text, names);
  if (tool === 'rake' || tool === 'gulp' || tool === 'grunt' || tool === 'jake') return codeTaskLines(tool, file, text);
  if (tool === 'nodemon') return nodemonLines(text, file);
  if (tool === 'lint-staged') return lintStagedLines(text, file);
  if (tool === 'pre-commit') return preCommitLines(text, names);
  if (tool === 'tox') return toxLines(text, names);
  if (tool === 'deno') return denoLines(text, names, args);
  if (tool === 'composer') return composerLines(text, names, args);
  if (tool === 'invoke') return invokeLines(text, names);
  if (tool === 'nox') return noxLines(text, names);
  return tool === 'task' ? taskfile(text, names) : lefthookFile(text, names);
}

/**
 * `gh NAME ARGS` where NAME is no command of gh's: the alias of gh's config.yml (one starting with `!` is a shell
 * command, ARGS after it; another is gh's own words), and an installed extension's program, which a local extension
 * keeps as a script (`$XDG_DATA_HOME/gh/extensions/gh-NAME/gh-NAME`).
 */
function ghLines(text: string, names: readonly string[], args: readonly string[], data: string): Found {
  const aliases = child(readYaml(text).root, 'aliases');
  const rest = args.map(quote).join(' ');
  const lines: string[] = [];
  for (const n of names) {
    const v = aliases instanceof Map ? (n === '*' ? [...aliases.values()] : [aliases.get(n)]) : [];
    for (const x of v) if (typeof x === 'string') lines.push(x.startsWith('!') ? `${x.slice(1)} ${rest}` : `gh ${x} ${rest}`);
    if (n !== '*') lines.push(`${quote(`${data}/gh/extensions/gh-${n}/gh-${n}`).replace(/^'~\//, "~/'")} ${rest}`);
  }
  return { lines };
}

/** Finds the runner's file (its `-f` file, else its names in the folder the line starts it in and the folders above) and judges what the tasks run. */
export function taskRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: (line: string, ctx: PathContext, where: string) => void): void {
  const tool = run.lang ?? '';
  if (tool === 'nx') return nxRun(run, a, ctx, seen, emit);
  const start = run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
  let done = false;
  for (let dir = start, up = 0; up < 32; up++, dir = dirname(dir)) {
    for (const name of run.file !== undefined ? [run.file] : (FILES[tool] ?? [])) {
      const rel = expandPath(name, ctx);
      // a name under a variable that is not set names no file (gh's $GH_CONFIG_DIR)
      if (run.file === undefined && rel.includes('$')) continue;
      const abs = resolve(dir, rel);
      if (writtenFirst(abs, a.writes, ctx) !== undefined) {
        seen.opaque ??= `a line that changes ${abs} and runs ${tool}`;
        return;
      }
      const read = readText(abs, budget);
      if ('opaque' in read) seen.blind ??= read.opaque;
      if (!('text' in read)) continue;
      const key = `t:${abs}:${(run.names ?? []).join(' ')}`;
      if (budget.seen.has(key)) {
        if (tool !== 'lefthook' && tool !== 'mise') return;
        done = true;
        continue;
      }
      budget.seen.add(key);
      // a package.json without the tool's key is no config of it: look further up
      if (abs.endsWith('package.json') && !read.text.includes(tool === 'nodemon' ? '"nodemonConfig"' : '"lint-staged"')) continue;
      const xdg = tool === 'gh' ? expandPath('$XDG_DATA_HOME', ctx) : '';
      const found = taskLines(tool, read.text, run.names ?? [], run.args, abs, xdg === '' || xdg.includes('$') ? undefined : xdg);
      if (found.opaque !== undefined) seen.opaque ??= found.opaque;
      const where = `${WHERE[tool] ?? 'a task'} of ${viewPaths(abs, ctx, true)[0]?.rel ?? abs}`;
      // gh runs an alias where it is called; the other tools from their file's folder
      for (const line of found.lines) emit(line, tool === 'gh' ? ctx : { ...ctx, cwd: dirname(abs) }, where);
      // lefthook merges its local file into the main one, mise every config up the tree: every one of them is read
      if (tool !== 'lefthook' && tool !== 'mise') return;
      done = true;
    }
    // mise's file tasks: an executable in one of its task folders, named like the task (`a:b` is a/b)
    if (tool === 'mise') for (const n of run.names ?? []) for (const d of MISE_TASK_DIRS) if (n !== '*' && statSync(resolve(dir, d, n.replace(/:/g, '/')), { throwIfNoEntry: false })?.isFile() === true) emit(quote(resolve(dir, d, n.replace(/:/g, '/'))), { ...ctx, cwd: dir }, `a task of ${d}`);
    if (done && tool !== 'mise') return;
    if (run.file !== undefined || dirname(dir) === dir) return;
  }
}
