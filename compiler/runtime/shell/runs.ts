/**
 * Code a command runs that lives in a file, not on the line: a shell script run by name (`sh deploy.sh`, `source
 * env.sh`, `./deploy.sh`), a package.json script (`npm run release`, the lifecycle scripts `npm install` runs), a git
 * alias (`git pf`), a makefile recipe (`make reset`). The analyzer is pure (a line in, its analysis out), so it only names them here; the runtime
 * reads the files at the call and judges what they run (compiler/runtime/scripts.ts, docs/matching.md).
 */
import type { Field } from './expand.js';
import { around, MONOREPO_RUNNERS, MORE_TASK_RUNNERS, moduleTask, nxTaskRun, TASK_RUNNERS, withWorkspaces } from './task-runs.js';
import { jsTries, localImports } from './code-imports.js';
import { scriptFile } from './inline.js';
import { CONFIG_RUNNERS } from './config-runs.js';
import { envFileRuns, joinedSettings, PM_TOOLS, pmRun, pmSettings } from './pm-runs.js';
import { preloads } from './preloads.js';
import { testRuns } from './test-runs.js';
import { toolConfigRuns } from './tool-configs.js';
import { buildRuns } from './build-runs.js';
import type { Launch } from './launch.js';
import { AWKS, classify, interpreter, OTHER_LANGUAGE, SHELLS } from './programs.js';
import { optionValues } from './opts.js';
import type { RedirEffect } from './sink.js';
import { lineDirs, stdinFile, under } from './sink.js';
import type { ScriptRun } from './types.js';

const PACKAGE_TOOLS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const RUN_WORDS = new Set(['run', 'run-script', 'rum', 'urn']);
const INSTALL = ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare'];

/** Subcommands that run lifecycle scripts of the project's package.json, by name (npm's spellings and aliases). */
const LIFECYCLE: ReadonlyMap<string, readonly string[]> = new Map([
  ...['install', 'i', 'in', 'ins', 'inst', 'insta', 'instal', 'isnt', 'isnta', 'isntal', 'isntall', 'add', 'ci', 'clean-install', 'ic', 'install-clean', 'isntall-clean', 'rebuild', 'rb'].map(
    (s): [string, readonly string[]] => [s, INSTALL],
  ),
  ...['install-test', 'it', 'install-ci-test', 'cit', 'clean-install-test', 'sit'].map((s): [string, readonly string[]] => [s, [...INSTALL, ...around('test')]]),
  ...['test', 'tst', 't'].map((s): [string, readonly string[]] => [s, around('test')]),
  ['start', around('start')],
  ['stop', around('stop')],
  ['restart', [...around('restart'), ...around('stop'), ...around('start')]],
  ['publish', ['prepublishOnly', 'prepack', 'prepare', 'postpack', ...around('publish')]],
  ['pack', ['prepack', 'prepare', 'postpack']],
  ['version', around('version')],
]);

/** Subcommands of yarn, pnpm and bun that never run a script of the same name. */
const NOT_SCRIPTS = new Set(['exec', 'x', 'dlx', 'create', 'init', 'help', 'config', 'info', 'why', 'list', 'ls', 'outdated', 'remove', 'rm', 'upgrade', 'up', 'update', 'link', 'unlink', 'cache', 'store', 'login', 'logout', 'whoami']);

/** Options of the package tools that start them in another folder. */
const DIR_OPTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['npm', ['--prefix']],
  ['pnpm', ['-C', '--dir']],
  ['yarn', ['--cwd']],
  ['bun', ['--cwd']],
]);

/**
 * git's own commands: git never expands an alias of one of these names, so only other words are looked up. A name
 * missing here costs a read of git's configuration files, never a wrong verdict.
 */
/** shell builtins: found before PATH is searched */
const BUILTINS = new Set(['export', 'declare', 'local', 'readonly', 'typeset', 'cd', 'echo', 'printf', 'test', '[', 'read', 'set', 'unset', 'shift', 'source', '.', 'eval', 'exec', 'exit', 'return', 'true', 'false', ':', 'pwd', 'alias', 'unalias', 'type', 'command', 'builtin', 'hash', 'trap', 'wait', 'kill', 'umask', 'ulimit', 'getopts', 'let', 'mapfile', 'readarray', 'shopt', 'pushd', 'popd', 'time']);

