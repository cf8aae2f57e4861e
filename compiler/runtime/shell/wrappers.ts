/**
 * Wrapper programs that run the rest of their arguments as a command (`sudo`, `env`, `nice`, `xargs` ...):
 * peeled off repeatedly and recorded, outermost first.
 */
import type { Field, Host } from './expand.js';
import type { Unknown } from './launch.js';
import { literalField, makeField } from './expand.js';
import type { OptSpec } from './opts.js';
import { has, scan, values } from './opts.js';
import { chdirFor, valueField, setVar } from './sink.js';
import { renderField } from './render.js';
import { RUNNER_PEELS, runnerReads } from './runners.js';
import { MORE_WRAPPERS } from './more-wrappers.js';

export interface PeelHost extends Host {
  /** the words of a string (`env -S`), expanded */
  words(text: string): Field[];
}

type Handler = (vals: readonly string[], fields: readonly Field[], host: PeelHost) => readonly Field[] | undefined;

interface Skip extends OptSpec {
  /** operands to skip after the options (timeout's DURATION, chroot's DIR) */
  readonly n?: number;
  /** options meaning "no command follows" */
  readonly stop?: readonly string[];
  /** options meaning "run a shell" when no command follows */
  readonly shell?: readonly string[];
}

function generic(spec: Skip): Handler {
  const s0: OptSpec = { ...spec, first: true };
  return (vals, fields) => {
    const s = scan(vals, s0);
    if (spec.stop && has(s, ...spec.stop)) return undefined;
    const i = s.end + (spec.n ?? 0);
    if (i < fields.length) return fields.slice(i);
    return spec.shell && has(s, ...spec.shell) ? [literalField('sh')] : undefined;
  };
}

const XARGS_LONG = ['max-args', 'max-procs', 'delimiter', 'arg-file', 'max-chars', 'process-slot-var'];

const xargs: Handler = (vals, fields) => {
  let i = 1;
  for (; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--') {
      i++;
      break;
    }
    if (a.length < 2 || a[0] !== '-') break;
    if (a[1] === '-') {
      if (!a.includes('=') && XARGS_LONG.includes(a.slice(2))) i++;
      continue;
    }
    for (let j = 1; j < a.length; j++) {
      const c = a[j] as string;
      if ('ile'.includes(c)) break;
      if ('ILnPsdEa'.includes(c)) {
        if (j === a.length - 1) i++;
        break;
      }
    }
  }
  return i < fields.length ? fields.slice(i) : undefined;
};

const ENV_NAME = /^([A-Za-z_][A-Za-z0-9_]*)=/;

const env: Handler = (_vals, fields, host) => {
  let list = fields.slice();
  let i = 1;
  while (i < list.length) {
    const f = list[i] as Field;
    const a = f.value;
    let split: string | undefined;
    let used = 1;
    if (a === '-S' || a === '--split-string') [split, used] = [list[i + 1]?.value ?? '', 2];
    else if (a.startsWith('--split-string=')) split = a.slice(15);
    else if (/^-[iv0]*S./.test(a)) split = a.slice(a.indexOf('S') + 1);
    if (split !== undefined) {
      list = [...list.slice(0, i), ...host.words(split), ...list.slice(i + used)];
      continue;
    }
    if (a === '-C' || a === '--chdir' || a.startsWith('--chdir=')) chdirFor(a.startsWith('--chdir=') ? { ...f, value: a.slice(8) } : list[i + 1], host.env);
    if (a === '-u' || a === '-C' || a === '--unset' || a === '--chdir') i += 2;
    else if (a.startsWith('-')) i++;
    else {
      const m = ENV_NAME.exec(a);
      if (!m) break;
      setVar(host.env, m[1] as string, f.dynamic ? undefined : a.slice(m[0].length), f, m[0].length);
      i++;
    }
  }
  return i < list.length ? list.slice(i) : undefined;
};

const SUDO: Skip = {
  v: 'ugphCDrtTU',
  l: ['user', 'group', 'host', 'prompt', 'close-from', 'chdir', 'role', 'type', 'command-timeout', 'other-user'],
  stop: ['-l', '-v', '-K', '-e', '-V', '--list', '--validate', '--edit', '--version', '--remove-timestamp', '--help'],
  shell: ['-s', '-i', '--shell', '--login'],
};

const flock: Handler = (vals, fields, host) => {
  const s = scan(vals, { v: 'wEc', l: ['timeout', 'wait', 'conflict-exit-code', 'command'] });
  if (has(s, '-c', '--command')) return undefined;
  return generic({ v: 'wE', l: ['timeout', 'wait', 'conflict-exit-code'], n: 1 })(vals, fields, host);
};

const runuser: Handler = (vals, fields, host) => {
  const spec: Skip = { v: 'ugGswc', l: ['user', 'group', 'supp-group', 'shell', 'whitelist-environment', 'command', 'session-command'] };
  const s = scan(vals, { ...spec, first: true });
  if (!has(s, '-u', '--user') || has(s, '-c', '--command', '--session-command')) return undefined;
  return generic(spec)(vals, fields, host);
};

