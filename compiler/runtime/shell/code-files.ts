/**
 * Files that interpreter code reads, writes and removes (`python3 -c "print(open('.env').read())"`, `node -e
 * "fs.rmSync('.github', {recursive: true})"`): each language's standard file calls (compiler/runtime/shell/
 * file-calls.ts) with their path arguments read as literals (compiler/runtime/shell/literals.ts), plus the usual
 * ways to spell a path (`os.path.join`, `Path.home() / '.ssh'`, `path.join(os.homedir(), ...)`, `sys.argv[1]`).
 * Code on the line is read strictly: a path made at run time is unknown (a security rule on paths refuses it), and
 * any other string that looks like a path is read, since code can read a file in more ways than any table lists.
 * Code in a file is judged as written: its literal calls only (docs/matching.md, "Interpreter code").
 */
import type { ObjectMethods, Op, Touch } from './file-calls.js';
import { FILE_TONGUES } from './file-calls.js';
import type { Paths } from './code-paths.js';
import type { Arg, Lang } from './literals.js';
import type { Walk } from './types.js';
import { callArgs, commentAt, literal, pythonSource, skipSpace, stringAt } from './literals.js';
import { pathOf } from './code-paths.js';
import { modeWord } from './code-modes.js';
import { LANGS, rename } from './tongues.js';

export interface CodeEffect {
  /** undefined: known only at run time */
  readonly path?: string;
  readonly op: Op;
  readonly via: string;
  readonly content?: string;
  /** a folder read whole */
  readonly deep?: Walk;
  /** a folder removed whole (`shutil.rmtree`) */
  readonly tree?: true;
  /** a mode set on the file, as chmod's word (null: made at run time) */
  readonly chmod?: string | null;
}

interface Reading extends Paths {
  readonly strict: boolean;
  /** where the call being read starts */
  at: number;
  readonly via: string;
  readonly out: CodeEffect[];
}

const str = (a: Arg | undefined): string | undefined => (a !== undefined && typeof a.value === 'string' ? a.value : undefined);
const named = (args: readonly Arg[], name: string | undefined): Arg | undefined => {
  if (name === undefined) return undefined;
  const a = args.find((x) => new RegExp(`^${name}\\s*[=:]\\s*[^=]`).test(x.raw));
  return a === undefined ? undefined : { raw: a.raw.replace(/^\w+\s*[=:]\s*/, ''), value: undefined };
};
/** keyword and option arguments (`mode='w'`, `{ recursive: true }`, `noop: true`) are not paths */
const OPTION = /^(?:\w+\s*=[^=>]|\{|:\w+\s*=>|\w+:\s)/;

/** The ops a mode argument gives: letters (`w`, `a`, `r+`), open flags (`O_WRONLY`), an options object. */
function opsOfMode(a: Arg | undefined, dflt: Op, lang: Lang): Op[] {
  if (a === undefined) return [dflt];
  const raw = a.raw.replace(/^\w+\s*=\s*/, '');
  const m = typeof a.value === 'string' ? a.value : literal(raw, lang);
  const letters = typeof m === 'string' ? m : raw.startsWith('{') ? /flags?\s*:\s*['"]([^'"]*)['"]/.exec(raw)?.[1] : undefined;
  if (letters !== undefined) return /a/.test(letters) ? ['append'] : /[wx]/.test(letters) ? ['write'] : /\+/.test(letters) ? ['edit'] : ['read'];
  if (/\b(?:write|append|create|truncate)\s*:\s*true/.test(raw)) return ['write'];
  if (raw.startsWith('{')) return [dflt];
  if (/O_(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)|File::(?:WRONLY|RDWR|CREAT|TRUNC|APPEND)/.test(raw)) return ['write'];
  if (/O_RDONLY|File::RDONLY/.test(raw)) return ['read'];
  return ['read', 'edit'];
}

function put(r: Reading, raw: string | undefined, op: Op, name: string, extra: { content?: string; deep?: boolean; loose?: boolean; chmod?: string | null } = {}, known?: string): void {
  if (raw === undefined && known === undefined) return;
  const path = known ?? pathOf(raw as string, r);
  // a pipe, not a file (ruby's open('|cmd'), perl's two-argument open): inline.ts reads the command
  if (path !== undefined && (path.startsWith('|') || path.endsWith('|') || path === '-')) return;
  if (path === undefined && (!r.strict || extra.loose === true)) return;
  const via = `${r.via} ${name.replace(/^\./, '')}`;
  r.out.push({ ...(path !== undefined ? { path } : {}), op, via, ...(extra.content !== undefined ? { content: extra.content } : {}), ...(extra.deep === true && op === 'read' ? { deep: COPIED } : {}), ...(extra.deep === true && op === 'delete' ? { tree: true as const } : {}), ...(extra.chmod !== undefined ? { chmod: extra.chmod } : {}) });
}

/** a folder copied whole: hidden files and what links point to */
const COPIED: Walk = { hidden: true, links: true };

/** perl's open: `open(FH, '<', $p)`, `open(FH, ">$p")`, `open FH, $p` (a read). */
function perlOpen(r: Reading, args: readonly Arg[]): void {
  if (args.length >= 3) {
    const m = str(args[1]);
    if (m === undefined) {
      put(r, args[2]?.raw, 'read', 'open');
      return put(r, args[2]?.raw, 'edit', 'open');
    }
    if (/\|/.test(m)) return;
    const op: Op = m.startsWith('+') ? 'edit' : m.startsWith('>>') ? 'append' : m.startsWith('>') ? 'write' : 'read';
    return put(r, args[2]?.raw, op, 'open');
  }
  const spec = str(args[1]);
  if (spec === undefined) return put(r, args[1]?.raw, 'edit', 'open');
  const m = /^\s*(\+?(?:>>|>|<)?)\s*(.*?)\s*$/s.exec(spec) as RegExpExecArray;
  const mode = m[1] as string;
  const op: Op = mode.startsWith('+') ? 'edit' : mode === '>>' ? 'append' : mode === '>' ? 'write' : 'read';
  put(r, '', op, 'open', {}, m[2] as string);
}

/** How many grouping brackets open just before `at` (not a call's: `(Path(...) / 'x')`, not `f(Path(...))`). */
function groups(text: string, at: number): number {
  let n = 0;
  for (let i = at - 1; i >= 0; i--) {
    if (text[i] === ' ' || text[i] === '\t') continue;
    if (text[i] !== '(' || /[\w$\])]/.test(text.slice(0, i).trimEnd().slice(-1))) break;
    n++;
  }
  return n;
}

