/**
 * What a package manager runs from its settings files and its project's `node_modules/.bin` (shell/pm-runs.ts names
 * the runs): npm's `script-shell` and `node-options` (from the line, every `.npmrc` from the folder it starts in up,
 * the user's, pnpm's rc and pnpm-workspace.yaml, yarn 1's `.yarnrc`), yarn's `yarnPath`/`yarn-path` and plugins (every
 * `.yarnrc.yml` up and the user's), pnpm's pnpmfile for the commands that install, bun's `preload` (bunfig.toml),
 * npm's browser, editor and shell settings for the commands that open them, and a program of `node_modules/.bin`
 * that no package installed (a regular file, or a link that leaves node_modules). Vendor-free; bundled into every
 * hook runtime.
 */
import { lstatSync, readlinkSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Budget } from './file-text.js';
import { writtenFirst } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { keyOf, PM_KEYS } from './shell/pm-runs.js';
import { quote } from './shell/render.js';
import { type Emit, envFileRun, mayWrite, settingsText, shown } from './env-files.js';

export type { Emit } from './env-files.js';
import { child, readYaml, strings } from './yaml-lite.js';

export type RunFile = (run: ScriptRun, ctx: PathContext) => void;

/** A setting's values, each with the file (or `the line`) that gave it. */
export type Settings = Map<string, { readonly value: string; readonly where: string }[]>;

/** pnpm-workspace.yaml spells the same settings in camel case (pnpm 10) */
const CAMEL: Readonly<Record<string, string>> = { scriptShell: 'script-shell', nodeOptions: 'node-options', pnpmfile: 'pnpmfile', globalPnpmfile: 'global-pnpmfile' };

/** The folder the tool starts in and every folder above it. */
export function upFrom(start: string): string[] {
  const out: string[] = [];
  for (let d = start, i = 0; i < 32; i++, d = dirname(d)) {
    out.push(d);
    if (dirname(d) === d) break;
  }
  return out;
}

export function toolStart(run: ScriptRun, ctx: PathContext): string {
  return run.path === '' ? ctx.cwd : resolve(ctx.cwd, expandPath(run.path, ctx));
}


const unquoted = (v: string): string => {
  if (/^".*"$/.test(v)) {
    try {
      return String(JSON.parse(v));
    } catch {
      return v.slice(1, -1);
    }
  }
  return /^'.*'$/.test(v) ? v.slice(1, -1) : v;
};

/** `key = value` lines of an ini file (.npmrc, pnpm's rc) outside any `[section]`; yarn 1's `key "value"` when `spaced`. */
export function settingPairs(text: string, spaced: boolean): [string, string][] {
  const out: [string, string][] = [];
  let section = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) continue;
    if (/^\[.*\]$/.test(line)) {
      section = true;
      continue;
    }
    const m = spaced ? /^("[^"]*"|[^\s=]+)\s*[\s=]\s*(.*)$/.exec(line) : /^([^=]+?)\s*=\s*(.*)$/.exec(line);
    if (m === null || section) continue;
    out.push([keyOf(unquoted(m[1] as string)), unquoted((m[2] as string).trim())]);
  }
  return out;
}

/**
 * The settings that name code: the line's own, then those of the files npm, pnpm and yarn 1 read (every folder from
 * where the tool starts up, not only the project's: more is judged, never less). A value made at run time
 * (`${VAR}` in a file, a variable on the line) is refused by a security rule.
 */
export function pmSettings(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen): Settings {
  // one call's package tool and its scripts read the same files once (what could not be read is said each time)
  const key = `${toolStart(run, ctx)}\0${(run.config ?? []).join('\0')}\0${run.lang ?? ''}`;
  const memo = MEMO.get(budget)?.get(key) ?? readSettings(run, a, ctx, budget);
  MEMO.set(budget, (MEMO.get(budget) ?? new Map()).set(key, memo));
  if (memo.seen.opaque !== undefined) seen.opaque ??= memo.seen.opaque;
  if (memo.seen.blind !== undefined) seen.blind ??= memo.seen.blind;
  return memo.out;
}