/** package runners: `npx -y prettier`, `pnpm dlx x`, `yarn exec x`, `npm exec -- x` run the package's command */
const NPX: Skip = { v: 'pc', l: ['package', 'call', 'cache', 'userconfig', 'registry'] };
const runner = (sub: readonly string[]): Handler => (vals, fields) => {
  if (sub.length > 0 && !sub.includes(vals[1] ?? '')) return undefined;
  const rest = sub.length > 0 ? fields.slice(1) : fields;
  const s = scan(rest.map((f) => f.value), { ...NPX, first: true });
  if (has(s, '-c', '--call')) return undefined;
  const i = s.end;
  return i < rest.length ? rest.slice(i) : undefined;
};

export const WRAPPERS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ['npx', runner([])],
  ['pnpx', runner([])],
  ['bunx', runner([])],
  ['pnpm', runner(['dlx', 'exec'])],
  ['yarn', runner(['dlx', 'exec'])],
  ['npm', runner(['exec', 'x'])],
  ['sudo', (vals, fields, host) => {
    const s = scan(vals, { ...SUDO, first: true });
    const dir = values(s, '-D', '--chdir')[0];
    if (dir !== undefined) chdirFor(valueField(fields, dir), host.env);
    return generic(SUDO)(vals, fields, host);
  }],
  ['doas', generic({ v: 'uC', stop: ['-L'], shell: ['-s'] })],
  ['env', env],
  ['command', generic({ stop: ['-v', '-V'] })],
  ['builtin', generic({})],
  ['exec', generic({ v: 'a' })],
  ['nice', generic({ v: 'n', l: ['adjustment'] })],
  ['nohup', generic({})],
  ['setsid', generic({})],
  ['unbuffer', generic({})],
  ['time', generic({ v: 'fo', l: ['format', 'output'] })],
  ['timeout', generic({ v: 'sk', l: ['signal', 'kill-after'], n: 1 })],
  ['stdbuf', generic({ v: 'ioe', l: ['input', 'output', 'error'] })],
  ['ionice', generic({ v: 'cn', l: ['class', 'classdata'], stop: ['-p', '-P', '-u', '--pid', '--pgid', '--uid'] })],
  ['chrt', generic({ v: 'TPD', l: ['sched-runtime', 'sched-period', 'sched-deadline'], n: 1, stop: ['-p', '--pid'] })],
  ['taskset', generic({ n: 1, stop: ['-p', '--pid'] })],
  ['chroot', generic({ l: ['userspec', 'groups'], n: 1 })],
  ['strace', generic({ v: 'oepsaEIPbXSUuO', l: ['output', 'trace', 'signal', 'status', 'attach', 'string-limit'] })],
  ['ltrace', generic({ v: 'aADeFlnopsuwx', l: ['output', 'align', 'indent', 'library'] })],
  ['xargs', xargs],
  ['busybox', (vals, fields) => (vals[1] !== undefined && !vals[1].startsWith('-') ? fields.slice(1) : undefined)],
  ['flock', flock],
  ['runuser', runuser],
  ['caffeinate', generic({ v: 'tw' })],
  ['pkexec', generic({ l: ['user'] })],
  ['proxychains', generic({ v: 'f' })],
  ['proxychains4', generic({ v: 'f' })],
  ['torsocks', generic({ v: 'udaP', l: ['user', 'pass', 'address', 'port'] })],
  // environment runners: uv run, poetry run, bundle exec, conda run, mise exec, op run ... (runners.ts)
  ...RUNNER_PEELS,
  // sandboxes, environment setters, session runners, queues, terminals, debuggers (more-wrappers.ts)
  ...MORE_WRAPPERS,
]);

/** xargs' replace string (-I, -i, --replace) and input separator, from its own options before `command`. */
function xargsOptions(xargs: readonly Field[], command: readonly Field[]): { repl?: string; sep: string | RegExp; file?: string } {
  const opts = xargs.slice(1, xargs.length - command.length).map((f) => f.value);
  let repl: string | undefined;
  let file: string | undefined;
  let sep: string | RegExp = /[ \t\n]+/;
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i] as string;
    if (o === '-I') repl = opts[++i];
    else if (/^-I./.test(o)) repl = o.slice(2);
    else if (o === '-i' || o === '--replace') repl = '{}';
    else if (/^-i./.test(o) || o.startsWith('--replace=')) repl = o.slice(o.indexOf(o[1] === 'i' ? 'i' : '=') + 1);
    else if (o === '-0' || o === '--null') sep = '\0';
    else if (o === '-d') sep = opts[++i] ?? sep;
    else if (o.startsWith('--delimiter=')) sep = o.slice(12);
    // -a FILE: the items come from FILE (its content becomes the command's words)
    else if (o === '-a' || o === '--arg-file') file = opts[++i];
    else if (/^-a./.test(o) || o.startsWith('--arg-file=')) file = o.slice(o[1] === 'a' ? 2 : 11);
  }
  return { ...(repl !== undefined ? { repl } : {}), sep, ...(file !== undefined ? { file } : {}) };
}