const GIT_BUILTINS = new Set(
  `add am annotate apply archive bisect blame branch bugreport bundle cat-file check-attr check-ignore check-mailmap check-ref-format checkout
  checkout-index cherry cherry-pick citool clean clone column commit commit-graph commit-tree config count-objects credential describe diff
  diff-files diff-index diff-tree difftool fast-export fast-import fetch fetch-pack filter-branch fmt-merge-msg for-each-ref for-each-repo
  format-patch fsck gc get-tar-commit-id grep gui hash-object help hook http-push index-pack init instaweb interpret-trailers log ls-files ls-remote ls-tree
  mailinfo mailsplit maintenance merge merge-base merge-file merge-index merge-tree mergetool mktag mktree multi-pack-index mv notes pack-objects
  pack-refs prune pull push range-diff read-tree rebase reflog refs remote repack replace rerere reset restore rev-list rev-parse revert rm
  send-email send-pack shortlog show show-branch show-ref sparse-checkout stash status stripspace submodule switch symbolic-ref tag
  unpack-objects update-index update-ref upload-pack var verify-commit verify-pack verify-tag version whatchanged worktree write-tree`.split(/\s+/),
);

/** The folder given to one of `opts` (`--prefix x`, `--prefix=x`, `-C x`); later ones win, git's `-C` compose. */
function optDir(argv: readonly string[], opts: readonly string[], compose: boolean): string {
  let dir = '';
  for (const v of optionValues(argv, opts)) dir = compose ? under(dir, v) : v;
  return dir;
}

function packageRun(argv: readonly string[], fields: readonly Field[]): Omit<ScriptRun, 'dir'> | undefined {
  const tool = argv[0] as string;
  const { pos } = classify(argv);
  const words = pos.map((i) => argv[i] as string);
  const dyn = (k: number): boolean => fields[pos[k] as number]?.dynamic === true;
  const path = optDir(argv, DIR_OPTS.get(tool) ?? [], false);
  const sub = words[0] ?? (tool === 'yarn' || tool === 'bun' ? 'install' : undefined);
  if (sub === undefined) return undefined;
  if (dyn(0)) return { kind: 'package', path, names: ['*'], args: [] };
  if (RUN_WORDS.has(sub)) {
    const name = words[1];
    if (name === undefined) return undefined;
    if (dyn(1)) return { kind: 'package', path, names: ['*'], args: [] };
    return { kind: 'package', path, names: around(name), args: words.slice(2) };
  }
  const life = LIFECYCLE.get(sub);
  if (life !== undefined) return { kind: 'package', path, names: life, args: [] };
  // yarn, pnpm and bun run a script named like the subcommand (`yarn release`) when it is not one of their own
  if (tool === 'npm' || NOT_SCRIPTS.has(sub)) return undefined;
  return { kind: 'package', path, names: around(sub), args: words.slice(1) };
}

const REF = 'reference-transaction';
const INDEX = 'post-index-change';
const COMMIT = ['pre-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit', REF, INDEX];
/** The hooks each git command may run (githooks(5)); the ones `--no-verify` skips are listed apart. */
const GIT_HOOKS: ReadonlyMap<string, readonly string[]> = new Map([
  ['commit', [...COMMIT, 'post-rewrite']],
  ['cherry-pick', COMMIT],
  ['revert', COMMIT],
  ['merge', ['pre-merge-commit', 'prepare-commit-msg', 'commit-msg', 'post-merge', REF, INDEX]],
  ['pull', ['pre-merge-commit', 'prepare-commit-msg', 'commit-msg', 'post-merge', 'pre-rebase', 'post-rewrite', 'post-checkout', REF, INDEX]],
  ['rebase', ['pre-rebase', 'post-rewrite', 'post-checkout', ...COMMIT]],
  ['am', ['applypatch-msg', 'pre-applypatch', 'post-applypatch', ...COMMIT]],
  ['push', ['pre-push', REF]],
  ['checkout', ['post-checkout', REF, INDEX]],
  ['switch', ['post-checkout', REF, INDEX]],
  ['clone', ['post-checkout', REF]],
  ['worktree', ['post-checkout', REF]],
  ['send-email', ['sendemail-validate']],
  ...['reset', 'restore', 'stash'].map((c): [string, readonly string[]] => [c, [REF, INDEX]]),
  ...['add', 'rm', 'mv', 'status', 'apply', 'update-index', 'read-tree'].map((c): [string, readonly string[]] => [c, [INDEX]]),
  ...['branch', 'tag', 'fetch', 'update-ref', 'notes', 'replace', 'symbolic-ref'].map((c): [string, readonly string[]] => [c, [REF]]),
]);
const SKIPPED_BY_NO_VERIFY = new Set(['pre-commit', 'commit-msg', 'pre-merge-commit', 'pre-push', 'pre-rebase', 'applypatch-msg', 'pre-applypatch']);

