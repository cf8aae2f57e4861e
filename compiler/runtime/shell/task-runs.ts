/**
 * Task runners that run commands from a file of the project, as make does: `just RECIPE`, go-task's `task NAME`,
 * `lefthook run HOOK`, `pre-commit run`, `tox`. The run names the tool, the tasks and the file (an option's, else the tool's own names, which
 * runtime/task-files.ts looks for); that module reads the file and judges the commands the tasks run. A listing, a
 * dry run or an install runs none.
 */
import type { Field } from './expand.js';
import { scan, values } from './opts.js';
import type { ScriptRun } from './types.js';

type Run = Omit<ScriptRun, 'dir'>;

/** just's options that take a value, and those that make it print or edit instead of running recipes */
const JUST_VALUED = ['justfile', 'working-directory', 'shell', 'shell-arg', 'dotenv-filename', 'dotenv-path', 'color', 'dump-format', 'list-heading', 'list-prefix', 'chooser', 'command-color', 'explain', 'timestamp-format', 'set'];
const JUST_NOT_RUN = /^(?:-[ln]|--(?:list|dry-run|dump|evaluate|summary|show|edit|init|fmt|variables|groups|completions|changelog|man|help|version|json|usage))$|^-s$/;
const TASK_NOT_RUN = /^(?:-[nlaih]|--(?:dry|list|list-all|summary|init|help|version|status|completion))$/;

/** The recipes `just` runs: positional words that are not `VAR=value` overrides (a dynamic one: `*`). */
function just(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  if (argv.some((a) => JUST_NOT_RUN.test(a))) return undefined;
  const s = scan(argv, { v: 'fdc', l: JUST_VALUED });
  // `--command CMD` runs one command in just's environment, no recipe (the command is judged as a word list elsewhere)
  if (values(s, '-c', '--command').length > 0) return undefined;
  const words = s.pos;
  const dynamic = s.at.some((i) => fields[i]?.dynamic === true);
  const dir = values(s, '-d', '--working-directory').at(-1) ?? '';
  const file = values(s, '-f', '--justfile').at(-1);
  const names = dynamic ? ['*'] : words.filter((w) => !w.includes('='));
  return { kind: 'task', lang: 'just', path: dir, names, args: words.filter((w) => w.includes('=')), ...(file !== undefined ? { file } : {}) };
}

/** go-task: task names and `VAR=value` words before `--`; `-t FILE`, `-d DIR` */
function task(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const end = argv.indexOf('--');
  const own = end < 0 ? argv : argv.slice(0, end);
  if (own.some((a) => TASK_NOT_RUN.test(a))) return undefined;
  const s = scan(own, { v: 'tdoC', l: ['taskfile', 'dir', 'output', 'concurrency', 'interval', 'output-group-begin', 'output-group-end', 'sort'] });
  const dynamic = s.at.some((i) => fields[i]?.dynamic === true);
  const file = values(s, '-t', '--taskfile').at(-1);
  const names = dynamic ? ['*'] : s.pos.filter((w) => !w.includes('='));
  return { kind: 'task', lang: 'task', path: values(s, '-d', '--dir').at(-1) ?? '', names, args: s.pos.filter((w) => w.includes('=')), ...(file !== undefined ? { file } : {}) };
}

/** `lefthook run HOOK`: the hook's commands and jobs */
function lefthook(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const s = scan(argv, { v: '', l: ['commands', 'jobs', 'tags', 'files', 'file', 'exclude'] });
  if (s.pos[0] !== 'run' || s.pos[1] === undefined) return undefined;
  const dynamic = fields[s.at[1] as number]?.dynamic === true;
  return { kind: 'task', lang: 'lefthook', path: '', names: [dynamic ? '*' : s.pos[1]], args: [] };
}

/** `pre-commit run [HOOK]` (also `try-repo`): the local hooks of .pre-commit-config.yaml, or the one named */
function preCommit(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const s = scan(argv, { v: 'c', l: ['config', 'hook-stage', 'from-ref', 'to-ref', 'source', 'origin', 'files', 'color', 'remote-branch', 'local-branch', 'remote-name', 'remote-url', 'commit-msg-filename', 'prepare-commit-message-source', 'commit-object-name', 'checkout-type', 'is-squash-merge', 'rewrite-command'] });
  if (s.pos[0] !== 'run') return undefined;
  const file = values(s, '-c', '--config').at(-1);
  const hook = s.pos[1];
  const names = hook === undefined ? [] : fields[s.at[1] as number]?.dynamic === true ? ['*'] : [hook];
  return { kind: 'task', lang: 'pre-commit', path: '', names, args: [], ...(file !== undefined ? { file } : {}) };
}