/**
 * xargs fed literal input: its items become arguments of the command (`echo -f | xargs git push` runs
 * `git push -f`): appended, or put in place of the -I replace string (first line only).
 */
function withInput(xargs: readonly Field[], command: readonly Field[], stdin: string): readonly Field[] {
  const { repl, sep } = xargsOptions(xargs, command);
  if (repl !== undefined) {
    const line = stdin.split('\n')[0] ?? '';
    return command.map((f) => (f.value.includes(repl) ? literalField(f.value.split(repl).join(line)) : f));
  }
  return [...command, ...stdin.split(sep).filter((x) => x !== '').map(literalField)];
}

/**
 * xargs fed input known only at run time: with a replace string, the words holding it become unknown (kept as
 * written, dynamic); otherwise the command gets unknown words after its own (`tail`).
 */
function withUnknownInput(xargs: readonly Field[], command: readonly Field[]): { fields: readonly Field[]; tail: boolean } {
  const { repl } = xargsOptions(xargs, command);
  if (repl === undefined) return { fields: command, tail: true };
  return { fields: command.map((f) => (f.value.includes(repl) ? makeField([{ s: f.value, k: 'r' }], f.quoted) : f)), tail: false };
}

/** Wrappers that consume stdin themselves: the command they run does not see the pipe. */
const NO_STDIN = new Set(['xargs']);

export interface ProgramName {
  readonly name: string;
  /** the basename part is (partly) an unresolved expansion; `name` is then the rendered word */
  readonly dynamic: boolean;
}

const PATTERN = /[*?]|\[[^\]]+\]|\{[^}]*(,|\.\.)[^}]*\}/;

/** `/usr/bin/git`, `./git`, `~/bin/git`, `git.exe` -> `git`. */
export function programName(f: Field): ProgramName {
  const v = f.value;
  const cut = Math.max(v.lastIndexOf('/'), v.lastIndexOf('\\')) + 1;
  let at = 0;
  for (const s of f.segs) {
    // an unresolved expansion, or an unquoted glob or brace pattern, in the basename: bash picks the program
    const active = s.k === 'r' || (s.k === 'u' && PATTERN.test(s.s));
    if (active && at + s.s.length > cut) return { name: renderField(f), dynamic: true };
    at += s.s.length;
  }
  const name = v.slice(cut).replace(/\.(exe|cmd|bat|com)$/i, '');
  // zsh expands an unquoted `=git` to git's path (EQUALS): the program is git
  return { name: cut === 0 && f.segs[0]?.k === 'u' && /^=[\w.-]/.test(name) ? name.slice(1) : name, dynamic: false };
}

export interface Peeled {
  readonly fields: readonly Field[];
  readonly wrappers: readonly string[];
  readonly stdin: string | undefined;
  /** what the line does not show of the command's input: a pipe of run-time output, words xargs adds */
  readonly unknown: Unknown;
  /** files a wrapper reads itself (`xargs -a FILE`: read for the command; `dotenv -e FILE`: by the runner) */
  readonly reads: readonly (readonly [path: string, via?: string])[];
}

export function peel(fields: readonly Field[], stdin: string | undefined, host: PeelHost, unknownIn = false): Peeled {
  const wrappers: string[] = [];
  const reads: (readonly [string, string?])[] = [];
  let cur = fields;
  let tail = false;
  for (let n = 0; n < 64 && cur.length > 0; n++) {
    const p = programName(cur[0] as Field);
    const h = p.dynamic ? undefined : WRAPPERS.get(p.name);
    let next = h?.(cur.map((f) => f.value), cur, host);
    if (!next || next.length === 0) break;
    wrappers.push(p.name);
    const argFile = p.name === 'xargs' ? xargsOptions(cur, next).file : undefined;
    if (argFile !== undefined) reads.push([argFile]);
    for (const f of runnerReads(p.name, cur.map((x) => x.value))) reads.push([f, p.name]);
    if (p.name === 'xargs' && stdin !== undefined && argFile === undefined) next = withInput(cur, next, stdin);
    else if (p.name === 'xargs' && (unknownIn || argFile !== undefined)) {
      const u = withUnknownInput(cur, next);
      next = u.fields;
      tail ||= u.tail;
    }
    // `sudo FOO=1 git push`: sudo (and bash's `time`) take variable assignments before the command
    while (next.length > 1 && ENV_NAME.test((next[0] as Field).value)) {
      const f = next[0] as Field;
      const m = ENV_NAME.exec(f.value) as RegExpExecArray;
      setVar(host.env, m[1] as string, f.dynamic ? undefined : f.value.slice(m[0].length), f, m[0].length);
      next = next.slice(1);
    }
    if (NO_STDIN.has(p.name)) {
      stdin = undefined;
      unknownIn = false;
    }
    cur = next;
  }
  return { fields: cur, wrappers, stdin, unknown: { stdin: unknownIn, tail }, reads };
}
