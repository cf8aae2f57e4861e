/**
 * Programs that run a command given to them as a string or as trailing words while doing a job of their own
 * (`bash -c`, `eval`, `ssh host CMD`, `find -exec`, `kubectl exec -- CMD` ...): the program is reported as
 * a command, and what it launches is analyzed as nested commands.
 */
import type { CodeEffect } from './code-files.js';
import { type Field, positionalEnv } from './expand.js';
import { envArgs, envStarts } from './env-starts.js';
import { findLaunch } from './find.js';
import { chained, folded, MORE_LAUNCHERS } from './more-launchers.js';
import { rsyncRemoves, tarRemoves } from './removers.js';
import { quote } from './render.js';
import { interpreted } from './inline.js';
import { AWKS, classify, interpreter, SHELLS } from './programs.js';
import { withRc } from './rc-files.js';
import { runnerLine } from './runners.js';
import { sedArgs, sedScript } from './sed-script.js';
import { SHELL_OUTS } from './shell-outs.js';
import { sshConfigFile, sshOptionCommand } from './client-escapes.js';
import { RSYNC_LONG } from './effects.js';
import { type Started, gitStarts, screenStarts, tmuxStarts } from './sessions.js';
import { has, scan, values } from './opts.js';

export interface Job {
  /** a command line to parse */
  readonly text?: string;
  /** or words to run as they are */
  readonly fields?: readonly Field[];
  /** variables the launched shell sees besides the current ones ($0, $1 ... of `sh -c STR a b`) */
  readonly env?: ReadonlyMap<string, string>;
}

export interface Launch {
  readonly jobs: readonly Job[];
  /** argument indices that are data in the outer command (the -c string) */
  readonly data: readonly number[];
  /** script files the program reads */
  readonly reads: readonly string[];
  /** script files whose code it runs (`sh deploy.sh`, `source env.sh`): the runtime reads and judges them */
  readonly runs?: readonly string[];
  /** files the program's code reads, writes or removes (interpreter code, compiler/runtime/shell/code-files.ts) */
  readonly effects?: readonly CodeEffect[];
  /** it runs code that only exists at run time (a shell reading a pipe of unknown output): `a line that ...` */
  readonly opaque?: string;
}

/** What the line does not show of a program's input: its stdin is a pipe of run-time output, more words follow (xargs). */
export interface Unknown {
  readonly stdin: boolean;
  readonly tail: boolean;
}

export type Launcher = (vals: readonly string[], fields: readonly Field[], stdin: string | undefined, unknown: Unknown) => Launch;

