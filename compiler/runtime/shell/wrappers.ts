/**
 * Wrapper programs that run the rest of their arguments as a command (`sudo`, `env`, `nice`, `xargs` ...):
 * peeled off repeatedly and recorded, outermost first.
 */
import type { Field, Host } from './expand.js';
import { literalField } from './expand.js';
import type { OptSpec } from './opts.js';
import { has, scan } from './opts.js';
import { renderField } from './render.js';

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
    if (a === '-u' || a === '-C' || a === '--unset' || a === '--chdir') i += 2;
    else if (a.startsWith('-')) i++;
    else {
      const m = ENV_NAME.exec(a);
      if (!m) break;
      if (f.dynamic) host.env.delete(m[1] as string);
      else host.env.set(m[1] as string, a.slice(m[0].length));
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

export const WRAPPERS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ['sudo', generic(SUDO)],
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
]);

/** Wrappers that consume stdin themselves: the command they run does not see the pipe. */
const NO_STDIN = new Set(['xargs']);

export interface ProgramName {
  readonly name: string;
  /** the basename part is (partly) an unresolved expansion; `name` is then the rendered word */
  readonly dynamic: boolean;
}

/** `/usr/bin/git`, `./git`, `~/bin/git`, `git.exe` -> `git`. */
export function programName(f: Field): ProgramName {
  const v = f.value;
  const cut = Math.max(v.lastIndexOf('/'), v.lastIndexOf('\\')) + 1;
  let at = 0;
  for (const s of f.segs) {
    if (s.k === 'r' && at + s.s.length > cut) return { name: renderField(f), dynamic: true };
    at += s.s.length;
  }
  return { name: v.slice(cut).replace(/\.(exe|cmd|bat|com)$/i, ''), dynamic: false };
}

export interface Peeled {
  readonly fields: readonly Field[];
  readonly wrappers: readonly string[];
  readonly stdin: string | undefined;
}

export function peel(fields: readonly Field[], stdin: string | undefined, host: PeelHost): Peeled {
  const wrappers: string[] = [];
  let cur = fields;
  for (let n = 0; n < 64 && cur.length > 0; n++) {
    const p = programName(cur[0] as Field);
    const h = p.dynamic ? undefined : WRAPPERS.get(p.name);
    const next = h?.(cur.map((f) => f.value), cur, host);
    if (!next || next.length === 0) break;
    wrappers.push(p.name);
    if (NO_STDIN.has(p.name)) stdin = undefined;
    cur = next;
  }
  return { fields: cur, wrappers, stdin };
}
