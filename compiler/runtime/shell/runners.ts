/**
 * Environment runners: tools whose job is to run a command inside an environment they set up (`uv run`, `poetry
 * run`, `bundle exec`, `conda run -n x`, `mise exec -- `, `op run -- `, `nix develop -c`, `systemd-run` ...). Like
 * sudo and env (wrappers.ts) they are peeled, and the command they run is judged. Each entry names the subcommand
 * that runs a command, the options that take a value (from each tool's `--help`), operands before the command, and
 * whether the command must follow `--`. An option missing from a list is read as taking no value (docs/matching.md).
 */
import type { Field } from './expand.js';
import { literalField } from './expand.js';
import type { OptSpec } from './opts.js';
import { optionValues, scan, values } from './opts.js';
import { chdirFor, valueField } from './sink.js';

interface Runner {
  /** subcommand words (after the tool's global options) that run a command; none: the tool itself does */
  readonly sub?: readonly string[];
  /** valued global options, before the subcommand */
  readonly global?: OptSpec;
  /** valued options of the subcommand (or the tool) */
  readonly opts: OptSpec;
  /** operands before the command (direnv exec DIR, aws-vault exec PROFILE) */
  readonly n?: number;
  /** the command follows `--` only (mise exec TOOL@1 -- CMD) */
  readonly dashdash?: boolean;
  /** `NAME=value` words before the command are settings (cross-env) */
  readonly assigns?: boolean;
  /** options after which a module, not a command, runs: the command is `python -m ...` */
  readonly module?: readonly string[];
  /** options naming the folder the command runs in (`uv --directory D`, `conda run --cwd D`) */
  readonly dir?: readonly string[];
}

type Peel = (vals: readonly string[], fields: readonly Field[], host: { readonly env: Map<string, string> }) => readonly Field[] | undefined;

const UV_RUN: OptSpec = {
  v: 'pfCPi',
  l: `extra group no-group only-group with with-editable with-requirements env-file package python index default-index index-url extra-index-url
  find-links index-strategy keyring-provider resolution prerelease fork-strategy exclude-newer exclude-newer-package link-mode config-setting
  config-settings-package refresh-package upgrade-package reinstall-package no-build-package no-binary-package no-build-isolation-package
  python-platform allow-insecure-host directory project cache-dir config-file color no-extra torch-backend from constraints overrides
  build-constraints`.split(/\s+/),
};
const UV_GLOBAL: OptSpec = { l: ['directory', 'project', 'cache-dir', 'config-file', 'color', 'allow-insecure-host'] };
const CONDA: OptSpec = { v: 'npr', l: ['name', 'prefix', 'cwd', 'root-prefix'] };
const CONDA_DIR = ['--cwd'];
const ENV_EXEC: Runner = { sub: ['exec'], opts: {} };

