/**
 * Where a command's file effects go: the folder an earlier `cd` moved to, redirections, and the paths whose
 * value the line does not show (`tee "$F"`, `> "$(cat p)"`, what xargs adds), marked so that a security rule on
 * files refuses what it cannot place (evaluate.ts) instead of reading `$F` as a file of that name.
 */
import type { Field } from './expand.js';
import type { FileEffect } from './types.js';

export interface Sink {
  readonly writes: FileEffect[];
  readonly reads: FileEffect[];
  readonly urls: string[];
}

export type Put = (path: string, op: FileEffect['op'], via: string, content?: string, deep?: FileEffect['deep'], patch?: FileEffect['patch'], shape?: string) => void;

/** The key under which a scope's env holds the folder an earlier `cd` moved to (no variable can be named so). */
export const CD_KEY = '\0cd';
/** The key prefix under which a scope's env holds the words a `for` loop variable takes in turn, `\0`-separated. */
export const LOOP_KEY = '\0in:';
/** The key prefix under which a scope's env holds the target of a link made earlier on the line (`ln -s T L`). */
export const LINK_KEY = '\0ln:';
/** The key prefix under which a scope's env marks a variable the line sets to a value known only at run time. */
export const DYN_KEY = '\0dyn:';

/** Sets a variable the line assigns: its value, or (undefined) a value made at run time, which unsets it and marks it. */
export function setVar(env: Map<string, string>, name: string, value: string | undefined, made?: Field, skip = 0): void {
  // assigning a nameref sets the variable it names (its first assignment names it): both are left to run time
  if (value !== undefined && env.has(`${REF_KEY}${name}`)) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(value)) setVar(env, value, undefined);
    return setVar(env, name, undefined);
  }
  env.delete(`${LOOP_KEY}${name}`);
  env.delete(`${PART_KEY}${name}`);
  if (value === undefined) {
    env.delete(name);
    env.set(`${DYN_KEY}${name}`, '');
    // what the line shows of a value made partly at run time (`PATH=./bin:$PATH`), run-time parts as NUL ($PWD and
    // $HOME are the call's folder and ~ where the runtime resolves the paths)
    if (made !== undefined) env.set(`${PART_KEY}${name}`, made.segs.map((g) => (g.k !== 'r' ? g.s : /^\$\{?PWD\}?$/.test(g.s) ? '.' : /^\$\{?HOME\}?$/.test(g.s) ? '~' : '\0')).join('').slice(skip));
  } else {
    env.set(name, value);
    env.delete(`${DYN_KEY}${name}`);
  }
}

/** a nameref the line declared (`declare -n r`) */
const REF_KEY = '\0ref:';

/** the written part of a value made partly at run time (setVar) */
export const PART_KEY = '\0part:';