function gitRun(argv: readonly string[], fields: readonly Field[]): Omit<ScriptRun, 'dir'> | undefined {
  const { pos } = classify(argv);
  const k = pos[0];
  if (k === undefined) return undefined;
  const name = argv[k] as string;
  const path = optDir(argv, ['-C'], true);
  if (fields[k]?.dynamic) return { kind: 'git', path, names: ['*'], args: argv.slice(k + 1) };
  if (name.startsWith('-')) return undefined;
  if (GIT_BUILTINS.has(name)) {
    // every git command: the command settings of its configuration (args: the subcommand), and the hooks it runs
    const hooks = GIT_HOOKS.get(name) ?? [];
    const noVerify = argv.slice(k + 1).some((a) => a === '--no-verify' || (name === 'commit' && /^-[A-Za-z]*n[A-Za-z]*$/.test(a)));
    // args: the subcommand, then its words (each word known only at run time as one NUL: its value may be several), for
    // the files it rewrites (git-writes.ts)
    const rest = fields.slice(k + 1).map((f) => (f.dynamic ? '\0' : f.value));
    // the `-c` settings (one known only at run time as one NUL)
    const config = argv.slice(1, k).flatMap((a, i) => {
      const at = a === '-c' ? i + 2 : /^-c./.test(a) ? i + 1 : -1;
      return at < 0 ? [] : fields[at]?.dynamic ? ['\0'] : [a === '-c' ? (argv[at] ?? '') : a.slice(2)];
    });
    return { kind: 'githook', path, names: noVerify ? hooks.filter((h) => !SKIPPED_BY_NO_VERIFY.has(h)) : hooks, args: [name, ...rest], ...(config.length > 0 ? { config } : {}) };
  }
  return { kind: 'git', path, names: [name], args: argv.slice(k + 1) };
}

const MAKE_DRY = new Set(['-n', '--dry-run', '--just-print', '--recon', '-q', '--question', '-p', '--print-data-base']);

function makeRun(argv: readonly string[], fields: readonly Field[]): Omit<ScriptRun, 'dir'> | undefined {
  // a dry run prints the recipes instead of running them
  if (argv.some((a) => MAKE_DRY.has(a))) return undefined;
  const { pos } = classify(argv);
  const path = optDir(argv, ['-C', '--directory'], true);
  const file = optDir(argv, ['-f', '--file', '--makefile'], false);
  const words = pos.map((i) => argv[i] as string);
  const dynamic = pos.some((i) => fields[i]?.dynamic === true);
  const names = dynamic ? ['*'] : words.filter((w) => !w.includes('='));
  return { kind: 'make', path, names, args: words.filter((w) => w.includes('=')), ...(file !== '' ? { file } : {}) };
}

/**
 * The code in files that this simple command runs. `argv[0]` is the program's basename, `fields[0]` its word as
 * written; `scripts`: files a shell, `source` or `.` runs (launch.ts); `cd`: where an earlier `cd` on the line moved.
 */