const EMPTY: Launch = { jobs: [], data: [], reads: [] };
const opaque = (program: string): Launch => ({ ...EMPTY, opaque: `a line that feeds ${program} code made at run time` });
/** a word xargs fills with input read at run time (wrappers.ts): no expansion written in it, yet not known */
const filled = (f: Field | undefined): boolean => f !== undefined && f.dynamic && !/[$`]/.test(f.value);
const text = (t: string, at?: number, env?: Map<string, string>): Launch => ({ jobs: [env ? { text: t, env } : { text: t }], data: at === undefined ? [] : [at], reads: [] });
const words = (fields: readonly Field[]): Launch => (fields.length > 0 ? { jobs: [{ fields }], data: [], reads: [] } : EMPTY);

function shell(vals: readonly string[], fields: readonly Field[], stdin: string | undefined, unknown: Unknown): Launch {
  let c = false;
  let s = false;
  let i = 1;
  for (; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--' || a === '-') {
      i++;
      break;
    }
    if (a.length < 2 || (a[0] !== '-' && a[0] !== '+')) break;
    if (a.startsWith('--')) {
      if (a.startsWith('--command=')) return text(a.slice(10), i);
      if (a === '--command') c = true;
      else if (a === '--rcfile' || a === '--init-file') i++;
      continue;
    }
    let skip = 0;
    for (const ch of a.slice(1)) {
      if (ch === 'c') c = true;
      else if (ch === 's') s = true;
      else if (ch === 'o' || ch === 'O') skip++;
    }
    i += skip;
  }
  if (c) {
    const cmd = vals[i];
    if (cmd === undefined) return unknown.tail ? opaque(vals[0] as string) : EMPTY;
    if (filled(fields[i])) return opaque(vals[0] as string);
    return text(cmd, i, positionalEnv(vals[i + 1] ?? vals[0] ?? 'sh', vals.slice(i + 2)));
  }
  // input xargs appends may be options (-c CODE) as well as script names
  if (unknown.tail) return opaque(vals[0] as string);
  if (i < vals.length && !s) return script(vals[0] as string, vals[i] as string, fields[i], stdin, unknown);
  return stdin !== undefined ? text(stdin) : unknown.stdin ? opaque(vals[0] as string) : EMPTY;
}

/** stdin named as a file (`bash /dev/stdin`, `source /dev/fd/0`) */
const STDIN_FILE = /^\/(?:dev\/stdin|dev\/fd\/0|proc\/self\/fd\/0)$/;

/**
 * A script a shell (or `source`, `.`) runs by name: a file is only read, stdin named as a file is stdin, and a
 * process substitution (`sh <(curl ...)`) is code made at run time.
 */
function script(program: string, file: string, field: Field | undefined, stdin: string | undefined, unknown: Unknown): Launch {
  if (STDIN_FILE.test(file)) return stdin !== undefined ? text(stdin) : unknown.stdin ? opaque(program) : EMPTY;
  if (field?.dynamic && /^[<>]\(/.test(file)) return opaque(program);
  return { jobs: [], data: [], reads: [file], runs: [file] };
}

/** `source FILE` / `. FILE`: the file's commands run in this shell */
const source: Launcher = (vals, fields, stdin, unknown) => (vals[1] === undefined ? EMPTY : { ...script(vals[0] as string, vals[1], fields[1], stdin, unknown), reads: [] });

/** `-c STRING` style launchers (su, runuser, script, flock): the string, else a shell reading literal stdin. */
function stringOption(spec: { v: string; l: string[] }, stdinShell: boolean): Launcher {
  return (vals, _f, stdin, unknown) => {
    const s = scan(vals, spec);
    const cmd = values(s, '-c', '--command', '--session-command')[0];
    if (cmd !== undefined) return text(cmd, vals.indexOf(cmd, 1));
    if (!stdinShell) return EMPTY;
    return stdin !== undefined ? text(stdin) : unknown.stdin ? opaque(vals[0] as string) : EMPTY;
  };
}

const SSH_VALUED = 'pilo' + 'FJLRDbcEemOQSWwBI';

/** commands a program runs locally through one of its options (ssh -o ProxyCommand=, rsync -e, tar -I) */
const local = (cmds: readonly (string | undefined)[]): Job[] => cmds.filter((c): c is string => c !== undefined && c !== '').map((c) => ({ text: c }));

const ssh: Launcher = (vals, _f, stdin, unknown) => {
  const s = scan(vals, { v: SSH_VALUED, first: true });
  const proxy = local(values(s, '-o').map(sshOptionCommand));
  const host = s.end;
  const fed = stdin !== undefined ? text(stdin) : unknown.stdin ? opaque('ssh') : EMPTY;
  const remote = host >= vals.length ? EMPTY : host + 1 < vals.length ? text(vals.slice(host + 1).join(' ')) : !has(s, '-N') ? fed : EMPTY;
  const cfg = remote.opaque ?? sshConfigFile(values(s, '-F'));
  return { ...remote, jobs: [...proxy, ...remote.jobs], ...(cfg !== undefined ? { opaque: cfg } : {}) };
};

/** `-e CMD` runs; `--delete` removes from a local destination what the source lacks, as `rm -rf DEST` may (sources: removers.ts) */
const rsync: Launcher = (vals) => {
  const s = scan(vals, { v: 'efBMT', l: [...RSYNC_LONG, 'rsh', 'rsync-path'] });
  const dest = s.pos.length > 1 ? s.pos.at(-1) : undefined;
  const del = [...s.opts.keys()].some((k) => /^--del(?:ete(?:-\w+)?)?$/.test(k));
  return { jobs: [...local(values(s, '-e', '--rsh', '--rsync-path')), ...(del && dest !== undefined && !/^[^/]*:/.test(dest) ? [{ text: `rm -rf -- ${quote(dest)}` }] : []), ...rsyncRemoves(s.pos, vals)], data: [], reads: [] };
};

const tar: Launcher = (vals) => {
  const s = scan(vals, { v: 'fCTXbHKNgLVI', l: ['file', 'directory', 'files-from', 'to-command', 'use-compress-program', 'checkpoint-action', 'info-script', 'new-volume-script'] });
  const acts = values(s, '--checkpoint-action').map((a) => /^exec=(.*)$/.exec(a)?.[1]);
  return { jobs: [...local([...values(s, '-I', '--use-compress-program', '--to-command', '--info-script', '--new-volume-script', '-F'), ...acts]), ...tarRemoves(vals)], data: [], reads: [] };
};

const watch: Launcher = (vals, fields) => {
  let i = 1;
  let exec = false;
  for (; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--') {
      i++;
      break;
    }
    if (a.length < 2 || a[0] !== '-') break;
    if (a[1] === '-') {
      if (a === '--exec') exec = true;
      else if (a === '--interval' || a === '--equexit') i++;
      continue;
    }
    if (a.includes('x')) exec = true;
    if (/[nq]$/.test(a)) i++;
  }
  if (i >= vals.length) return EMPTY;
  return exec ? words(fields.slice(i)) : text(vals.slice(i).join(' '));
};

const PARALLEL_VALUED = new Set('-j -S -a -C -d -E -I -n -N -L -P -s -X -m --jobs --sshlogin --arg-file --colsep --delimiter --joblog --results --timeout --workdir --tmpdir --tagstring --basefile --env --retries --halt --load --memfree --delay --max-args --max-procs --max-lines --max-chars'.split(' '));

const parallel: Launcher = (vals) => {
  let i = 1;
  for (; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--') {
      i++;
      break;
    }
    if (a.length < 2 || a[0] !== '-') break;
    if (PARALLEL_VALUED.has(a)) i++;
  }
  let end = i;
  while (end < vals.length && !/^:{3,4}\+?$/.test(vals[end] as string)) end++;
  // no command: each input after ::: is a command line of its own
  if (end === i) return vals[end] === ':::' ? { ...EMPTY, jobs: vals.slice(end + 1).map((t) => ({ text: t })) } : EMPTY;
  // the first input after ::: stands in for {} (or is appended), as parallel does
  const cmd = vals.slice(i, end).join(' ');
  const arg = vals[end] === ':::' ? vals[end + 1] : undefined;
  return text(arg === undefined ? cmd : cmd.includes('{}') ? cmd.split('{}').join(arg) : `${cmd} ${arg}`);
};

/** terragrunt runs terraform with the command and words it is given (`terragrunt destroy`, `terragrunt run-all apply -destroy`, `terragrunt run --all -- destroy`) */
const TF_COMMANDS = new Set('apply console destroy fmt force-unlock get graph import init login logout metadata output plan providers refresh show state taint test untaint validate version workspace'.split(' '));
const terragrunt: Launcher = (vals) => {
  const i = vals.findIndex((v, k) => k > 0 && TF_COMMANDS.has(v));
  return i > 0 ? text(['terraform', ...vals.slice(i)].map(quote).join(' ')) : EMPTY;
};

const kubectl: Launcher = (vals, fields) => {
  const c = classify(vals);
  const sub = c.pos[0];
  if (sub === undefined || vals[sub] !== 'exec') return EMPTY;
  const dd = vals.indexOf('--', sub);
  if (dd > 0) return words(fields.slice(dd + 1));
  const third = c.pos[2];
  return third !== undefined ? words(fields.slice(third)) : EMPTY;
};

const RUN_VALUED = 'a c e h l m p u v w'.split(' ').join('');
const RUN_LONG = ['env', 'env-file', 'user', 'workdir', 'detach-keys', 'name', 'network', 'net', 'entrypoint', 'mount', 'label', 'volume', 'publish', 'hostname', 'add-host', 'device', 'dns', 'cap-add', 'cap-drop', 'security-opt', 'ulimit', 'log-driver', 'log-opt', 'cpus', 'memory', 'platform', 'restart', 'pull', 'gpus', 'ipc', 'pid', 'shm-size', 'tmpfs', 'runtime', 'expose', 'link', 'volumes-from', 'label-file', 'cidfile', 'cgroupns', 'stop-signal', 'stop-timeout', 'health-cmd', 'userns', 'uts', 'attach', 'group-add', 'cpuset-cpus', 'memory-swap', 'storage-opt', 'annotation'];

const container: Launcher = (vals, fields) => {
  const c = classify(vals);
  let k = c.pos[0];
  if (k !== undefined && vals[k] === 'container' && c.pos[1] !== undefined) k = c.pos[1];
  const sub = k === undefined ? '' : vals[k];
  if (k === undefined || (sub !== 'exec' && sub !== 'run')) return EMPTY;
  const s = scan(vals, { v: RUN_VALUED, l: RUN_LONG, first: true }, k + 1);
  return s.end + 1 < vals.length ? words(fields.slice(s.end + 1)) : EMPTY;
};

const nc: Launcher = (vals) => {
  const s = scan(vals, { v: 'ecpswxXiqOITVgG', l: ['exec', 'sh-exec', 'lua-exec', 'source-port', 'source', 'proxy', 'proxy-type', 'wait'] });
  const sh = values(s, '-c', '--sh-exec')[0];
  if (sh !== undefined) return text(sh, vals.indexOf(sh, 1));
  const ex = values(s, '-e', '--exec')[0];
  return ex !== undefined ? text(ex) : EMPTY;
};

const SU = { v: 'csgGw', l: ['command', 'session-command', 'shell', 'group', 'supp-group', 'whitelist-environment'] };

export const LAUNCHERS: ReadonlyMap<string, Launcher> = chained([
  ...MORE_LAUNCHERS,
  ...[...SHELLS].map((s): [string, Launcher] => [s, withRc(shell)]),
  ['eval', (vals) => (vals.length > 1 ? text(vals.slice(1).join(' ')) : EMPTY)],
  ['source', source],
  ['.', source],
  ['ssh', ssh],
  ['rsync', rsync],
  ['tar', tar],
  ['su', stringOption(SU, true)],
  ['runuser', stringOption({ v: 'csgGwu', l: [...SU.l, 'user'] }, true)],
  ['script', stringOption({ v: 'cTOBIEm', l: ['command', 'log-timing', 'log-out', 'log-in', 'log-io', 'echo', 'logging-format', 'output-limit'] }, false)],
  ['flock', stringOption({ v: 'wEc', l: ['timeout', 'wait', 'conflict-exit-code', 'command'] }, false)],
  ['watch', watch],
  ['parallel', parallel],
  ['find', findLaunch],
  ['kubectl', kubectl],
  ['terragrunt', terragrunt],
  // hub and lab wrap git: every command they do not add themselves runs as git's (`hub push -f` is `git push -f`)
  ...['hub', 'lab'].map((p): [string, Launcher] => [p, (vals) => text(['git', ...vals.slice(1)].map(quote).join(' '))]),
  ['docker', container],
  ['podman', container],
  ['nerdctl', container],
  ['nc', nc],
  ['ncat', nc],
  ['netcat', nc],
  ['git', (vals, fields) => started(gitStarts(vals, fields))],
  ['sed', (vals) => started(sedScript(sedArgs(vals).scripts.join('\n')))],
  ...[...SHELL_OUTS].map(([p, f]): [string, Launcher] => [p, (vals, _f, stdin, unknown) => started(f(vals, stdin, unknown.stdin))]),
  ['tmux', (vals) => started(tmuxStarts(vals))],
  ['screen', (vals, fields) => started(screenStarts(vals, fields))],
  // at and batch run the commands on their stdin later
  ...['at', 'batch'].map((p): [string, Launcher] => [p, (_v, _f, stdin, unknown) => (stdin !== undefined ? text(stdin) : unknown.stdin ? opaque(p) : EMPTY)]),
  // runners given the command as one string: nix-shell --run CMD, doppler run --command CMD, mise exec -c CMD
  ...['nix-shell', 'doppler', 'infisical', 'mise', 'cross-env-shell', 'entr', 'hyperfine'].map((p): [string, Launcher] => [p, (vals) => {
    const line = runnerLine(p, vals);
    return line === undefined ? EMPTY : text(line);
  }]),
]);

/** Commands a program starts later or elsewhere (sessions.ts), as jobs. */
function started(s: Started): Launch {
  const jobs: Job[] = [...s.lines.map((t) => ({ text: t })), ...(s.words ?? []).map((f) => ({ fields: f }))];
  return { jobs, data: [], reads: [], ...(s.opaque !== undefined ? { opaque: s.opaque } : {}) };
}

/** What `program` launches, and (env-starts.ts) the commands the variables the line set for it make it run. */
export function launch(program: string, fields: readonly Field[], stdin: string | undefined, unknown: Unknown, env?: ReadonlyMap<string, string>): Launch {
  const l = LAUNCHERS.get(program);
  const fam = AWKS.has(program) ? 'awk' : interpreter(program);
  const base = folded(program, fields, l ? l(fields.map((f) => f.value), fields, stdin, unknown) : fam === undefined ? EMPTY : interpreted(fam, program, fields, stdin, unknown));
  // arguments the line's variables add (`TF_CLI_ARGS_apply=-destroy terraform apply`): the command as it runs
  const added = envArgs(program, fields.map((f) => f.value), env);
  const own = added === undefined ? base : { ...base, jobs: [...base.jobs, ...(added.line !== undefined ? [{ text: added.line, env: new Map([['TF_CLI_ARGS', ''], [`TF_CLI_ARGS_${added.sub ?? ''}`, '']]) }] : [])], ...(added.opaque !== undefined ? { opaque: base.opaque ?? added.opaque } : {}) };
  const e = env === undefined || env.size === 0 ? undefined : envStarts(env);
  if (e === undefined) return own;
  const opaque = own.opaque ?? e.opaque;
  const unset = new Map(e.names.map((n) => [n, '']));
  return { ...own, jobs: [...own.jobs, ...e.lines.map((t) => ({ text: t, env: unset }))], ...(opaque !== undefined ? { opaque } : {}) };
}
