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