const RUNNERS: ReadonlyMap<string, Runner> = new Map<string, Runner>([
  ['uv', { sub: ['run'], global: UV_GLOBAL, opts: UV_RUN, module: ['-m', '--module'], dir: ['--directory'] }],
  ['uvx', { opts: UV_RUN }],
  ['poetry', { sub: ['run'], global: { v: 'CP', l: ['directory', 'project'] }, opts: {}, dir: ['-C', '--directory'] }],
  ['pipenv', { sub: ['run'], global: { l: ['python', 'pypi-mirror'] }, opts: {} }],
  ['pdm', { sub: ['run'], global: { v: 'p', l: ['project'] }, opts: { v: 'p', l: ['project', 'venv'] } }],
  ['hatch', { sub: ['run'], global: { v: 'e', l: ['env', 'project', 'data-dir', 'cache-dir', 'config', 'color', 'interactive'] }, opts: {} }],
  ['rye', { sub: ['run'], opts: { l: ['pyproject'] } }],
  ['pixi', { sub: ['run'], opts: { v: 'e', l: ['manifest-path', 'environment', 'executable'] } }],
  ['conda', { sub: ['run'], opts: CONDA, dir: CONDA_DIR }],
  ['mamba', { sub: ['run'], opts: CONDA, dir: CONDA_DIR }],
  ['micromamba', { sub: ['run'], opts: CONDA, dir: CONDA_DIR }],
  ['bundle', { sub: ['exec'], global: { l: ['gemfile'] }, opts: { l: ['gemfile'] } }],
  ['rbenv', ENV_EXEC],
  ['pyenv', ENV_EXEC],
  ['nodenv', ENV_EXEC],
  ['goenv', ENV_EXEC],
  ['asdf', ENV_EXEC],
  ['mise', { sub: ['exec', 'x'], global: { v: 'CE', l: ['cd', 'env'] }, opts: { v: 'CEj', l: ['cd', 'env', 'jobs'] }, dashdash: true, dir: ['-C', '--cd'] }],
  ['rtx', { sub: ['exec', 'x'], opts: { v: 'Cj', l: ['cd', 'jobs'] }, dashdash: true }],
  ['dotenv', { opts: { v: 'evpc' } }],
  ['dotenv-cli', { opts: { v: 'evpc' } }],
  ['cross-env', { opts: {}, assigns: true }],
  ['env-cmd', { opts: { v: 'fer', l: ['file', 'environments', 'rc-file'] } }],
  ['op', { sub: ['run'], global: { l: ['account', 'config', 'encoding', 'session'] }, opts: { l: ['env-file', 'account', 'config', 'encoding', 'session'] } }],
  ['doppler', { sub: ['run'], opts: { v: 'pc', l: ['command', 'project', 'config', 'token', 'scope', 'fallback', 'mount', 'mount-format', 'mount-template', 'name-transformer', 'api-host', 'configuration'] } }],
  ['infisical', { sub: ['run'], opts: { l: ['command', 'env', 'path', 'projectId', 'token', 'domain', 'tags', 'watch-interval'] } }],
  ['aws-vault', { sub: ['exec'], opts: { v: 'dtr', l: ['duration', 'mfa-token', 'region', 'prompt', 'backend'] }, n: 1 }],
  ['devbox', { sub: ['run'], opts: { v: 'ce', l: ['config', 'env', 'env-file', 'environment'] } }],
  ['systemd-run', {
    opts: {
      v: 'upMHEd',
      l: `unit property machine host description slice setenv uid gid nice working-directory on-active on-boot on-startup on-unit-active
      on-unit-inactive on-calendar on-clock-change on-timezone-change timer-property path-property socket-property service-type`.split(/\s+/),
    },
    dir: ['--working-directory'],
  }],
  ['firejail', { opts: {} }],
  ['unshare', { opts: { v: 'SGRw', l: ['setuid', 'setgid', 'root', 'wd', 'map-user', 'map-group', 'map-users', 'map-groups', 'propagation', 'setgroups'] }, dir: ['-w', '--wd'] }],
  ['nsenter', { opts: { v: 'tSGw', l: ['target', 'setuid', 'setgid', 'wd'] }, dir: ['-w', '--wd'] }],
  ['setpriv', { opts: { l: ['reuid', 'regid', 'groups', 'inh-caps', 'ambient-caps', 'bounding-set', 'securebits', 'pdeathsig', 'selinux-label', 'apparmor-profile'] } }],
  ['prlimit', { opts: {} }],
  // tools that run a command under them: systemd's run0, readline and fake-root/time/fsync wrappers, profilers
  ['run0', { opts: { v: 'uDg', l: ['user', 'group', 'chdir', 'setenv', 'nice', 'property', 'slice', 'unit', 'description', 'background', 'machine'] }, dir: ['-D', '--chdir'] }],
  ['rlwrap', { opts: { v: 'bCDefgHlOpPqsStwz', l: ['break-chars', 'command-name', 'history-no-dupes', 'extra-char-after-completion', 'file', 'forget-matching', 'history-filename', 'logfile', 'multi-line', 'prompt-colour', 'pre-given', 'quote-characters', 'histsize', 'substitute-prompt', 'set-term-name', 'wait-before-prompt', 'filter'] } }],
  ['proot', { opts: { v: 'rbmwqkv', l: ['rootfs', 'bind', 'mount', 'cwd', 'qemu', 'kernel-release', 'verbose'] }, dir: ['-w', '--cwd'] }],
  ['fakeroot', { opts: { v: 'lsi', l: ['lib', 'faked'] } }],
  ['eatmydata', { opts: {} }],
  ['faketime', { opts: { v: 'f' }, n: 1 }],
  ['valgrind', { opts: {} }],
  ['chronic', { opts: {} }],
  // corepack runs the package manager named after it (`corepack npm publish`); its own commands (enable, use ...) run no program of a rule
  ['corepack', { opts: {} }],
  ['perf', { sub: ['record', 'stat', 'trace', 'mem', 'c2c', 'kmem', 'sched', 'lock', 'kvm'], opts: { v: 'eocpFCtGjmrDIS', l: ['event', 'output', 'count', 'pid', 'freq', 'cpu', 'tid', 'cgroup', 'call-graph', 'repeat', 'delay'] } }],
]);