function readSettings(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget): { out: Settings; seen: Seen } {
  const seen: Seen = {};
  const out: Settings = new Map();
  const tool = run.lang ?? 'npm';
  const add = (key: string, value: string, where: string): void => {
    if (!PM_KEYS.has(key) || value === '') return;
    if (/\$\{|\0/.test(value)) {
      seen.opaque ??= `a line that runs ${tool} with its ${key} setting made at run time (${where})`;
      return;
    }
    const list = out.get(key) ?? [];
    if (!list.some((x) => x.value === value)) list.push({ value, where });
    out.set(key, list);
  };
  for (const c of run.config ?? []) add(c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1), 'the line');
  const ini = (abs: string, spaced: boolean): void => {
    const text = settingsText(abs, a, ctx, budget, seen, tool);
    // a key made at run time may be any setting
    if (text !== undefined && text.split('\n').some((l) => l.includes('\0') && !/^[^\0]*[=\s]/.test(l.trim())))
      seen.opaque ??= `a line that runs ${tool} after writing settings made at run time into ${shown(abs, ctx)}`;
    // yarn 1 finds its yarn-path from the file's folder (the file named once, only when it sets one that counts)
    const pairs = text === undefined ? [] : settingPairs(text, spaced).filter(([k]) => PM_KEYS.has(k) || /[\0\x01]/.test(k));
    const where = pairs.length > 0 ? shown(abs, ctx) : '';
    for (const [k, v] of pairs) add(k, k === 'yarn-path' ? resolve(dirname(abs), v) : v, where);
  };
  const home = ctx.home;
  const user = out.get('userconfig')?.[0]?.value ?? ctx.env.NPM_CONFIG_USERCONFIG ?? ctx.env.npm_config_userconfig ?? (home !== undefined ? `${home}/.npmrc` : undefined);
  // each tool's own files: yarn 1 also reads .yarnrc, pnpm its workspace file (a run of unknown tool reads them all)
  const yarn = tool === 'yarn' || run.lang === undefined;
  const pnpm = tool === 'pnpm' || tool === 'pnpx' || run.lang === undefined;
  for (const d of upFrom(toolStart(run, ctx))) {
    ini(resolve(d, '.npmrc'), false);
    if (yarn) ini(resolve(d, '.yarnrc'), true);
    const ws = pnpm ? settingsText(resolve(d, 'pnpm-workspace.yaml'), a, ctx, budget, seen, tool) : undefined;
    const doc = ws === undefined ? undefined : readYaml(ws);
    // a setting that names code, in YAML this reader does not follow (an alias), could say anything
    if (doc?.unread !== undefined && /\b(?:scriptShell|nodeOptions|pnpmfile|globalPnpmfile)\b/.test(ws ?? '')) seen.opaque ??= `a line that runs ${tool}, whose ${shown(resolve(d, 'pnpm-workspace.yaml'), ctx)} has ${doc.unread}`;
    if (doc !== undefined) for (const [k, key] of Object.entries(CAMEL)) for (const v of strings(child(doc.root, k))) add(key, v, shown(resolve(d, 'pnpm-workspace.yaml'), ctx));
  }
  if (user !== undefined) ini(resolve(ctx.cwd, expandPath(user, ctx)), false);
  // npm's global file: {prefix}/etc/npmrc, prefix the folder node is installed in (installs.ts NODE_PREFIX), or the one named
  const global = out.get('globalconfig')?.[0]?.value ?? ctx.env.NPM_CONFIG_GLOBALCONFIG ?? ctx.env.npm_config_globalconfig;
  ini(global !== undefined ? resolve(ctx.cwd, expandPath(global, ctx)) : resolve(dirname(dirname(process.execPath)), 'etc/npmrc'), false);
  if (home !== undefined && yarn) ini(`${home}/.yarnrc`, true);
  const xdg = ctx.env.XDG_CONFIG_HOME ?? (home !== undefined ? `${home}/.config` : undefined);
  if (pnpm) for (const rc of new Set([xdg, home !== undefined ? `${home}/.config` : undefined])) if (rc !== undefined) ini(`${rc}/pnpm/rc`, false);
  for (const f of out.get('use-yarnrc') ?? []) ini(resolve(ctx.cwd, expandPath(f.value, ctx)), true);
  return { out, seen };
}

const MEMO = new WeakMap<Budget, Map<string, { out: Settings; seen: Seen }>>();


/**
 * The lines a package script also runs as under the settings: `SHELL -c SCRIPT` for each `script-shell` (npm runs
 * the shell, which may be a file of the project), the script under each `node-options` as NODE_OPTIONS.
 */
export function scriptForms(body: string, settings: Settings): { line: string; where: string }[] {
  return [
    ...(settings.get('script-shell') ?? []).map((s) => ({ line: `${quote(s.value)} -c ${quote(body)}`, where: `the script-shell of ${s.where}` })),
    ...(settings.get('node-options') ?? []).map((o) => ({ line: `export NODE_OPTIONS=${quote(o.value)}; ${body}`, where: `the node-options of ${o.where}` })),
  ];
}

