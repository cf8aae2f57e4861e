/**
 * What a package manager runs from its own settings and folders, beside the package.json scripts runs.ts names:
 * npm's `script-shell` (every script runs as `SHELL -c SCRIPT`) and `node-options` (NODE_OPTIONS of every script),
 * yarn's `yarnPath` and plugins (code every yarn command loads), pnpm's `.pnpmfile.cjs` (code its installs load),
 * bun's `preload`, and a project's own `node_modules/.bin` programs (`npx foo`, `pnpm exec foo`). The analyzer only
 * names them, with the settings the line itself gives (`--script-shell=x`, `npm_config_script_shell=x`); the runtime
 * reads the settings files at the call (compiler/runtime/pm-files.ts).
 */
import type { Field } from './expand.js';
import { classify } from './programs.js';
import { DYN_KEY } from './sink.js';
import type { ScriptRun } from './types.js';

/** the settings that name code the tool runs (npm's names; pnpm and yarn 1 read the same ones) */
export const PM_KEYS: ReadonlySet<string> = new Set(['script-shell', 'node-options', 'pnpmfile', 'global-pnpmfile', 'userconfig', 'globalconfig', 'browser', 'editor', 'shell', 'viewer', 'yarn-path', 'use-yarnrc', 'rc-filename', 'ignore-path', 'config']);

export const PM_TOOLS: ReadonlySet<string> = new Set(['npm', 'pnpm', 'yarn', 'bun', 'npx', 'pnpx', 'bunx']);
/** yarn's own variables for the same settings (YARN_YARN_PATH ...) */
const YARN_ENV: ReadonlyMap<string, string> = new Map([
  ['YARN_YARN_PATH', 'yarn-path'],
  ['YARN_RC_FILENAME', 'rc-filename'],
  ['YARN_IGNORE_PATH', 'ignore-path'],
]);

/** a setting's key as npm settles it: `npm_config_Script_Shell` and `--script_shell` are `script-shell` */
export const keyOf = (k: string): string => k.trim().toLowerCase().replace(/_/g, '-');

/**
 * The settings an option names: npm (nopt) also takes an unambiguous start of an option's name (`--script-sh=x` is
 * `--script-shell=x`); every setting the word starts is taken, which is never fewer than npm takes.
 */
function keysOf(name: string): string[] {
  const k = keyOf(name);
  if (PM_KEYS.has(k)) return [k];
  return k.length < 2 || k.startsWith('no-') ? [] : [...PM_KEYS].filter((p) => p.startsWith(k));
}

/**
 * The line's words with each setting option and its value as one word (`--script-shel x` as `--script-shel=x`), so
 * that the value is not taken for the subcommand or a script's name.
 */
export function joinedSettings(argv: readonly string[], fields: readonly Field[]): { argv: readonly string[]; fields: readonly Field[] } {
  const end = argv.indexOf('--');
  let at = -1;
  for (let i = 1; i < (end < 0 ? argv.length : end) - 1 && at < 0; i++) if (/^--[^=]+$/.test(argv[i] as string) && keysOf((argv[i] as string).slice(2)).length > 0) at = i;
  if (at < 0) return { argv, fields };
  const f = fields[at + 1] as Field;
  const word = `${argv[at] as string}=${argv[at + 1] as string}`;
  const joined: Field = { segs: [{ k: 'q', s: `${argv[at] as string}=` }, ...f.segs], quoted: f.quoted, value: word, dynamic: f.dynamic };
  return joinedSettings([...argv.slice(0, at), word, ...argv.slice(at + 2)], [...fields.slice(0, at), joined, ...fields.slice(at + 2)]);
}

/**
 * The settings the line gives the tool, as `key=value` (a value made at run time is one NUL): its own options before
 * `--` (`--script-shell=x`, `--script-shell x`; bun's `-c`/`--config` file) and the `npm_config_*`, `pnpm_config_*`
 * and `YARN_*` variables the line sets.
 */
export function pmSettings(argv: readonly string[], fields: readonly Field[], env: ReadonlyMap<string, string> | undefined): string[] {
  const out: string[] = [];
  const end = argv.indexOf('--');
  for (let i = 1; i < (end < 0 ? argv.length : end); i++) {
    const a = argv[i] as string;
    const m = /^--([^=]+)(?:=([\s\S]*))?$/.exec(a) ?? (argv[0] === 'bun' && a === '-c' ? ['', 'config', undefined] : null);
    if (m === null) continue;
    const keys = keysOf(m[1] as string);
    if (keys.length === 0) continue;
    const at = m[2] === undefined ? i + 1 : i;
    const value = m[2] ?? argv[i + 1];
    if (value === undefined) continue;
    if (m[2] === undefined) i++;
    for (const key of keys) out.push(`${key}=${fields[at]?.dynamic ? '\0' : value}`);
  }
  for (const [name, value] of env ?? []) {
    const dyn = name.startsWith(DYN_KEY);
    const bare = dyn ? name.slice(DYN_KEY.length) : name;
    const m = /^(?:npm|pnpm)_config_(.+)$/i.exec(bare);
    const key = m ? keyOf(m[1] as string) : YARN_ENV.get(bare);
    if (key !== undefined && PM_KEYS.has(key)) out.push(`${key}=${dyn ? '\0' : value}`);
  }
  return out;
}

