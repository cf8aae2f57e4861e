/**
 * Development runners of the JavaScript world that take commands on their own line: `concurrently 'CMD' 'npm:build'`,
 * `nodemon --exec CMD`, `chokidar GLOB -c CMD`, `onchange GLOB -- CMD`, `watchexec -- CMD` (or `watchexec 'CMD'`), and
 * `run-s`/`run-p`/`npm-run-all NAME...` (package scripts by name or glob). Each runs the command through the shell,
 * or the scripts through npm: judged as lines of the call. Before, a force push given to any of them passed every rule.
 */
import type { Launch, Launcher } from './launch.js';
import { classify } from './programs.js';
import { quote } from './render.js';
import { scan, values } from './opts.js';

const NONE: Launch = { jobs: [], data: [], reads: [] };
const lines = (texts: readonly string[]): Launch => (texts.length > 0 ? { jobs: texts.map((text) => ({ text })), data: [], reads: [] } : NONE);

/** a package script named by a runner: a glob (`build:*`) stands for every script */
/** a glob stays as written: the package's scripts it matches are judged (package-scripts.ts) */
const scriptLine = (tool: string, name: string): string => `${tool} run ${quote(name)}`;

/** concurrently: each operand a shell command, `npm:NAME` (and pnpm:, yarn:, bun:) a package script; --teardown runs too */
const concurrently: Launcher = (vals) => {
  const s = scan(vals, { v: 'ncpltsm', l: ['names', 'prefix-colors', 'prefix', 'prefix-length', 'timestamp-format', 'name-separator', 'success', 'restart-tries', 'restart-after', 'max-processes', 'default-input-target', 'hide', 'kill-signal', 'teardown', 'pad-prefix'] });
  const runs = s.pos.map((c) => {
    const m = /^(npm|pnpm|yarn|bun):(.+)$/.exec(c);
    return m ? scriptLine(m[1] as string, m[2] as string) : c;
  });
  return lines([...runs, ...values(s, '--teardown')]);
};

/** run-s, run-p, npm-run-all: operands are script names or globs (`"build:* -- --watch"`: a name with its arguments) */
const runAll: Launcher = (vals) => {
  const s = scan(vals, { l: ['max-parallel', 'npm-path', 'print-name', 'aggregate-output'] });
  return lines(s.pos.map((p) => {
    const [name = '', ...rest] = p.trim().split(/\s+/);
    return `${scriptLine('npm', name)}${rest.length > 0 ? ` ${rest.join(' ')}` : ''}`;
  }));
};

const WATCHEXEC = { v: 'efiwWdsE', l: ['exts', 'filter', 'ignore', 'watch', 'watch-non-recursive', 'debounce', 'signal', 'stop-signal', 'stop-timeout', 'shell', 'env', 'workdir', 'delay-run', 'poll', 'emit-events-to', 'project-origin', 'filter-file', 'ignore-file', 'wrap-process', 'on-busy-update', 'color', 'filter-prog', 'socket', 'log-file'] };

/** subcommands of yarn, pnpm and bun that are theirs: anything else may be a program of node_modules/.bin */
const PM_OWN = /^(?:add|remove|rm|install|i|up|upgrade|update|info|why|list|ls|outdated|init|create|dlx|exec|x|link|unlink|config|cache|store|login|logout|publish|pack|version|audit|import|prune|rebuild|rb|bin|root|set|plugin|workspace|workspaces|constraints|dedupe|explain|npm|patch|patch-commit|search|stage|unplug|help|licenses|owner|tag|team|global|autoclean|check|upgrade-interactive|test|t|start|stop|restart|pm|run-script|recursive|m|multi|env|setup|server|doctor|completion|deploy|fetch|licenses|outdated|approve-builds|self-update)$/;

/**
 * `yarn NAME ARGS`, `pnpm NAME ARGS` (and `run NAME`): a script of that name, or else the program NAME of
 * node_modules/.bin with ARGS (`yarn concurrently 'CMD'`); the script is judged by runs.ts, the program here. (bun's
 * own reader is its interpreter's: a launcher for it would stand in for that.)
 */
const pmBin: Launcher = (vals, fields) => {
  const at = classify(vals).pos;
  const first = at[0];
  if (first === undefined) return NONE;
  const sub = vals[first] as string;
  const k = sub === 'run' ? at[1] : PM_OWN.test(sub) ? undefined : first;
  return k === undefined ? NONE : { jobs: [{ fields: fields.slice(k) }], data: [], reads: [] };
};

export const DEV_RUNNERS: readonly (readonly [string, Launcher])[] = [
  ['yarn', pmBin],
  ['pnpm', pmBin],
  ['concurrently', concurrently],
  ['conc', concurrently],
  ['run-s', runAll],
  ['run-p', runAll],
  ['npm-run-all', runAll],
  ['npm-run-all2', runAll],
  // nodemon --exec CMD runs CMD (with the script after it); chokidar -c CMD on each change
  ['nodemon', (vals) => lines(values(scan(vals, { v: 'xwiedVCLI', l: ['exec', 'watch', 'ignore', 'ext', 'delay', 'signal', 'config', 'spawn'] }), '-x', '--exec'))],
  ['chokidar', (vals) => lines(values(scan(vals, { v: 'cdtp', l: ['command', 'debounce', 'throttle', 'polling-interval', 'poll-interval-binary', 'ignore'] }), '-c', '--command'))],
  // onchange GLOB... -- CMD ARGS, watchexec [opts] -- CMD ARGS: the words after `--`; watchexec 'CMD': its operands as one line
  ['onchange', (vals) => (vals.indexOf('--') > 0 ? lines([vals.slice(vals.indexOf('--') + 1).map(quote).join(' ')]) : NONE)],
  // direnv exec DIR CMD sources DIR's .envrc (bash), then runs CMD
  ['direnv', (vals, fields) => (vals[1] === 'exec' && vals[2] !== undefined ? { jobs: fields.length > 3 ? [{ fields: fields.slice(3) }] : [], data: [], reads: [], runs: [`${vals[2]}/.envrc`] } : NONE)],
  ['watchexec', (vals) => {
    const end = vals.indexOf('--');
    if (end > 0) return lines([vals.slice(end + 1).map(quote).join(' ')]);
    const s = scan(vals, WATCHEXEC);
    return lines(s.pos.length > 0 ? [s.pos.join(' ')] : []);
  }],
];