/** The folders a list variable the line set names (`PATH=./bin:$PATH` -> ./bin): run-time parts left out. */
export function lineDirs(env: ReadonlyMap<string, string> | undefined, name: string): string[] {
  const v = env?.get(name) ?? env?.get(`${PART_KEY}${name}`) ?? '';
  return v.split(':').filter((d) => d !== '' && !/[$`\0]/.test(d)).map((d) => d.replace(/\/+$/, '') || '/');
}

/** A word xargs appends at run time, given to a writer or reader in place of what it will read (never in a path). */
export const TAIL = '\0xargs';

/** `dir` joined with a relative path; absolute, home and variable paths stay as they are. */
export function under(dir: string | undefined, path: string): string {
  if (dir === undefined || dir === '' || dir === '.' || /^([/~$]|[A-Za-z]:[\\/])/.test(path)) return path;
  return `${dir.replace(/\/+$/, '')}/${path}`;
}

/**
 * A word of the command whose value is known only at run time. `var`: only variables (`$F`, `${OUT}/x`), which the
 * runtime may still find in its own environment; `run`: anything else (`$(cat p)`, `$1`, what xargs fills in).
 * `alts`: a `for` variable's words, each in turn.
 */
export interface Mark {
  readonly s: string;
  readonly kind: 'var' | 'run';
  readonly alts?: readonly string[];
}

const PWD_WORD = /^(?:\$\{?PWD\}?|\$\(\s*pwd(?:\s+-[LP])?\s*\))$/;
export const VARS = /^(?:\$\{[A-Za-z_][A-Za-z0-9_]*\}|\$[A-Za-z_][A-Za-z0-9_]*)+$/;
const ONE_VAR = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/;

/** The marks of a command's unresolved words (`fields`, redirection targets) and of what xargs appends (`tail`). */
export function marksOf(fields: readonly (Field | undefined)[], env: ReadonlyMap<string, string>, tail = false): Mark[] {
  const out: Mark[] = [];
  // each unresolved part as written: a handler may take a piece of the word (`dd of=$F`, `--output=$(x)`)
  for (const f of fields) {
    if (f === undefined || !f.dynamic) continue;
    for (const seg of f.segs) {
      if (seg.k !== 'r' || seg.s === '') continue;
      const one = ONE_VAR.exec(seg.s);
      const loop = one ? env.get(`${LOOP_KEY}${one[1]}`) : undefined;
      // the working folder: the call's own (the runtime knows it) until a `cd` the line does not show the target of
      const here = PWD_WORD.test(seg.s);
      const kind = here ? (env.has(CD_KEY) ? 'run' : 'var') : VARS.test(seg.s) ? 'var' : 'run';
      out.push({ s: seg.s, kind, ...(loop !== undefined ? { alts: loop.split('\0') } : {}) });
    }
  }
  if (tail) out.push({ s: TAIL, kind: 'run' });
  return out;
}

/**
 * `cwd`: the folder an earlier `cd` on the line moved to. A relative path is reported under it, and also as
 * written: a `cd` inside a subshell or a branch that did not run would otherwise hide the path it really names.
 * `marks`: the command's unresolved words; a path holding one is reported with `unknown` (or, for a `for`
 * variable, once per word it takes).
 */
export function putter(sink: Sink, cwd?: string, marks: readonly Mark[] = [], env?: ReadonlyMap<string, string>): Put {
  const links = env === undefined ? [] : linksIn(env);
  const put: Put = (raw, op, via, content, deep, patch, shape) => {
    // a process substitution is a pipe, not a file
    if (raw === '' || raw.startsWith('<(') || raw.startsWith('>(')) return;
    // bash's /dev/tcp/HOST/PORT (and udp) is a connection to that host, not a file (`cat < /dev/tcp/127.0.0.1/22`)
    const socket = /^\/dev\/(tcp|udp)\/([^/\s]+)\/([^/\s]+)$/.exec(raw);
    if (socket !== null) {
      const url = `${socket[1] as string}://${(socket[2] as string).includes(':') ? `[${socket[2] as string}]` : (socket[2] as string)}:${socket[3] as string}`;
      if (!sink.urls.includes(url)) sink.urls.push(url);
      return;
    }
    // a link made earlier on the line: what goes through it reaches its target (`ln -s .env x && cat x`)
    const bare = raw.replace(/^(\.\/)+/, '');
    for (const [link, target] of links) if (bare === link || bare.startsWith(`${link}/`)) put(target + bare.slice(link.length), op, `${via} (through ${link})`, content, deep, patch);
    let unknown: 'var' | 'run' | undefined = raw.includes(TAIL) ? 'run' : undefined;
    for (const m of marks) {
      if (!raw.includes(m.s)) continue;
      if (m.alts !== undefined) {
        const inner = putter(sink, cwd, marks.filter((x) => x !== m), env);
        // the variable alone, not the start of a longer name (`$f` in `$foo`)
        const at = new RegExp(`${m.s.replace(/[$^{}()|[\]\\.*+?]/g, '\\$&')}(?![A-Za-z0-9_])`, 'g');
        for (const a of m.alts) inner(raw.replace(at, () => a), op, via, content, deep, patch);
        return;
      }
      if (m.kind === 'run' || unknown === undefined) unknown = m.kind;
    }
    const path = raw.split(TAIL).join('…');
    const moved = under(cwd, path);
    for (const p of moved === path ? [path] : [moved, path]) {
      const e: FileEffect = { path: p, op, via, ...(content !== undefined ? { content } : {}), ...(unknown !== undefined ? { unknown } : {}), ...(deep !== undefined ? { deep } : {}), ...(patch !== undefined ? { patch } : {}), ...(shape !== undefined && content === undefined ? { shape } : {}) };
      (op === 'read' ? sink.reads : sink.writes).push(e);
    }
  };
  return put;
}