/** `tox [-e ENVS]`: the commands of each environment (the default `envlist`, or every `[testenv...]` when unknown) */
function tox(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  if (argv.some((a) => /^(?:-l|-a|--listenvs|--listenvs-all|--showconfig|--help|--version|--notest)$/.test(a))) return undefined;
  const s = scan(argv, { v: 'ecnxpr', l: ['env', 'conf', 'c', 'workdir', 'installpkg', 'override', 'parallel', 'result-json', 'hashseed', 'discover', 'root'] });
  if (s.pos[0] !== undefined && !/^(?:r|run|p|run-parallel|e|exec)$/.test(s.pos[0])) return undefined;
  const envs = values(s, '-e', '--env').flatMap((e) => e.split(','));
  const dynamic = argv.some((a, i) => (a === '-e' || a === '--env') && fields[i + 1]?.dynamic === true);
  const file = values(s, '-c', '--conf').at(-1);
  return { kind: 'task', lang: 'tox', path: '', names: dynamic ? ['*'] : envs, args: [], ...(file !== undefined ? { file } : {}) };
}

export const TASK_RUNNERS: ReadonlyMap<string, (argv: readonly string[], fields: readonly Field[]) => Run | undefined> = new Map([
  ['just', just],
  ['task', task],
  ['go-task', task],
  ['lefthook', lefthook],
  ['pre-commit', preCommit],
  ['tox', tox],
]);

/**
 * `python -m pre_commit ...` (what the git hook `pre-commit install` writes runs: `hook-impl`, every local hook) and
 * `python -m tox`, as the runners themselves.
 */
export function moduleTask(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const at = argv.findIndex((a) => a === '-m' || /^-m\w/.test(a));
  if (at < 0) return undefined;
  const mod = argv[at] === '-m' ? argv[at + 1] : argv[at]?.slice(2);
  const rest = argv.slice(argv[at] === '-m' ? at + 2 : at + 1);
  if (mod === 'pre_commit') return rest[0] === 'hook-impl' ? { kind: 'task', lang: 'pre-commit', path: '', names: [], args: [] } : preCommit(['pre-commit', ...rest], fields.slice(-rest.length - 1));
  return mod === 'tox' ? tox(['tox', ...rest], fields.slice(-rest.length - 1)) : undefined;
}

/** How a package tool's line selects workspace packages: `*` for every one, else the names or folders given. */
const WS_VALUED: Readonly<Record<string, RegExp>> = { npm: /^(?:-w|--workspace)$/, pnpm: /^(?:-F|--filter)$/, bun: /^(?:-F|--filter)$/, yarn: /^$/ };
const WS_ALL: Readonly<Record<string, RegExp>> = { npm: /^(?:-ws|--ws|--workspaces)$/, pnpm: /^(?:-r|--recursive)$/, bun: /^--workspaces$/, yarn: /^$/ };
const YARN_FOREACH_VALUED = /^(?:--include|--exclude|--from|-j|--jobs|--since)$/;

/**
 * The workspace options of `npm`, `pnpm`, `bun` and `yarn workspaces foreach` / `yarn workspace NAME`, taken out of the
 * line, and the run `f` makes of the rest with them as its `ws`.
 */
export function withWorkspaces(argv: readonly string[], fields: readonly Field[], f: (argv: readonly string[], fields: readonly Field[]) => Run | undefined): Run | undefined {
  const tool = argv[0] ?? '';
  const ws: string[] = [];
  /** which of `ws` a filter or workspace option gave (the rest: `-r`, `--workspaces`, yarn's foreach) */
  const filtered: boolean[] = [];
  const keep: number[] = [0];
  let i = 1;
  if (tool === 'yarn' && argv[1] === 'workspaces' && argv[2] === 'foreach') {
    ws.push('*');
    for (i = 3; i < argv.length && (argv[i] as string).startsWith('-'); i++) if (YARN_FOREACH_VALUED.test(argv[i] as string)) i++;
  } else if (tool === 'yarn' && argv[1] === 'workspace' && argv[2] !== undefined) {
    ws.push(fields[2]?.dynamic === true ? '*' : (argv[2] as string));
    i = 3;
  }
  for (; i < argv.length; i++) {
    const a = argv[i] as string;
    const eq = /^(--workspace|--filter)=(.*)$/.exec(a);
    if (a === '--') {
      for (; i < argv.length; i++) keep.push(i);
      break;
    }
    if (WS_ALL[tool]?.test(a) === true) ws.push('*');
    else if (eq) filtered[ws.push(eq[2] as string) - 1] = true;
    else if (WS_VALUED[tool]?.test(a) === true && argv[i + 1] !== undefined) filtered[ws.push(fields[++i]?.dynamic === true ? '*' : (argv[i] as string)) - 1] = true;
    else keep.push(i);
  }
  const r = f(keep.map((k) => argv[k] as string), keep.map((k) => fields[k] as Field));
  // pnpm's filters select among the packages a recursive run would: `pnpm -r --filter ./packages/* build` runs those only
  const sel = tool === 'pnpm' && filtered.includes(true) ? ws.filter((_, k) => filtered[k] === true) : ws;
  return r === undefined || sel.length === 0 ? r : { ...r, ws: sel, across: tool };
}

