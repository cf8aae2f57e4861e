/**
 * Tools that run commands from a configuration file of the project, named like task-runs.ts's: `mise run TASK`
 * (mise.toml tasks and file tasks), `nodemon` (nodemon.json's exec and events), `lint-staged` (its config's commands,
 * which a git pre-commit hook usually starts), and `direnv exec DIR CMD` (the .envrc it sources first: dev-runners.ts). The runtime reads
 * the files (runtime/config-task-files.ts) and judges the commands as lines of the call.
 */
import type { Field } from './expand.js';
import { scan, values } from './opts.js';
import type { ScriptRun } from './types.js';

type Run = Omit<ScriptRun, 'dir'>;

/** mise's own commands: anything else is a task name (`mise build` runs the task build) */
const MISE_OWN = /^(?:activate|alias|a|backends|b|bin-paths|cache|completion|config|cfg|deactivate|doctor|dr|en|env|e|exec|x|fmt|generate|gen|implode|install|i|install-into|latest|link|ln|ls|list|ls-remote|outdated|plugins|p|prune|registry|reshim|self-update|set|settings|shell|sh|sync|test-tool|tool|tool-stub|trust|uninstall|unset|unuse|upgrade|up|use|u|version|v|where|which|watch|w|help|search|lock|mcp|edit|shell-alias)$/;

function mise(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const s = scan(argv, { v: 'CEjp', l: ['cd', 'env', 'jobs', 'profile', 'output', 'timeout', 'tool', 'shell'] });
  const dyn = (k: number): boolean => fields[s.at[k] as number]?.dynamic === true;
  let k = 0;
  if (s.pos[0] === 'run' || s.pos[0] === 'r') k = 1;
  else if (s.pos[0] === 'tasks' && s.pos[1] === 'run') k = 2;
  else if (s.pos[0] === undefined || MISE_OWN.test(s.pos[0]) || s.pos[0] === 'tasks') return undefined;
  // `mise run a ::: b` runs both; words after `--` or another task's are arguments
  const names = s.pos.slice(k).filter((w, i) => i === 0 || s.pos[k + i - 1] === ':::').filter((w) => w !== ':::');
  if (names.length === 0) return undefined;
  return { kind: 'task', lang: 'mise', path: values(s, '-C', '--cd').at(-1) ?? '', names: names.some((_, i) => dyn(k + i)) ? ['*'] : names, args: [] };
}

/** gh's configuration, in the order gh looks: what `gh alias set` changes (installs.ts) and `gh NAME` reads (task-files.ts) */
export const GH_CONFIGS: readonly string[] = ['$GH_CONFIG_DIR/config.yml', '$XDG_CONFIG_HOME/gh/config.yml', '~/.config/gh/config.yml'];

/** gh's own commands (gh 2.x): another word is an alias of gh's config or an extension (task-files.ts) */
const GH_OWN = /^(?:alias|api|attestation|auth|browse|cache|codespace|cs|completion|config|copilot|extension|extensions|ext|gist|gpg-key|help|issue|label|org|pr|preview|project|release|repo|ruleset|run|search|secret|ssh-key|status|variable|workflow|agent-task|accessibility|licenses|version)$/;

function gh(argv: readonly string[], fields: readonly Field[]): Run | undefined {
  const k = argv.findIndex((a, i) => i > 0 && !a.startsWith('-'));
  if (k < 0 || k !== 1 || GH_OWN.test(argv[k] as string)) return undefined;
  return { kind: 'task', lang: 'gh', path: '', names: fields[k]?.dynamic === true ? ['*'] : [argv[k] as string], args: argv.slice(k + 1) };
}

const PDM_OWN = /^(?:add|build|cache|completion|config|export|fix|import|info|init|install|list|lock|outdated|publish|python|py|remove|run|search|self|show|sync|update|use|venv|help)$/;
const PROCFILE = new Set(['foreman', 'overmind', 'honcho', 'hivemind']);

/** task tools that take task names as operands (`poe ship`, `rake release`, `cargo make ship`, `foreman start web`) */
function named(lang: string, from: number, v: string, l: readonly string[], file?: readonly string[]) {
  return (argv: readonly string[], fields: readonly Field[]): Run | undefined => {
    const s = scan(argv, { v, l }, from);
    const dyn = s.at.some((k) => fields[k]?.dynamic === true);
    const f = file === undefined ? undefined : values(s, ...file).at(-1);
    return { kind: 'task', lang, path: '', names: dyn ? ['*'] : s.pos.filter((w) => !w.includes('=')), args: [], ...(f !== undefined ? { file: f } : {}) };
  };
}

export const CONFIG_RUNNERS: ReadonlyMap<string, (argv: readonly string[], fields: readonly Field[]) => Run | undefined> = new Map([
  ['mise', mise],
  ['gh', gh],
  ['poe', named('poe', 1, 'Cd', ['root', 'directory', 'executor'])],
  ['pdm', (argv, fields) => (argv[1] !== undefined && !argv[1].startsWith('-') && !PDM_OWN.test(argv[1]) ? named('pdm', 1, 'p', ['project'])(argv, fields) : undefined)],
  ['cargo', (argv, fields) => (argv[1] === 'make' ? named('cargo-make', 2, 'etpl', ['env', 'task', 'profile', 'cwd', 'makefile', 'loglevel'], ['--makefile'])(argv, fields) : undefined)],
  ['makers', named('cargo-make', 1, 'etpl', ['env', 'task', 'profile', 'cwd', 'makefile', 'loglevel'], ['--makefile'])],
  ...[...PROCFILE].map((p): [string, (argv: readonly string[], fields: readonly Field[]) => Run | undefined] => [p, (argv, fields) => {
    if (p !== 'hivemind' && !/^(?:start|s)$/.test(argv[1] ?? '')) return undefined;
    const r = named('procfile', p === 'hivemind' ? 1 : 2, 'fdcpe', ['procfile', 'root', 'env', 'port', 'concurrency', 'formation', 'timeout'], ['-f', '--procfile'])(argv, fields);
    return r === undefined || p !== 'hivemind' ? r : { ...r, names: [], ...(r.names?.[0] !== undefined ? { file: r.names[0] } : {}) };
  }]),
  ['rake', named('rake', 1, 'fICrRe', ['rakefile', 'libdir', 'directory', 'require', 'rakelibdir', 'execute', 'jobs'], ['-f', '--rakefile'])],
  ...['gulp', 'grunt', 'jake'].map((p): [string, (argv: readonly string[], fields: readonly Field[]) => Run | undefined] => [p, named(p, 1, 'f', ['gulpfile', 'gruntfile', 'jakefile', 'cwd'], ['-f', '--gulpfile', '--gruntfile', '--jakefile'])]),
  ['nodemon', (argv: readonly string[]): Run => {
    const file = values(scan(argv, { v: 'xwiedVCLI', l: ['exec', 'watch', 'ignore', 'ext', 'delay', 'signal', 'config', 'spawn'] }), '--config').at(-1);
    return { kind: 'task', lang: 'nodemon', path: '', names: ['*'], args: [], ...(file !== undefined ? { file } : {}) };
  }],
  ['lint-staged', (argv: readonly string[]): Run | undefined => {
    if (argv.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version')) return undefined;
    const file = values(scan(argv, { v: 'cpd', l: ['config', 'concurrent', 'cwd', 'diff', 'diff-filter', 'shell', 'max-arg-length'] }), '-c', '--config').at(-1);
    return { kind: 'task', lang: 'lint-staged', path: '', names: ['*'], args: [], ...(file !== undefined ? { file } : {}) };
  }],
]);