export function runsOf(argv: readonly string[], fields: readonly Field[], scripts: readonly string[], cd: string | undefined, env?: ReadonlyMap<string, string>): ScriptRun[] {
  const out: ScriptRun[] = [];
  const program = argv[0] ?? '';
  const dir = cd === undefined || cd === '~' ? {} : { dir: cd };
  // the words after a script are its arguments (`sh cat.sh .env`: $1 is .env), when the line shows them all
  const after = (path: string): string[] => {
    const at = argv.indexOf(path, 1);
    return at < 0 || fields.slice(at + 1).some((f) => f.dynamic) ? [] : argv.slice(at + 1);
  };
  if (!OTHER_LANGUAGE.has(program)) for (const s of scripts) out.push({ kind: 'shell', path: s, args: after(s), ...dir });
  const word = fields[0];
  // a program named by its path runs that file: a shell script unless its first line names another interpreter
  if (word !== undefined && !word.dynamic && word.value.includes('/') && !SHELLS.has(program)) out.push({ kind: 'exec', path: word.value, args: fields.slice(1).some((f) => f.dynamic) ? [] : argv.slice(1), ...dir });
  // a name the line's own PATH folders resolve (`PATH=./bin:$PATH git status` runs ./bin/git when it is there)
  else if (word !== undefined && !word.dynamic && program !== '' && !BUILTINS.has(program)) for (const d of lineDirs(env, 'PATH')) out.push({ kind: 'exec', path: `${d}/${program}`, args: fields.slice(1).some((f) => f.dynamic) ? [] : argv.slice(1), ...dir });
  // a script an interpreter runs (`python3 deploy.py`): its process calls are read (inline.ts)
  const lang = AWKS.has(program) ? 'awk' : interpreter(program);
  const code = lang === undefined ? undefined : scriptFile(lang, argv);
  // `python -m pkg.mod` imports from the folder it starts in, loading pkg/__init__.py first (a package runs __main__.py)
  const mod = lang === 'python' && code !== undefined && !argv.includes(code) ? code.replace(/\.py$/, '') : undefined;
  // the test files a test runner is given (`pytest tests/test_x.py`, `python -m unittest tests.test_x`, `jest x.test.js`)
  out.push(...testRuns(argv, mod, dir));
  // the config files a JavaScript tool loads as code (`eslint .` runs eslint.config.js)
  out.push(...toolConfigRuns(argv, fields, dir));
  // what a build or install runs from the project (`pip install -e .` runs setup.py, `go generate` its directives)
  out.push(...buildRuns(argv, fields, mod, dir));
  // modules its options load before any code (`node -r ./x.js`, `perl -Ilib -MX`, `ruby -I lib -r x`)
  if (lang !== undefined) out.push(...importRuns(lang, preloads(lang, argv), cd, env));
  // Python's start-up imports sitecustomize and usercustomize from the folders PYTHONPATH adds
  if (lang === 'python' && libRoots(lang, env).length > 0) out.push(...importRuns(lang, ['import sitecustomize, usercustomize'], cd, env));
  if (lang !== undefined && code !== undefined) {
    const libs = libRoots(lang, env);
    // node (and tsx, ts-node ...) add an extension to a script named without one (`ts-node tools/deploy` runs deploy.ts)
    for (const path of lang === 'node' || lang === 'bun' ? jsTries(code) : [code]) out.push({ kind: 'code', path, lang, args: after(code), ...dir, ...(mod !== undefined ? { top: '.' } : {}), ...(libs.length > 0 ? { libs } : {}) });
    if (mod !== undefined) out.push(...importRuns(lang, [`import ${mod.replace(/\//g, '.')}`], cd, env).filter((r) => r.path !== code), { kind: 'code', path: `${mod}/__main__.py`, lang, args: [], top: '.', ...dir });
  }
  // the settings the line gives npm go with its scripts (`npm --script-shell x test`); the tool's own code runs too
  const pw = PM_TOOLS.has(program) ? joinedSettings(argv, fields) : { argv, fields };
  const pkg = PACKAGE_TOOLS.has(program) ? withWorkspaces(pw.argv, pw.fields, packageRun) : undefined;
  const conf = pkg === undefined ? [] : pmSettings(pw.argv, pw.fields, env);
  const pm = pmRun(pw.argv, pw.fields, optDir(pw.argv, DIR_OPTS.get(program) ?? [], false), env);
  if (pm !== undefined) out.push({ ...pm, ...dir });
  out.push(...envFileRuns(argv, fields, cd));
  const r = pkg !== undefined ? { ...pkg, lang: program, ...(conf.length > 0 ? { config: conf } : {}) } : MONOREPO_RUNNERS.has(program) ? MONOREPO_RUNNERS.get(program)?.(argv, fields) : program === 'git' ? gitRun(argv, fields) : program === 'make' || program === 'gmake' ? makeRun(argv, fields) : (TASK_RUNNERS.get(program)?.(argv, fields) ?? MORE_TASK_RUNNERS.get(program)?.(argv, fields) ?? CONFIG_RUNNERS.get(program)?.(argv, fields) ?? (interpreter(program) === 'python' ? moduleTask(argv, fields) : undefined));
  if (r !== undefined) out.push({ ...r, ...dir });
  // nx also runs its own targets (project.json ...), beside the package scripts
  const nx = program === 'nx' ? nxTaskRun(argv, fields) : undefined;
  if (nx !== undefined) out.push({ ...nx, ...dir });
  return out;
}