function peelRunner(r: Runner): Peel {
  return (vals, fields, host) => {
    let k = 1;
    const dirs: string[] = [];
    if (r.sub !== undefined) {
      const g = scan(vals, { ...(r.global ?? {}), first: true });
      dirs.push(...values(g, ...(r.dir ?? [])));
      k = g.end;
      if (!r.sub.includes(vals[k] ?? '')) return undefined;
      k++;
    }
    const s = scan(vals, { ...r.opts, first: true }, k);
    dirs.push(...values(s, ...(r.dir ?? [])));
    // the command runs in that folder: paths it names are under it (as sudo -D)
    const dir = dirs[dirs.length - 1];
    if (dir !== undefined) chdirFor(valueField(fields, dir), host.env);
    if (r.dashdash) {
      const dd = vals.indexOf('--', k);
      return dd > 0 && dd + 1 < vals.length ? fields.slice(dd + 1) : undefined;
    }
    // `uv run -m pkg ARGS` runs a module: as `python -m pkg ARGS`
    if (r.module?.some((m) => s.opts.has(m))) return [literalField('python'), literalField('-m'), ...fields.slice(s.end)];
    let i = s.end + (r.n ?? 0);
    if (r.n !== undefined && vals[i] === '--') i++;
    if (r.assigns) while (i < vals.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(vals[i] as string)) i++;
    return i < fields.length ? fields.slice(i) : undefined;
  };
}

/** `nix develop -c CMD`, `nix shell PKG --command CMD`: the command follows -c / --command */
const nix: Peel = (vals, fields) => {
  if (vals[1] !== 'develop' && vals[1] !== 'shell') return undefined;
  const at = vals.findIndex((v, i) => i > 1 && (v === '-c' || v === '--command'));
  return at > 0 && at + 1 < vals.length ? fields.slice(at + 1) : undefined;
};

/** `entr CMD ARGS` runs the command; `entr -s CMD` gives it to the shell (runnerLine) */
const entr: Peel = (vals, fields) => {
  const i = vals.findIndex((v, k) => k > 0 && !v.startsWith('-'));
  return vals.includes('-s') || i < 0 ? undefined : fields.slice(i);
};

/** `cmake -E env [--unset=V] [--modify ...] [NAME=value]... CMD`: runs the command */
const cmake: Peel = (vals, fields) => {
  if (vals[1] !== '-E' || vals[2] !== 'env') return undefined;
  let i = 3;
  while (i < vals.length && (/^--(?:unset|modify)/.test(vals[i] as string) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(vals[i] as string) || vals[i] === '--')) i += vals[i] === '--modify' ? 2 : 1;
  return i < fields.length ? fields.slice(i) : undefined;
};

export const RUNNER_PEELS: ReadonlyMap<string, Peel> = new Map<string, Peel>([...[...RUNNERS].map(([name, r]): [string, Peel] => [name, peelRunner(r)]), ['nix', nix], ['entr', entr], ['cmake', cmake]]);

/** Runners that take the command as one string: `nix-shell --run CMD`, `doppler run --command CMD`, `cross-env-shell`. */
export function runnerLine(program: string, vals: readonly string[]): string | undefined {
  if (program === 'nix-shell') {
    const at = vals.findIndex((v) => v === '--run' || v === '--command');
    return at > 0 ? vals[at + 1] : undefined;
  }
  if (program === 'doppler' || program === 'infisical' || program === 'mise') {
    const at = vals.findIndex((v) => v === '--command' || (program === 'mise' && v === '-c'));
    return at > 0 ? vals[at + 1] : undefined;
  }
  // entr -s CMD runs CMD with the shell; hyperfine runs each command (and its -p/-s/-c ones) with the shell
  if (program === 'entr') return vals.includes('-s') ? vals[vals.length - 1] : undefined;
  if (program === 'hyperfine') {
    const s = scan(vals, { v: 'wrmMpcsSnLPNu', l: ['warmup', 'runs', 'min-runs', 'max-runs', 'prepare', 'conclude', 'cleanup', 'setup', 'shell', 'command-name', 'parameter-list', 'parameter-scan', 'parameter-step-size', 'export-json', 'export-csv', 'export-markdown', 'export-asciidoc', 'export-orgmode', 'time-unit', 'style', 'sort', 'output', 'input', 'ignore-failure'] });
    const lines = [...values(s, '-p', '--prepare', '-s', '--setup', '-c', '--cleanup', '--conclude'), ...s.pos];
    return lines.length > 0 ? lines.join('\n') : undefined;
  }
  if (program === 'cross-env-shell') {
    const rest = vals.slice(1);
    while (rest.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[0] as string)) rest.shift();
    return rest.length > 0 ? rest.join(' ') : undefined;
  }
  return undefined;
}

/** Options of runners that load an env file (`dotenv -e F`, `env-cmd -f F`, `op run --env-file F`): F is read. */
const ENV_FILE_OPTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['dotenv', ['-e']],
  ['dotenv-cli', ['-e']],
  ['env-cmd', ['-f', '--file']],
  ['uv', ['--env-file']],
  ['op', ['--env-file']],
  ['devbox', ['--env-file']],
]);

export function runnerReads(program: string, vals: readonly string[]): string[] {
  const opts = ENV_FILE_OPTS.get(program);
  return opts === undefined ? [] : optionValues(vals, opts);
}