/**
 * The file `node_modules/.bin/NAME` runs when no package installed it (anything but a link into node_modules), or when
 * the line itself writes the file an installed link leads to; undefined for an installed package's program (its code
 * is the package's, as a module it imports is: not read) and for none; null when there is no such entry.
 */
function ownBin(abs: string, a: ShellAnalysis, ctx: PathContext): string | undefined | null {
  if (mayWrite(abs, a, ctx) && writtenFirst(abs, a.writes, ctx) !== undefined) return abs;
  try {
    const st = lstatSync(abs, { throwIfNoEntry: false });
    if (st === undefined) return null;
    if (!st.isSymbolicLink()) return st.isFile() ? abs : null;
    const target = resolve(dirname(abs), readlinkSync(abs));
    return !/[\\/]node_modules[\\/]/.test(target) ? abs : mayWrite(target, a, ctx) && writtenFirst(target, a.writes, ctx) !== undefined ? target : undefined;
  } catch {
    return null;
  }
}

/** The file the local program `name` of a package tool started in `start` runs, when it is one to read: the nearest `node_modules/.bin` that has it. */
export function localBin(name: string, start: string, a: ShellAnalysis, ctx: PathContext): string | undefined {
  for (const d of upFrom(start)) {
    const found = ownBin(resolve(d, 'node_modules/.bin', name), a, ctx);
    if (found !== null) return found;
  }
  return undefined;
}

/** where package managers keep their own installed code */
const INSTALLED = /[\\/](?:\.yarn[\\/](?:releases|plugins|sdks|cache)|node_modules)[\\/]/;
const INSTALLS = new Set(['', 'install', 'i', 'add', 'update', 'up', 'upgrade', 'remove', 'rm', 'uninstall', 'un', 'unlink', 'link', 'ln', 'import', 'fetch', 'dedupe', 'rebuild', 'rb', 'prune', 'patch-commit', 'install-test', 'it', 'deploy', 'ci']);
const BUN_NO_CODE = new Set(['install', 'i', 'add', 'a', 'remove', 'rm', 'update', 'link', 'unlink', 'pm', 'init', 'create', 'c', 'upgrade', 'outdated', 'publish', 'audit', 'info', 'patch', 'why', 'ci']);
const BUN_ENV = ['.env', '.env.local', '.env.development', '.env.production', '.env.test', '.env.development.local', '.env.production.local', '.env.test.local'];
const OPENS: Readonly<Record<string, readonly string[]>> = { docs: ['browser'], home: ['browser'], bugs: ['browser'], issues: ['browser'], repo: ['browser'], help: ['browser', 'viewer'], 'help-search': ['browser', 'viewer'], edit: ['editor'], explore: ['shell'], config: ['editor'] };

/** yarn's code: `yarnPath` (unless ignored) and `plugins` of every `.yarnrc.yml` from `start` up and the user's, yarn 1's `yarn-path` */
function yarnCode(start: string, settings: Settings, run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, env: string[]): string[] {
  const out: string[] = [];
  const line = (k: string): string | undefined => run.config?.find((c) => c.startsWith(`${k}=`))?.slice(k.length + 1);
  const name = line('rc-filename') ?? ctx.env.YARN_RC_FILENAME ?? '.yarnrc.yml';
  const ignore = /^(?:1|true)$/.test(line('ignore-path') ?? ctx.env.YARN_IGNORE_PATH ?? '');
  const dirs = [...upFrom(start), ...(ctx.home !== undefined ? [ctx.home] : [])];
  for (const d of dirs) {
    const abs = resolve(d, name);
    const text = settingsText(abs, a, ctx, budget, seen, 'yarn');
    if (text === undefined) continue;
    const doc = readYaml(text);
    if (doc.unread !== undefined) seen.opaque ??= `a line that runs yarn, whose ${shown(abs, ctx)} has ${doc.unread}`;
    const path = child(doc.root, 'yarnPath');
    if (typeof path === 'string' && !ignore) out.push(resolve(d, path));
    for (const e of strings(child(doc.root, 'injectEnvironmentFiles'))) env.push(resolve(d, e.replace(/\?$/, '')));
    const plugins = child(doc.root, 'plugins');
    for (const p of Array.isArray(plugins) ? plugins : []) for (const s of strings(typeof p === 'string' ? p : child(p, 'path'))) out.push(resolve(d, s));
  }
  // yarn 1's yarn-path (.yarnrc, made absolute there) and YARN_YARN_PATH on the line
  for (const y of settings.get('yarn-path') ?? []) if (!ignore) out.push(resolve(ctx.cwd, expandPath(y.value, ctx)));
  return out;
}