/** a package script with the `pre` and `post` scripts the package tools run around it */
export const around = (s: string): string[] => [`pre${s}`, s, `post${s}`];

const MONO_OPTS = { v: 'Ftpc', l: ['filter', 'scope', 'ignore', 'projects', 'target', 'targets', 'configuration', 'concurrency', 'parallel', 'exclude', 'cache-dir', 'graph', 'output-logs', 'env-mode', 'log-order', 'since', 'base', 'head'] };
const NX_OWN = /^(?:graph|show|reset|daemon|init|add|generate|g|migrate|report|list|format|format:check|format:write|connect|login|logout|repair|sync|watch|exec|import|mcp|configure-ai-agents)$/;
const NX_SELECT = /^(?:-[tpc]|--(?:targets?|projects|exclude|configuration|parallel|base|head))$/;

/**
 * The targets an nx line runs and the words it passes them: `nx run app:build ARGS`, `nx build app ARGS`, `nx
 * app:build`, `nx run-many -t a,b`, `nx affected -t x` (and the old `nx affected:x`); undefined for nx's own commands.
 */
function nxTargets(argv: readonly string[]): { targets: string[]; words: string[] } | undefined {
  const s = scan(argv, MONO_OPTS);
  const pos = s.pos;
  const after = (k: number): string[] => (s.at[k] === undefined ? [] : argv.slice((s.at[k] as number) + 1));
  const flagged = [...values(s, '-t', '--target'), ...values(s, '--targets')].flatMap((t) => t.split(','));
  const sub = pos[0];
  if (sub === undefined) return undefined;
  if (sub === 'run') return { targets: [pos[1]?.split(':')[1] ?? ''], words: after(1) };
  // `nx release` (and its publish step) runs each project's nx-release-publish target, after nx.json's pre-version commands
  if (sub === 'release') return /^(?:plan|plan:check)$/.test(pos[1] ?? '') ? undefined : { targets: ['nx-release-publish'], words: [] };
  if (sub === 'run-many' || sub === 'affected') {
    const words = after(0).filter((w, i, all) => !NX_SELECT.test(w.split('=')[0] as string) && !NX_SELECT.test(all[i - 1] ?? ''));
    // -t takes several words (`-t lint test`): nx's run-many and affected have no positional of their own
    return { targets: [...flagged, ...pos.slice(1)], words };
  }
  const old = /^affected:(.+)$/.exec(sub);
  if (old) return { targets: [old[1] as string], words: after(0) };
  if (sub.includes(':')) return { targets: [sub.split(':')[1] ?? ''], words: after(0) };
  return NX_OWN.test(sub) ? undefined : { targets: [sub], words: after(pos[1] !== undefined ? 1 : 0) };
}

/** turbo, nx and lerna run package scripts across the workspace: `turbo run build`, `nx run app:build`, `lerna run build` */
function monorepo(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const tool = argv[0] ?? '';
  const s = scan(argv, MONO_OPTS);
  const dyn = s.at.some((k) => fields[k]?.dynamic === true);
  const pos = s.pos;
  let targets: readonly string[] = [];
  if (tool === 'turbo') targets = pos[0] === 'run' ? pos.slice(1) : /^(?:login|logout|link|unlink|prune|gen|generate|daemon|telemetry|info|ls|query|watch|scan|boundaries|bin|completion|devtools)$/.test(pos[0] ?? '') ? [] : pos;
  else if (tool === 'lerna') targets = pos[0] === 'run' ? pos.slice(1, 2) : [];
  else if (tool === 'nx') targets = nxTargets(argv)?.targets ?? [];
  targets = targets.filter((t) => t !== '');
  if (targets.length === 0) return undefined;
  return { kind: 'package', path: '', names: dyn ? ['*'] : targets.flatMap(around), args: [], ws: ['*'], across: tool };
}

/** nx's own targets (project.json, package.json `nx`, nx.json targetDefaults: runtime/nx-targets.ts), beside the package scripts */
export function nxTaskRun(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const t = nxTargets(argv);
  const targets = t?.targets.filter((x) => x !== '') ?? [];
  if (t === undefined || targets.length === 0) return undefined;
  const dyn = fields.some((f, i) => i > 0 && f.dynamic);
  return { kind: 'task', lang: 'nx', path: '', names: dyn ? ['*'] : targets, args: t.words };
}

