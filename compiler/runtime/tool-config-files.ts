/**
 * What a JavaScript tool runs from its config files (shell/tool-configs.ts names them): each config file found in
 * the folder the tool starts in or any folder above it (or named by the tool's `--config`) is judged as node code,
 * with the project modules it imports, and so is every file of the project the config names by a string (a
 * `setupFiles: ['./vitest.setup.ts']`, jest's `globalSetup`, a local plugin's path): the tool loads those too. A
 * data config (`.babelrc`, `.mocharc.yml`, a tool's key of package.json) runs what it names, and the commands a config
 * gives a shell run as lines of the call. A file the line writes counts as it writes it. Vendor-free; bundled into
 * every hook runtime.
 */
import { dirname, resolve } from 'node:path';
import type { Budget } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { type Emit, mayWrite, settingsText, shown, there } from './env-files.js';
import { RUN_TIME } from './just-file.js';
import { type RunFile, upFrom } from './pm-files.js';

/** a word naming a file of the project's code: `./setup.ts`, `<rootDir>/jest.setup.js`, `test/setup.mjs` (quoted or, in YAML, not) */
const CODE_PATH = /(?<=^|[\s"'`:[,(=])((?:<rootDir>\/|\.{1,2}\/)?[\w@.+-]+(?:\/[\w@.+-]+)*\.[cm]?[jt]sx?)(?=$|[\s"'`,\])])/gm;
const CODE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The settings whose value names code the tool loads: test set-up and tear-down, environments, reporters, transforms,
 * resolvers and runners (jest, vitest, playwright, mocha, ava, nyc), plugins, presets, parsers and custom syntaxes
 * (babel, prettier, stylelint, eslint's legacy config, commitlint). A path elsewhere (an alias, an `include` glob) is
 * not code the tool runs by itself; a module the config imports is, and is read as an import.
 */
const CODE_KEY = /(?<=^|[\s{,]|[\s{,]["'])(?:setupFiles(?:AfterEnv|AfterEach)?|globalSetup|globalTeardown|testEnvironment|reporters?|transform|resolver|snapshotResolver|testSequencer|watchPlugins|runner|testRunner|moduleLoader|dependencyExtractor|plugins|presets?|parser|parserPreset|customSyntax|processors|formatter|require|file|environment|setupNodeEvents)["']?[ \t]*:[ \t]*/g;

/** the text of the value that starts at `at`: a bracketed value whole, else to the end of the line or a comma; in YAML an empty value takes the lines indented under it */
function valueAt(text: string, at: number): string {
  const eol = text.indexOf('\n', at);
  const line = text.slice(at, eol < 0 ? text.length : eol);
  if (line.trim() === '' || line.trim().startsWith('#')) {
    const indent = /[ \t]*/.exec(text.slice(text.lastIndexOf('\n', at - 1) + 1))?.[0].length ?? 0;
    const out: string[] = [];
    for (const l of text.slice(eol + 1).split('\n')) {
      if (l.trim() !== '' && (/[ \t]*/.exec(l)?.[0].length ?? 0) <= indent && !/^[ \t]*-/.test(l)) break;
      out.push(l);
    }
    return out.join('\n');
  }
  let depth = 0;
  let quote = '';
  for (let i = at; i < text.length; i++) {
    const c = text[i] as string;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '[' || c === '{' || c === '(') depth++;
    else if (c === ']' || c === '}' || c === ')') {
      if (--depth < 0) return text.slice(at, i);
      if (depth === 0 && /[\]})]/.test(c) && /^[\s,;]/.test(text.slice(i + 1, i + 2) || ' ')) return text.slice(at, i + 1);
    } else if (depth === 0 && (c === ',' || c === '\n' || c === ';')) return text.slice(at, i);
  }
  return text.slice(at);
}

/** the project files a config's code-naming settings name, resolved from its folder (a package's module is not one: no `./`, no extension) */
function namedFiles(text: string, from: string): string[] {
  const out: string[] = [];
  for (const k of text.matchAll(CODE_KEY))
    for (const m of valueAt(text, (k.index as number) + k[0].length).matchAll(CODE_PATH)) {
      const p = (m[1] as string).replace(/^<rootDir>\//, '');
      if (!p.split('/').includes('node_modules')) out.push(resolve(from, p));
    }
  return out;
}

/**
 * The commands a config gives the tool or its plugins to run through a shell: the value (a string, or a list of
 * strings) of a key named `command` or `cmd`, or ending so (playwright's `webServer.command`, @semantic-release/exec's
 * `publishCmd`), and of release-it's hooks (`"after:release"`). A template's `${...}` is a word known only at run time;
 * in a data file (JSON, YAML) a value may also stand unquoted to the end of its line.
 */
const COMMAND = /(?<![\w$])(?:command|cmd|[A-Za-z_$][\w$]*(?:Cmd|Command)|(?:before|after):[\w:-]*)["']?[ \t]*:[ \t]*(\[[^\]]*\]|(["'`])(?:\\[\s\S]|(?!\2)[^\\])*\2|[^\s"'`[{#][^\n#]*)/g;
const STRING = /(["'`])((?:\\[\s\S]|(?!\1)[^\\])*)\1/g;
function commands(text: string, data: boolean): string[] {
  const out: string[] = [];
  const add = (q: string, body: string): void => {
    const b = body.replace(/\\(["'`\\])/g, '$1');
    out.push(q === '`' ? b.replace(/\$\{[^}]*\}/g, RUN_TIME) : b);
  };
  for (const m of text.matchAll(COMMAND)) {
    const v = m[1] as string;
    if (/^["'`[]/.test(v)) for (const s of v.matchAll(STRING)) add(s[1] as string, s[2] as string);
    else if (data) out.push(v.trim());
  }
  return out;
}

/** the key of package.json each tool also reads its config from */
const PKG_KEY: Readonly<Record<string, string>> = { jest: 'jest', prettier: 'prettier', babel: 'babel', mocha: 'mocha', ava: 'ava', nyc: 'nyc', stylelint: 'stylelint', commitlint: 'commitlint', eslint: 'eslintConfig', 'semantic-release': 'release', 'release-it': 'release-it' };

/** the value of package.json's `key`, as JSON (all of it when it is not JSON as written: more is judged) */
function pkgKey(text: string, key: string): string {
  try {
    const v = (JSON.parse(text) as Record<string, unknown>)[key];
    return v === undefined ? '' : JSON.stringify(v, null, 1);
  } catch {
    return text;
  }
}

export function toolConfigRun(run: ScriptRun, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit, runFile: RunFile): void {
  const tool = run.lang ?? '';
  if (run.file === '\0') {
    seen.opaque ??= `a line that runs ${tool} with a config file it names only at run time`;
    return;
  }
  const code = (abs: string): void => runFile({ kind: 'code', lang: 'node', path: abs, args: [] }, ctx);
  // a config that is code runs as code; a data one (JSON, YAML) runs what it names
  const config = (abs: string, key?: string, inline?: string): void => {
    const data = !CODE_FILE.test(abs);
    if (!data) code(abs);
    const read = inline ?? settingsText(abs, a, ctx, budget, seen, tool);
    const text = read === undefined || key === undefined ? read : pkgKey(read, key);
    if (text === undefined || text === '') return;
    for (const f of namedFiles(text, dirname(abs))) if (mayWrite(f, a, ctx) || there(f)) code(f);
    const where = shown(abs, ctx);
    for (const line of commands(text, data)) emit(line, { ...ctx, cwd: dirname(abs) }, `a command of ${where}`);
  };
  // the root folder the line gives the tool (`vite build web`) is where it starts looking
  if (run.path !== '') ctx = { ...ctx, cwd: resolve(ctx.cwd, expandPath(run.path, ctx)) };
  if (run.file?.startsWith('{') === true) return config(resolve(ctx.cwd, 'the --config option'), undefined, run.file);
  if (run.file !== undefined) return config(resolve(ctx.cwd, expandPath(run.file, ctx)));
  for (const d of upFrom(ctx.cwd))
    for (const n of run.names ?? []) {
      const abs = resolve(d, n);
      if (mayWrite(abs, a, ctx) || there(abs)) config(abs);
    }
  const key = PKG_KEY[tool];
  if (key !== undefined) config(resolve(ctx.cwd, 'package.json'), key);
}