/** Python project tools whose `run NAME` runs a script of their file (runtime/toml-task-files.ts) */
const PY_SCRIPTS = new Set(['pdm', 'hatch', 'rye', 'pipenv']);

/** subcommands that run a program of `node_modules/.bin` named by the next word */
const EXEC_SUBS = new Set(['exec', 'x', 'run', 'run-script', 'dlx']);

/**
 * The package manager's own run for this command: the tool (`lang`), the folder an option starts it in (`path`), its
 * subcommand (`names`), the local programs it may run (`args`: names without a `/`) and the line's settings (`config`).
 */
export function pmRun(argv: readonly string[], fields: readonly Field[], path: string, env: ReadonlyMap<string, string> | undefined): Omit<ScriptRun, 'dir'> | undefined {
  const tool = argv[0] ?? '';
  if (!PM_TOOLS.has(tool)) return undefined;
  const { pos } = classify(argv);
  const words = pos.map((i) => (fields[i]?.dynamic ? '\0' : (argv[i] as string)));
  const runner = tool === 'npx' || tool === 'pnpx' || tool === 'bunx';
  const sub = runner ? 'exec' : (words[0] ?? '');
  // npm runs only scripts by name; the others also run a local program of that name (`pnpm eslint`, `yarn eslint`)
  const named = runner ? words.slice(0, 1) : EXEC_SUBS.has(sub) ? words.slice(1, 2) : tool === 'npm' ? [] : words.slice(0, 1);
  const bins = named.map((w) => w.replace(/(.)@[^/]*$/, '$1')).filter((w) => w !== '' && !w.includes('/') && !w.includes('\0'));
  const config = pmSettings(argv, fields, env);
  // `npm exec -c CMD` (npx, pnpm exec) runs CMD through the script-shell too
  const c = argv.findIndex((a, i) => i > 0 && (a === '-c' || a === '--call' || a.startsWith('--call=')) && tool !== 'bun');
  const call = c < 0 || fields[(argv[c] as string).includes('=') ? c : c + 1]?.dynamic ? undefined : (argv[c] as string).includes('=') ? (argv[c] as string).slice(7) : argv[c + 1];
  return { kind: 'pm', lang: tool, path, names: [sub], args: bins, ...(config.length > 0 ? { config } : {}), ...(call !== undefined ? { call } : {}) };
}

/**
 * The local program a package runner the analyzer peeled off runs (`npx foo`, `pnpm exec foo`, `npm exec -- foo`:
 * the command is judged as `foo ...`): its run of `node_modules/.bin/foo`, with the settings the line's variables give.
 */
export function wrappedRuns(wrappers: readonly string[], program: string, dynamic: boolean, env: ReadonlyMap<string, string>, cd: string | undefined): ScriptRun[] {
  const dir = cd === undefined || cd === '~' ? {} : { dir: cd };
  // `uv run` and `hatch run` install the project into their environment first: its build code runs (build-runs.ts)
  const build: ScriptRun[] = wrappers.some((w) => w === 'uv' || w === 'hatch') ? [{ kind: 'build', lang: 'python', path: '', names: ['.'], args: [], ...dir }] : [];
  // `pdm run NAME`, `hatch run NAME`, `rye run NAME`, `pipenv run NAME`: a script of the project's file, else a program
  const py = [...wrappers].reverse().find((w) => PY_SCRIPTS.has(w));
  if (py !== undefined && !dynamic && program !== '' && !program.includes('/')) return [...build, { kind: 'task', lang: py, path: '', names: [program], args: [], ...dir }];
  const tool = [...wrappers].reverse().find((w) => PM_TOOLS.has(w));
  if (tool === undefined || dynamic || program === '' || program.includes('/')) return build;
  const config = pmSettings([tool], [], env);
  return [...build, { kind: 'pm', lang: tool, path: '', names: ['exec'], args: [program], ...(config.length > 0 ? { config } : {}), ...dir }];
}

/** programs that load a file of variables into their environment (`node --env-file=F`, deno's `--env-file`, bun's) */
const ENV_FILE_PROGRAMS = new Set(['node', 'nodejs', 'bun', 'deno']);

/**
 * The files of variables the program loads before it runs (`node --env-file=run.env x.js`): NODE_OPTIONS there loads
 * code into node, BASH_ENV into the shells it starts (runtime/env-files.ts reads them).
 */
export function envFileRuns(argv: readonly string[], fields: readonly Field[], cd: string | undefined): ScriptRun[] {
  if (!ENV_FILE_PROGRAMS.has(argv[0] ?? '')) return [];
  const out: ScriptRun[] = [];
  const end = argv.findIndex((a, i) => i > 0 && (a === '--' || !a.startsWith('-')));
  for (let i = 1; i < (end < 0 ? argv.length : end); i++) {
    const m = /^--env-file(?:-if-exists)?(?:=([\s\S]*))?$/.exec(argv[i] as string);
    if (m === null) continue;
    const at = m[1] === undefined ? ++i : i;
    const path = m[1] ?? argv[at];
    if (path !== undefined) out.push({ kind: 'env', lang: argv[0] as string, path: fields[at]?.dynamic ? '\0' : path, args: [], ...(cd === undefined || cd === '~' ? {} : { dir: cd }) });
  }
  return out;
}