export const DECLARE = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'nameref', 'read', 'mapfile', 'readarray', 'getopts']);
/** builtins that set the variables they name to what they read at run time */
const READ_VARS = new Set(['read', 'mapfile', 'readarray', 'getopts']);
/** options of read / mapfile that take a value (`read -p PROMPT`, `mapfile -d DELIM`) */
const READ_VALUED = /^-[a-zA-Z]*[adpntuCcOs]$/;

/** `cd DIR` / `pushd DIR`: later relative paths on the line are under DIR (`cd` alone or `cd -`: unknown, `~`). */
export function changeDir(argv: readonly string[], fields: readonly Field[], env: Map<string, string>): void {
  const args = argv.slice(1).filter((a) => !/^-[LPe@]+$/.test(a));
  const dir = args[0];
  if (dir === undefined || dir === '-' || fields.slice(1).some((f) => f.dynamic)) {
    env.set(CD_KEY, '~');
    // `$PWD` is then home (`cd` alone) or unknown (marksOf)
    if (dir === undefined) env.set('PWD', '~');
    else env.delete('PWD');
    return;
  }
  const to = under(env.get(CD_KEY), dir);
  env.set(CD_KEY, to);
  // the folder the rest of the line runs in: relative to the call's own, like every relative path
  env.set('PWD', to);
}

/**
 * A command run in another folder (`env -C DIR`, `sudo -D DIR`): its relative paths are under DIR (and, as
 * everywhere, also as written); `$PWD` is no longer known to the line.
 */
/** The word that holds an option's value `dir` (`--chdir=/tmp` or `/tmp` after `-D`), as that value alone. */
export function valueField(fields: readonly Field[], dir: string): Field | undefined {
  const f = fields.slice(1).find((x) => x.value.endsWith(dir));
  return f === undefined ? undefined : { ...f, value: dir };
}

export function chdirFor(dir: Field | undefined, env: Map<string, string>): void {
  if (dir === undefined) return;
  env.set(CD_KEY, dir.dynamic ? '~' : under(env.get(CD_KEY), dir.value));
  env.delete('PWD');
}

/** `export X=/`: the variable is known to the rest of the line. */
export function declare(fields: readonly Field[], env: Map<string, string>): void {
  if (READ_VARS.has(fields[0]?.value ?? '')) {
    // `read X`, `mapfile X`, `getopts o X`: values known only at run time (read -a ARR names its array with -a)
    for (let i = 1; i < fields.length; i++) {
      const w = (fields[i] as Field).value;
      if (w.startsWith('-')) {
        if (/^-[a-zA-Z]*a$/.test(w) && fields[i + 1] !== undefined) setVar(env, (fields[++i] as Field).value, undefined);
        else if (READ_VALUED.test(w)) i++;
      } else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(w) && !(fields[0]?.value === 'getopts' && i === 1)) setVar(env, w, undefined);
    }
    return;
  }
  // `declare -n r=x` (ksh's `nameref`): r stands for x, and assigning r sets x; both are left to run time
  const ref = fields[0]?.value === 'nameref' || (fields[0]?.value !== 'export' && fields.slice(1).some((f) => /^-[a-zA-Z]*n/.test(f.value)));
  for (const f of fields.slice(1)) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(f.value);
    if (ref && !f.value.startsWith('-')) {
      for (const name of [m?.[1] ?? f.value, f.value.slice(m?.[0].length ?? f.value.length).replace(/\[.*$/, '')]) if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) setVar(env, name, undefined);
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(m?.[1] ?? f.value)) env.set(`${REF_KEY}${m?.[1] ?? f.value}`, '');
      continue;
    }
    if (!m) continue;
    setVar(env, m[1] as string, f.dynamic ? undefined : f.value.slice(m[0].length), f, m[0].length);
  }
}