/** bun's `preload` files (any section's: the runtime's and `[test]`'s) of bunfig.toml from `start` up and the user's */
function bunPreloads(start: string, run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen): string[] {
  const given = run.config?.find((c) => c.startsWith('config='))?.slice(7);
  const xdg = ctx.env.XDG_CONFIG_HOME;
  const files = given !== undefined ? [resolve(ctx.cwd, expandPath(given, ctx))] : [...upFrom(start).map((d) => resolve(d, 'bunfig.toml')), ...(ctx.home !== undefined ? [`${ctx.home}/.bunfig.toml`] : []), ...(xdg !== undefined ? [`${xdg}/.bunfig.toml`] : [])];
  const out: string[] = [];
  for (const abs of files) {
    const text = settingsText(abs, a, ctx, budget, seen, 'bun');
    if (text === undefined) continue;
    for (const m of text.matchAll(/^\s*preload\s*=\s*(\[[^\]]*\]|"[^"\n]*"|'[^'\n]*')/gm))
      for (const s of (m[1] as string).matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) {
        const v = (s[1] ?? s[2]) as string;
        // a package's module (`@scope/pkg/preload`) is code of an installed package, not of the project
        if (/^\.{0,2}\//.test(v) || /\.[cm]?[jt]sx?$/.test(v)) out.push(resolve(dirname(abs), v));
      }
  }
  return out;
}

/** Judges what the package manager of `run` runs from its settings and folders. */
export function pmRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit, runFile: RunFile): void {
  const tool = run.lang ?? '';
  const sub = run.names?.[0] ?? '';
  const start = toolStart(run, ctx);
  const pm = tool === 'pnpx' ? 'pnpm' : tool === 'bunx' ? 'bun' : tool === 'npx' ? 'npm' : tool;
  const settings = pm === 'bun' ? new Map() : pmSettings(run, a, ctx, budget, seen);
  const code = (abs: string): void => {
    if (abs.includes('\0')) seen.opaque ??= `a line that runs ${tool} with code its settings name only at run time`;
    else runFile({ kind: 'code', lang: 'node', path: abs, args: [] }, { ...ctx, cwd: start });
  };
  // files of variables: yarn's `.env.yarn` (and injectEnvironmentFiles), the .env files bun loads for code it runs
  const env: string[] = pm === 'yarn' ? upFrom(start).map((d) => resolve(d, '.env.yarn')) : pm === 'bun' && !BUN_NO_CODE.has(sub) ? BUN_ENV.map((f) => resolve(start, f)) : [];
  // yarn's own release and plugins where `yarn set version` and `yarn plugin import` put them are the tool's code, as
  // an installed package's is (a 2 MB bundle read on every call would be refused): read when the line writes them
  if (pm === 'yarn') for (const f of yarnCode(start, settings, run, a, ctx, budget, seen, env)) if (!INSTALLED.test(f) || mayWrite(f, a, ctx)) code(f);
  for (const f of new Set(env)) envFileRun(f, tool, a, ctx, budget, seen, emit);
  if (pm === 'pnpm' && tool === 'pnpm' && INSTALLS.has(sub)) {
    const named = [...(settings.get('pnpmfile') ?? []), ...(settings.get('global-pnpmfile') ?? [])].map((s) => resolve(start, expandPath(s.value, ctx)));
    for (const f of named.length > 0 ? named : upFrom(start).flatMap((d) => [resolve(d, '.pnpmfile.cjs'), resolve(d, '.pnpmfile.mjs')])) code(f);
  }
  if (pm === 'bun' && !BUN_NO_CODE.has(sub)) for (const f of bunPreloads(start, run, a, ctx, budget, seen)) code(f);
  if (run.call !== undefined) for (const f of scriptForms(run.call, settings)) emit(f.line, { ...ctx, cwd: start }, `the command of ${tool} -c (${f.where})`);
  if (tool === 'npm') for (const k of OPENS[sub] ?? []) for (const s of settings.get(k) ?? []) emit(s.value, { ...ctx, cwd: start }, `the ${k} setting of ${s.where}`);
  for (const name of run.args) {
    const abs = localBin(name, start, a, ctx);
    if (abs !== undefined && !isAbsolute(name)) runFile({ kind: 'exec', path: abs, args: [] }, { ...ctx, cwd: start });
  }
}