/** A path object's call after it (`Path(p).read_text()`, `Bun.file(p).text()`), and `/ 'x'` joins on Python's. */
function objectCall(r: Reading, text: string, end: number, path: Arg | undefined, methods: ObjectMethods, name: string): number {
  let raw = path?.raw ?? "'.'";
  let k = skipSpace(text, end + 1);
  while (r.lang === 'python' && text[k] === '/') {
    const s = stringAt(text, skipSpace(text, k + 1), r.lang);
    if (s === undefined) break;
    raw = `${raw} / ${text.slice(skipSpace(text, k + 1), s.end)}`;
    k = skipSpace(text, s.end);
  }
  // `.joinpath('a', 'b')` extends the path
  for (let j = /^\.\s*joinpath\s*\(/.exec(text.slice(k)); j !== null; j = /^\.\s*joinpath\s*\(/.exec(text.slice(k))) {
    const more = callArgs(text, k + j[0].length - 1, r.lang);
    raw = `os.path.join(${[raw, ...more.args.map((a) => a.raw)].join(', ')})`;
    k = skipSpace(text, more.end + 1);
  }
  // `(Path('a') / 'b').unlink()`: the brackets that group the path close before its method
  for (let g = groups(text, r.at); g > 0 && text[k] === ')'; g--) k = skipSpace(text, k + 1);
  const m = /^\.\s*(\w+)/.exec(text.slice(k));
  const spec = m ? methods.get(m[1] as string) : undefined;
  if (m === null || spec === undefined) {
    put(r, raw, 'read', name);
    return k;
  }
  const at = skipSpace(text, k + m[0].length);
  const margs = text[at] === '(' ? callArgs(text, at, r.lang) : { args: [], end: at - 1 };
  const [op, content, second] = spec;
  const ops = op === 'mode' ? opsOfMode(margs.args[0], 'read', r.lang) : [op];
  const chmod = m[1] === 'chmod' || m[1] === 'lchmod' ? { chmod: modeWord(margs.args[0], r.lang) } : {};
  for (const o of ops) put(r, raw, o, `${name}.${m[1] as string}`, content !== undefined ? { ...(str(margs.args[content]) !== undefined ? { content: str(margs.args[content]) as string } : {}) } : chmod);
  if (second !== undefined) put(r, margs.args[0]?.raw, second, `${name}.${m[1] as string}`);
  return margs.end;
}

/** a keyword argument (`mode='w'`, `encoding='utf8'`), which is not the positional argument it stands beside */
const KEYWORD = /^\w+\s*=[^=]/;
const positional = (a: Arg | undefined): Arg | undefined => (a !== undefined && !KEYWORD.test(a.raw) ? a : undefined);

function apply(r: Reading, t: Touch, args: readonly Arg[], text: string, end: number, name: string): number {
  const rest = args.map((a) => a.raw).join(',');
  const loose = t.loose === true;
  const deep = t.deep === true || (t.deepIf?.test(rest) ?? false) || (t.deepIf?.test(name) ?? false);
  if (t.perl) perlOpen(r, args);
  if (t.object) {
    const pos = args.filter((a) => !KEYWORD.test(a.raw));
    const joined = pos.length > 1 ? { raw: `os.path.join(${pos.map((a) => a.raw).join(', ')})`, value: undefined } : pos[0];
    return objectCall(r, text, end, named(args, 'path') ?? joined, t.object, name);
  }
  if (t.mode) {
    const p = named(args, 'file') ?? positional(args[t.mode.path]);
    const m = named(args, t.mode.name) ?? positional(args[t.mode.at]);
    // `open(p, 'w').write('...')`: what is written
    const w = /^\)?\s*\.\s*write\s*\(/.exec(text.slice(end));
    const written = w !== null ? str(callArgs(text, end + w[0].length - 1, r.lang).args[0]) : undefined;
    for (const op of opsOfMode(m, t.mode.dflt, r.lang)) put(r, p?.raw, op, name, { loose, ...(written !== undefined && op !== 'read' ? { content: written } : {}) });
  }
  const content = t.content !== undefined ? str(args[t.content]) : undefined;
  for (const [i, op, key] of t.slots ?? []) {
    const a = named(args, key) ?? positional(args[i]);
    if (a !== undefined && !OPTION.test(a.raw)) put(r, a.raw, op, name, { ...(content !== undefined ? { content } : {}), deep, loose });
  }
  if (t.all) for (const a of args) if (!OPTION.test(a.raw)) put(r, a.raw, t.all, name, { deep, loose });
  if (t.chmod) {
    const chmod = modeWord(named(args, 'mode') ?? positional(args[t.chmod.mode]), r.lang);
    for (const a of t.chmod.rest ? args.slice(t.chmod.from) : [named(args, 'path') ?? args[t.chmod.from]]) if (a !== undefined && !OPTION.test(a.raw)) put(r, a.raw, 'edit', name, { chmod, loose });
  }
  return end;
}

/** A string that may name a file: one word with a dot or a slash, not a URL or a format. */
const PATHLIKE = /^(?=[^\s%{}<>|*?"'`]*[./~])(?=.*[\w~])[^\s%{}<>|*?"'`\\]{1,1024}$/;

const blank = (s: string): string => s.replace(/[^\n]/g, ' ');

/** Bare names an import brings in (`from shutil import rmtree`, `import shutil as sh`, `const { rm } = require('fs')`). */
function qualify(code: string, lang: Lang, modules: readonly string[]): string {
  const q = new Map<string, string>();
  if (lang === 'python') {
    for (const m of code.matchAll(/(?:^|[;\n:])\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,]+)\)?/g))
      if (modules.includes(m[1] as string)) for (const part of (m[2] as string).split(',')) {
        const [n, alias] = part.trim().split(/\s+as\s+/);
        if (n) q.set(alias ?? n, `${m[1] as string}.${n}`);
      }
    for (const m of code.matchAll(/\bimport\s+([\w.]+)\s+as\s+(\w+)/g)) if (modules.includes(m[1] as string)) q.set(m[2] as string, m[1] as string);
    // the import statements themselves name functions without calling them
    const stripped = code.replace(/(^|[;\n:])(\s*(?:from\s+[\w.]+\s+import\s+\(?[\w\s,*]+\)?|import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*))/g, (_m, a: string, b: string) => a + blank(b));
    return rename(stripped, q, '\\w');
  }
  const fs = /(['"`])(?:node:)?(?:fs|fs\/promises|fs-extra|graceful-fs)\1/;
  let out = code.replace(/\brequire\s*\(\s*(['"`])(?:node:)?(?:fs|fs\/promises|fs-extra|graceful-fs)\1\s*\)/g, 'fs');
  for (const m of code.matchAll(/(?:\b(?:const|let|var)\s*|\bimport\s*)(\{[^{}]*\}|\*\s*as\s+[\w$]+|[\w$]+)\s*(?:=\s*require\s*\(|=\s*await\s+import\s*\(|from\s+)\s*((['"`])[^'"`]*\3)/g)) {
    if (!fs.test(m[2] as string)) continue;
    const bind = m[1] as string;
    out = out.replace(bind, blank(bind));
    if (!bind.startsWith('{')) q.set(bind.replace(/^\*\s*as\s+/, ''), 'fs');
    else for (const part of bind.slice(1, -1).split(',')) {
      const [n, alias] = part.trim().split(/\s*:\s*|\s+as\s+/);
      if (n) q.set(alias ?? n, `fs.${n}`);
    }
  }
  q.delete('fs');
  out = rename(out, q, '\\w$');
  return out;
}

/**
 * The files `code` (language family `fam`) reads, writes and removes. `strict` (code on the line): a path made at
 * run time is an unknown effect, and other path-like strings are reads; `args` the words after the code (node's
 * process.argv holds them from 1 for code on the line, from 2 in a script).
 */
export function codeFiles(fam: string, code0: string, via: string, strict: boolean, args: readonly string[] = []): CodeEffect[] {
  const t = FILE_TONGUES.get(fam);
  const tongue = LANGS.get(fam);
  if (tongue === undefined) return [];
  const lang = tongue.lang;
  const code = qualify(lang === 'python' ? pythonSource(code0) : code0, lang, t?.modules ?? []);
  const r: Reading = { lang, args, offset: strict ? 1 : 2, strict, via, out: [], code, at: 0 };
  const used: [number, number][] = [];
  for (const site of t?.sites ?? []) {
    site.re.lastIndex = 0;
    for (let m = site.re.exec(code); m !== null; m = site.re.exec(code)) {
      r.at = m.index;
      const after = m.index + m[0].length;
      const k = skipSpace(code, after, false);
      if (site.touch.object && m[0].endsWith(')')) {
        // a path object made without arguments (`Path.home()`): its joins and method follow
        const end = objectCall(r, code, after - 1, { raw: m[0], value: undefined }, site.touch.object, m[0].replace(/\s+/g, ''));
        used.push([m.index, end]);
        continue;
      }
      const paren = code[k] === '(';
      if (!paren && !(tongue.bare === true && /^[ \t]+["'$\w]/.test(code.slice(after, k + 1)))) {
        // a file function named without a call (`r = fs.readFileSync`, `map(os.remove, ...)`): its files are unknown
        if (strict && !site.touch.object && !site.touch.loose) r.out.push(...anyFile(`${via} ${m[0].replace(/\s+/g, '').replace(/^\./, '')}`).map((e) => ({ ...e, via: e.via.replace(/ code$/, '') })));
        continue;
      }
      const read = callArgs(code, k, lang, !paren);
      const end = apply(r, site.touch, read.args, code, read.end, m[0].replace(/\s+/g, ''));
      used.push([m.index, Math.max(end, read.end)]);
      site.re.lastIndex = Math.max(after, Math.min(read.end, end));
    }
  }
  if (fam === 'awk') awkFiles(r, code, used);
  if (strict) mentions(r, code, used);
  return r.out;
}

/** the process's own streams, not files */
const STREAM = /^\/dev\/(?:stdin|stdout|stderr|null|tty|fd\/\d+)$/;

/** awk's redirections: `print > "f"`, `printf ... >> "f"`, `getline [var] < "f"`; /dev/stdout and the like are not files. */
function awkFiles(r: Reading, code: string, used: [number, number][]): void {
  for (const m of code.matchAll(/\b(?:print|printf)\b[^;{}\n|]*?(>>?)\s*|\bgetline(?:\s+[\w$[\]]+)?\s*<\s*/g)) {
    const at = (m.index as number) + m[0].length;
    const s = stringAt(code, at, 'awk');
    const op: Op = m[1] === undefined ? 'read' : m[1] === '>>' ? 'append' : 'write';
    const target = s !== undefined && typeof s.value === 'string' && /^\s*(?:[;}\n)]|$)/.test(code.slice(s.end)) ? s.value : undefined;
    used.push([at, s?.end ?? at]);
    if (target === undefined || !STREAM.test(target)) put(r, '', op, m[1] === undefined ? 'getline' : `print ${m[1]}`, {}, target);
  }
}

/** Path-like strings the calls above did not take: a read each (code can read a file in ways no table lists). */
function mentions(r: Reading, code: string, used: readonly [number, number][]): void {
  for (let i = 0; i < code.length; i++) {
    if (commentAt(code, i, r.lang)) {
      const nl = code.indexOf('\n', i);
      i = nl < 0 ? code.length : nl;
      continue;
    }
    const s = stringAt(code, i, r.lang);
    if (s === undefined) continue;
    const at = i;
    i = Math.max(s.end, i + 1) - 1;
    if (typeof s.value !== 'string' || !PATHLIKE.test(s.value) || /^[a-z][\w+.-]*:/i.test(s.value) || STREAM.test(s.value)) continue;
    if (used.some(([a, b]) => at >= a && at < b)) continue;
    r.out.push({ path: s.value, op: 'read', via: `${r.via} code` });
  }
}

/** Code seamc cannot read: it may read or write any file. */
export function anyFile(via: string): CodeEffect[] {
  return [
    { op: 'read', via: `${via} code` },
    { op: 'write', via: `${via} code` },
  ];
}