function linksIn(env: ReadonlyMap<string, string>): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of env) if (k.startsWith(LINK_KEY)) out.push([k.slice(LINK_KEY.length), v]);
  return out;
}

/** `ln [-s] T L`, `ln T... DIR`, `ln -t DIR T...`: remembers each link's target for the rest of the line. */
export function recordLinks(argv: readonly string[], env: Map<string, string>): void {
  const pos: string[] = [];
  let dir: string | undefined;
  let soft = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '-t' || a === '--target-directory') dir = argv[++i];
    else if (a.startsWith('--target-directory=')) dir = a.slice(19);
    else if (a === '-S' || a === '--suffix') i++;
    else if (/^-[a-zA-Z]+$/.test(a) || a.startsWith('--')) soft ||= a === '--symbolic' || (!a.startsWith('--') && a.includes('s'));
    else pos.push(a);
  }
  const pairs: [string, string][] = dir !== undefined ? pos.map((t) => [`${dir}/${base(t)}`, t]) : pos.length === 1 ? [[base(pos[0] as string), pos[0] as string]] : pos.length === 2 ? [[pos[1] as string, pos[0] as string]] : pos.slice(0, -1).map((t) => [`${pos[pos.length - 1]}/${base(t)}`, t]);
  for (const [link, target] of pairs) {
    const l = link.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    // a relative symbolic target is relative to the link's folder
    const at = soft && !/^[/~$]/.test(target) && l.includes('/') ? `${l.slice(0, l.lastIndexOf('/'))}/${target}` : target;
    if (l !== '' && !l.includes('$')) env.set(`${LINK_KEY}${l}`, at);
  }
}

const base = (p: string): string => p.replace(/\/+$/, '').slice(p.replace(/\/+$/, '').lastIndexOf('/') + 1);

export interface RedirEffect {
  readonly op: string;
  readonly fd: string;
  readonly path: string;
  /** `>&2`, `2>&1`, `<&0`, `>&-`: a descriptor, not a file */
  readonly dup: boolean;
}

/** The file a command's stdin is redirected from (`< fix.diff`), if any. */
export function stdinFile(redirs: readonly RedirEffect[]): { file?: string } {
  let file: string | undefined;
  for (const r of redirs) if (!r.dup && r.op === '<' && (r.fd === '' || r.fd === '0') && r.path !== '') file = r.path;
  return file !== undefined ? { file } : {};
}

/** `content`: what the command writes to stdout, when knowable. */
export function redirEffects(redirs: readonly RedirEffect[], content: string | undefined, put: Put, shape?: string): void {
  for (const r of redirs) {
    if (r.dup) continue;
    const out = r.fd === '' || r.fd === '1' || r.op.startsWith('&');
    const c = out ? content : undefined;
    const sh = out ? shape : undefined;
    if (r.op === '>' || r.op === '>|' || r.op === '&>' || r.op === '>&') put(r.path, 'write', r.op, c, undefined, undefined, sh);
    else if (r.op === '>>' || r.op === '&>>') put(r.path, 'append', r.op, c, undefined, undefined, sh);
    else if (r.op === '<>') put(r.path, 'write', r.op);
    else if (r.op === '<') put(r.path, 'read', r.op);
  }
}