/**
 * The project's modules that interpreter code on the line (or on its stdin) imports, as runs of that code: an
 * import on the line starts where the interpreter runs (code-imports.ts).
 */
export function importRuns(lang: string | undefined, code: readonly string[], cd: string | undefined, env?: ReadonlyMap<string, string>): ScriptRun[] {
  if (lang === undefined || code.length === 0) return [];
  const dir = cd === undefined || cd === '~' ? {} : { dir: cd };
  const libs = libRoots(lang, env);
  const run = (path: string): ScriptRun => ({ kind: 'code', path, lang, args: [], top: '.', ...dir, ...(libs.length > 0 ? { libs } : {}) });
  return code.flatMap((t) =>
    localImports(lang, t).flatMap((m) => [...(m.from === 'lib' ? [] : [run(m.path)]), ...(m.from === 'lib' || m.from === 'top' ? libs.map((l) => run(`${l}/${m.path}`)) : [])]),
  );
}

const LIB_VARS: Readonly<Record<string, readonly string[]>> = { python: ['PYTHONPATH'], node: ['NODE_PATH'], bun: ['NODE_PATH'], perl: ['PERL5LIB', 'PERLLIB'], ruby: ['RUBYLIB'] };

/** The folders the line's environment adds to where `lang`'s modules are found (`PYTHONPATH=lib python3 x.py`), as written. */
export function libRoots(lang: string, env: ReadonlyMap<string, string> | undefined): string[] {
  const out: string[] = [];
  for (const v of LIB_VARS[lang] ?? []) out.push(...lineDirs(env, v));
  return out;
}

/** options of database clients that name a file of statements they run */
const SQL_FILE_OPTS: Readonly<Record<string, readonly string[]>> = {
  psql: ['-f', '--file'],
  sqlcmd: ['-i'],
  'clickhouse-client': ['--queries-file'],
  cockroach: ['-f', '--file'],
  duckdb: ['-f'],
};
const SQL_CLIENTS = new Set([...Object.keys(SQL_FILE_OPTS), 'mysql', 'mariadb', 'sqlite3']);

/**
 * The files of statements a database client runs (`psql -f x.sql`, `mysql db < x.sql`): their text is judged as
 * the client's own (a rule on `psql ... DROP TABLE` meets a DROP in the file), with the client's name as the argument.
 */
export function sqlRuns(program: string, argv: readonly string[], redirs: readonly RedirEffect[], cd: string | undefined): ScriptRun[] {
  if (!SQL_CLIENTS.has(program)) return [];
  const dir = cd === undefined || cd === '~' ? {} : { dir: cd };
  const stdin = stdinFile(redirs).file;
  const files = [...optionValues(argv, SQL_FILE_OPTS[program] ?? []), ...(stdin !== undefined ? [stdin] : [])].filter((f) => f !== '-');
  return files.map((path): ScriptRun => ({ kind: 'code', lang: 'sql', path, args: [program], ...dir }));
}

/** A shell given no code but a file on its stdin (`sh < deploy.sh`) runs that file. */
export function scriptOnStdin(program: string, l: Launch, redirs: readonly RedirEffect[]): string[] {
  if (!SHELLS.has(program) || l.jobs.length > 0 || l.opaque !== undefined) return [];
  const file = stdinFile(redirs).file;
  return file === undefined ? [] : [file];
}
