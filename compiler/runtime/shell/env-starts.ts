/**
 * Variables whose value is a command that a program started with them runs: `GIT_SSH_COMMAND='...' git fetch`,
 * `GIT_EXTERNAL_DIFF=... git diff`, `PAGER=... git log`, `EDITOR=... git commit`, `BASH_ENV=x.sh bash -c ...`,
 * `NODE_OPTIONS='--require ./x.js' npm test`, `PERL5OPT='-I. -MX' perl ...`. A value the line sets is judged as a nested line of each command
 * started while it is set (launch.ts); one made at run time, and a native library preloaded into the programs
 * (`LD_PRELOAD`), are opaque. Variables the hook's own environment holds are the user's, not the line's.
 */
import { DYN_KEY } from './sink.js';

export interface EnvStarts {
  readonly lines: readonly string[];
  /** the variables that gave them: unset for the nested lines (the command a pager runs is not paged again) */
  readonly names: readonly string[];
  readonly opaque?: string;
}

/** a shell command line (git runs these through the shell; pagers and editors are split by the shell too) */
const LINE_VARS = [
  'GIT_SSH_COMMAND',
  'GIT_EXTERNAL_DIFF',
  'GIT_PAGER',
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
  'GIT_ASKPASS',
  'GIT_PROXY_COMMAND',
  'SSH_ASKPASS',
  'PAGER',
  'MANPAGER',
  'SYSTEMD_PAGER',
  'EDITOR',
  'VISUAL',
  'SUDO_EDITOR',
  'SUDO_ASKPASS',
  'BROWSER',
  'LESSOPEN',
  'LESSCLOSE',
  'PROMPT_COMMAND',
];
/** a program run by its path, no shell between (git's GIT_SSH) */
const PROGRAM_VARS = ['GIT_SSH'];
/** a file a shell reads and runs before its script: bash's BASH_ENV, sh's ENV; zsh reads $ZDOTDIR/.zshenv */
const SOURCED_VARS = ['BASH_ENV', 'ENV', 'ZDOTDIR'];
/** prompts a shell expands, command substitutions included (PS4 on every line under `set -x` / `bash -x`) */
const PROMPT_VARS = ['PS0', 'PS1', 'PS2', 'PS4'];
/** option lists that name code files node and ruby load first */
const OPTION_VARS: readonly (readonly [string, string, RegExp])[] = [
  ['NODE_OPTIONS', 'node', /^(?:--require|-r|--import|--loader|--experimental-loader)$/],
  ['RUBYOPT', 'ruby', /^-r$/],
];
/** perl's switches from the environment (`-Ilib -MRelease`): judged as a perl given them, whose modules preloads.ts names */
const SWITCH_VARS = ['PERL5OPT'];
/** native code loaded into every program the line starts */
const NATIVE_VARS = ['LD_PRELOAD', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES'];
/** hooks from another folder: git copies a template's into each repository it makes, and clone runs them */
const HOOK_VARS = ['GIT_TEMPLATE_DIR'];

/** every variable this module reads: a file of variables a program loads (node's --env-file) matters only for these */
export const START_VARS: readonly string[] = [...LINE_VARS, ...PROGRAM_VARS, ...SOURCED_VARS, ...PROMPT_VARS, ...OPTION_VARS.map((o) => o[0]), ...SWITCH_VARS, ...NATIVE_VARS, ...HOOK_VARS];

/** The code files an option list loads: `--require ./x.js`, `-r./x.js`, `--import=./x.mjs`. */
function loaded(value: string, flag: RegExp): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const eq = w.indexOf('=');
    if (flag.test(w) && words[i + 1] !== undefined) out.push(words[++i] as string);
    else if (eq > 0 && flag.test(w.slice(0, eq))) out.push(w.slice(eq + 1));
    else if (/^-r./.test(w) && flag.test('-r')) out.push(w.slice(2));
  }
  return out;
}

const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** The commands the variables `env` holds make a program run, for every program started while they are set. */
export function envStarts(env: ReadonlyMap<string, string>): EnvStarts | undefined {
  let lines: string[] | undefined;
  const names: string[] = [];
  let opaque: string | undefined;
  let name = '';
  const add = (line: string): void => {
    (lines ??= []).push(line);
    if (!names.includes(name)) names.push(name);
  };
  for (name of START_VARS) {
    if (env.has(`${DYN_KEY}${name}`)) {
      opaque ??= `a line that sets ${name}, a command the programs it starts run, to a value made at run time`;
      continue;
    }
    const v = env.get(name);
    if (v === undefined || v.trim() === '') continue;
    if (LINE_VARS.includes(name)) add(name.startsWith('LESS') ? v.replace(/^\|+/, '') : v);
    else if (PROGRAM_VARS.includes(name)) add(q(v));
    else if (SOURCED_VARS.includes(name)) add(`. ${q(name === 'ZDOTDIR' ? `${v}/.zshenv` : v)}`);
    else if (PROMPT_VARS.includes(name)) add(`: "${v.replace(/["\\]/g, '\\$&')}"`);
    else if (SWITCH_VARS.includes(name)) add(`perl ${v.trim().split(/\s+/).map(q).join(' ')} -e 1`);
    else if (NATIVE_VARS.includes(name)) opaque ??= `a line that loads native code (${name}) into the programs it starts`;
    else if (HOOK_VARS.includes(name)) opaque ??= `a line that gives git hooks from a template folder (${name})`;
    else {
      const [, program, flag] = OPTION_VARS.find((o) => o[0] === name) as readonly [string, string, RegExp];
      for (const f of loaded(v, flag)) add(f.startsWith('data:') ? `${program} ${q(`--import=${f}`)} -e ''` : `${program} ${q(f)}`);
    }
  }
  if (lines === undefined && opaque === undefined) return undefined;
  return { lines: lines ?? [], names, ...(opaque !== undefined ? { opaque } : {}) };
}

/** programs that read arguments from the environment: terraform (and OpenTofu) insert TF_CLI_ARGS and TF_CLI_ARGS_<command> after the command */
const TF = new Set(['terraform', 'tofu']);

/**
 * The command line a program runs once it has added the arguments the line's variables give it
 * (`TF_CLI_ARGS_apply=-destroy terraform apply` is `terraform apply -destroy`); undefined when there are none, opaque
 * when one is made at run time.
 */
export function envArgs(program: string, vals: readonly string[], env: ReadonlyMap<string, string> | undefined): { line?: string; sub?: string; opaque?: string } | undefined {
  if (!TF.has(program) || env === undefined || env.size === 0) return undefined;
  const k = vals.findIndex((v, i) => i > 0 && !v.startsWith('-'));
  if (k < 0) return undefined;
  const names = ['TF_CLI_ARGS', `TF_CLI_ARGS_${vals[k] as string}`];
  if (names.some((n) => env.has(`${DYN_KEY}${n}`))) return { opaque: `a line that sets ${names.join(' or ')}, arguments ${program} adds, to a value made at run time` };
  const added = names.map((n) => env.get(n) ?? '').filter((v) => v.trim() !== '');
  if (added.length === 0) return undefined;
  // the nested line runs with them unset: it is the command as it runs
  // (terraform splits the values into words as a shell would; split at blanks here, each word quoted, never a command)
  const words = added.flatMap((v) => v.trim().split(/\s+/)).map(q);
  return { line: [...vals.slice(0, k + 1).map(q), ...words, ...vals.slice(k + 1).map(q)].join(' '), sub: vals[k] as string };
}