export const MONOREPO_RUNNERS: ReadonlyMap<string, (argv: readonly string[], fields: readonly Field[]) => Run | undefined> = new Map([
  ['turbo', monorepo],
  ['nx', monorepo],
  ['lerna', monorepo],
]);

/** `deno task NAME [ARGS]` (no name: a listing) */
function deno(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  if (argv[1] !== 'task') return undefined;
  const s = scan(argv, { v: 'cf', l: ['cwd', 'config', 'filter'] }, 2);
  if (s.pos[0] === undefined) return undefined;
  const file = values(s, '-c', '--config').at(-1);
  const names = fields[s.at[0] as number]?.dynamic === true ? ['*'] : [s.pos[0]];
  return { kind: 'task', lang: 'deno', path: values(s, '--cwd').at(-1) ?? '', names, args: s.pos.slice(1), ...(file !== undefined ? { file } : {}) };
}

/** composer's scripts: `composer run-script NAME`, `composer NAME`, and the events install, update and dump-autoload fire */
const COMPOSER_EVENTS: Readonly<Record<string, readonly string[]>> = {
  install: ['pre-install-cmd', 'post-install-cmd', 'pre-autoload-dump', 'post-autoload-dump'],
  update: ['pre-update-cmd', 'post-update-cmd', 'pre-autoload-dump', 'post-autoload-dump'],
  'dump-autoload': ['pre-autoload-dump', 'post-autoload-dump'],
  'create-project': ['post-root-package-install', 'post-create-project-cmd'],
  require: ['pre-update-cmd', 'post-update-cmd', 'pre-autoload-dump', 'post-autoload-dump'],
};
const COMPOSER_OWN = /^(?:about|archive|audit|browse|home|bump|check-platform-reqs|clear-cache|clearcache|config|depends|why|diagnose|exec|fund|global|init|licenses|outdated|prohibits|why-not|reinstall|remove|search|self-update|selfupdate|show|info|status|suggests|validate|list|help)$/;
function composer(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  if (argv.some((a) => a === '--no-scripts' || a === '--dry-run')) return undefined;
  const s = scan(argv, { v: 'd', l: ['working-dir'] });
  const sub = s.pos[0];
  if (sub === undefined || COMPOSER_OWN.test(sub)) return undefined;
  const path = values(s, '-d', '--working-dir').at(-1) ?? '';
  const dyn = (k: number): boolean => fields[s.at[k] as number]?.dynamic === true;
  const alias = sub === 'i' ? 'install' : sub === 'u' || sub === 'upgrade' ? 'update' : sub === 'dumpautoload' ? 'dump-autoload' : sub;
  const events = COMPOSER_EVENTS[alias];
  if (events !== undefined) return { kind: 'task', lang: 'composer', path, names: [...events], args: [] };
  if (sub === 'run-script' || sub === 'run') return s.pos[1] === undefined ? undefined : { kind: 'task', lang: 'composer', path, names: dyn(1) ? ['*'] : [s.pos[1]], args: s.pos.slice(2) };
  return { kind: 'task', lang: 'composer', path, names: dyn(0) ? ['*'] : [sub], args: s.pos.slice(1) };
}

/** invoke (`invoke TASK`, `inv TASK`) and nox (`nox -s SESSION`, every session when none is named) */
function pyTasks(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  if (argv.some((a) => /^(?:-l|--list|-h|--help|-V|--version|--complete|--print-completion-script)$/.test(a))) return undefined;
  const nox = argv[0] === 'nox';
  const s = scan(argv, { v: nox ? 'sfetkp' : 'fcr', l: nox ? ['session', 'sessions', 'noxfile', 'envdir', 'python', 'keywords', 'tags'] : ['collection', 'search-root', 'config', 'root'] });
  const file = values(s, '-f', '--noxfile').at(-1);
  const names = nox ? values(s, '-s', '--session', '--sessions', '-e').flatMap((x) => x.split(',')) : s.pos.filter((p) => !p.startsWith('-'));
  const dynamic = s.at.some((i) => fields[i]?.dynamic === true);
  return { kind: 'task', lang: nox ? 'nox' : 'invoke', path: '', names: dynamic ? ['*'] : names, args: [], ...(file !== undefined && nox ? { file } : {}) };
}

export const MORE_TASK_RUNNERS: ReadonlyMap<string, (argv: readonly string[], fields: readonly Field[]) => Run | undefined> = new Map([
  ['deno', deno],
  ['composer', composer],
  ['invoke', pyTasks],
  ['inv', pyTasks],
  ['nox', pyTasks],
]);
