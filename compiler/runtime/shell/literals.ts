/**
 * String and list literals in the code an interpreter runs (`python -c`, `node -e`, `perl -e` ...): enough of each
 * language's literal syntax to read the arguments of a call that starts a process (compiler/runtime/shell/inline.ts).
 * A value that is not written out (a variable, an interpolation, a format) reads as undefined: the caller decides.
 */

export type Lang = 'python' | 'js' | 'perl' | 'ruby' | 'php' | 'lua' | 'awk' | 'r' | 'julia';
/** a string literal, or a list of string literals */
export type Value = string | readonly string[];
export interface Arg {
  /** undefined: not a literal the line shows */
  readonly value: Value | undefined;
  /** the argument's source text */
  readonly raw: string;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', e: '\x1b' };
const CLOSE: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** The character a backslash escape stands for; `at` is the index of the letter after the backslash. */
function escape(code: string, at: number, lang: Lang): { text: string; end: number } | undefined {
  const n = code[at] as string;
  const hex = (len: number, from = at + 1): { text: string; end: number } | undefined => {
    const h = code.slice(from, from + len);
    return /^[0-9a-fA-F]+$/.test(h) && h.length === len ? { text: String.fromCodePoint(Number.parseInt(h, 16)), end: from + len } : undefined;
  };
  if (n === 'x') return hex(2);
  if (n === 'u' && code[at + 1] === '{') {
    const close = code.indexOf('}', at);
    const h = code.slice(at + 2, close);
    return close > 0 && /^[0-9a-fA-F]{1,6}$/.test(h) && Number.parseInt(h, 16) <= 0x10ffff ? { text: String.fromCodePoint(Number.parseInt(h, 16)), end: close + 1 } : undefined;
  }
  if (n === 'u') return hex(4);
  if (n === 'U') return hex(8);
  if (n === 'N') return undefined;
  const oct = /^[0-7]{1,3}/.exec(code.slice(at, at + 3));
  if (oct !== null) return { text: String.fromCharCode(Number.parseInt(oct[0], 8) & 0xff), end: at + oct[0].length };
  // Python keeps the backslash of an escape it does not know (`"\\q"` is two characters); the others drop it
  return { text: ESCAPES[n] ?? (lang === 'python' && !/['"\\]/.test(n) ? `\\${n}` : n), end: at + 1 };
}

interface Str {
  readonly value: string | readonly string[] | undefined;
  readonly end: number;
}

/** Does a double-quoted string interpolate at `k` (perl `$x` `@x`, php `$x`, ruby `#{`)? */
function interpolates(lang: Lang, s: string, k: number): boolean {
  const c = s[k];
  const n = s[k + 1] ?? '';
  if (lang === 'ruby') return c === '#' && (n === '{' || n === '@' || n === '$');
  if (lang === 'perl') return (c === '$' || c === '@') && /[\w{:$]/.test(n);
  if (lang === 'php') return c === '$' && /[\w{]/.test(n);
  if (lang === 'julia') return c === '$';
  return false;
}

/** A quoted string from `open` (the quote's index) to its closing `close`; raw: backslashes kept but for the quote. */
function quoted(code: string, open: number, close: string, mode: 'escapes' | 'raw' | 'single' | 'interp', lang: Lang, triple = false): Str {
  let out = '';
  let dynamic = false;
  const q = close.repeat(triple ? 3 : 1);
  let k = open + q.length;
  for (; k < code.length; k++) {
    if (code.startsWith(q, k)) return { value: dynamic ? undefined : out, end: k + q.length };
    const c = code[k] as string;
    if (c === '\\' && k + 1 < code.length) {
      const n = code[++k] as string;
      if (mode === 'raw') out += n === close ? n : `\\${n}`;
      else if (mode === 'single') out += n === close || n === '\\' ? n : `\\${n}`;
      else if (n === '\n') continue;
      else {
        const e = escape(code, k, lang);
        if (e === undefined) dynamic = true;
        else {
          out += e.text;
          k = e.end - 1;
        }
      }
      continue;
    }
    if (mode === 'interp' && interpolates(lang, code, k)) dynamic = true;
    if (mode === 'escapes' && lang === 'js' && close === '`' && c === '$' && code[k + 1] === '{') dynamic = true;
    out += c;
  }
  return { value: undefined, end: code.length };
}

/**
 * Python code as Python reads it: identifiers NFKC-normalized (os.system in fullwidth letters is os.system) and lines
 * a backslash ends joined (`os.\\<newline>system`), before any name is looked for.
 */
export function pythonSource(code: string): string {
  const joined = code.replace(/\\\r?\n/g, '');
  return /[^\x00-\x7f]/.test(joined) ? joined.normalize('NFKC') : joined;
}

/** A bracketed body (`q{...}`, `%w(...)`) with nesting of its own bracket; undefined value when it interpolates. */
function bracketed(code: string, open: number, mode: 'single' | 'interp', lang: Lang): Str {
  const o = code[open] as string;
  const c = CLOSE[o] ?? o;
  let depth = 0;
  let out = '';
  let dynamic = false;
  for (let k = open + 1; k < code.length; k++) {
    const ch = code[k] as string;
    if (ch === '\\' && k + 1 < code.length) {
      out += code[k + 1] === c || code[k + 1] === '\\' ? code[k + 1] : `\\${code[k + 1]}`;
      k++;
      continue;
    }
    if (ch === c && depth === 0) return { value: dynamic ? undefined : out, end: k + 1 };
    if (o !== c && ch === o) depth++;
    else if (o !== c && ch === c) depth--;
    if (mode === 'interp' && interpolates(lang, code, k)) dynamic = true;
    out += ch;
  }
  return { value: undefined, end: code.length };
}

const words = (s: string | undefined): readonly string[] | undefined => (s === undefined ? undefined : s.split(/\s+/).filter(Boolean));

/** The string literal starting at `i`, if one does; perl's `qw` and ruby's `%w` give a list. */
export function stringAt(code: string, i: number, lang: Lang): Str | undefined {
  const c = code[i];
  if (lang === 'python') {
    const m = /^([rRbBuUfF]{0,2})(['"])/.exec(code.slice(i, i + 3));
    if (m === null) return undefined;
    const p = (m[1] as string).toLowerCase();
    const at = i + p.length;
    const triple = code.startsWith((m[2] as string).repeat(3), at);
    const s = quoted(code, at, m[2] as string, p.includes('r') ? 'raw' : 'escapes', lang, triple);
    // an f-string with a replacement field is made at run time
    return p.includes('f') && /\{(?!\{)/.test(code.slice(at, s.end).replace(/\{\{/g, '')) ? { value: undefined, end: s.end } : s;
  }
  if (c === '"') return quoted(code, i, '"', lang === 'js' || lang === 'lua' || lang === 'awk' || lang === 'r' ? 'escapes' : 'interp', lang);
  if (c === "'" && lang !== 'awk' && lang !== 'julia') return quoted(code, i, "'", lang === 'perl' || lang === 'ruby' || lang === 'php' ? 'single' : 'escapes', lang);
  if (c === '`' && lang === 'js') return quoted(code, i, '`', 'escapes', lang);
  if (lang === 'lua' && c === '[') {
    const m = /^\[(=*)\[/.exec(code.slice(i, i + 12));
    if (m === null) return undefined;
    const end = code.indexOf(`]${m[1]}]`, i + m[0].length);
    return end < 0 ? { value: undefined, end: code.length } : { value: code.slice(i + m[0].length, end), end: end + m[0].length };
  }
  if (lang === 'perl') {
    const m = /^(qq|qw|q)\s*([^\w\s])/.exec(code.slice(i, i + 8));
    if (m === null || /[\w$@]/.test(code[i - 1] ?? '')) return undefined;
    const s = bracketed(code, i + m[0].length - 1, m[1] === 'qq' ? 'interp' : 'single', lang);
    return m[1] === 'qw' ? { value: words(s.value as string | undefined), end: s.end } : s;
  }
  if (lang === 'ruby' && c === '%') {
    const m = /^%([qQwW]?)([^\w\s])/.exec(code.slice(i, i + 4));
    if (m === null) return undefined;
    const s = bracketed(code, i + m[0].length - 1, m[1] === 'q' || m[1] === 'w' ? 'single' : 'interp', lang);
    return m[1] === 'w' || m[1] === 'W' ? { value: words(s.value as string | undefined), end: s.end } : s;
  }
  return undefined;
}

/** Skips spaces, tabs and (inside brackets) newlines and `\`-newlines. */
export function skipSpace(code: string, i: number, newlines = true): number {
  while (i < code.length) {
    const c = code[i] as string;
    if (c === ' ' || c === '\t' || (newlines && (c === '\n' || c === '\r'))) i++;
    else if (c === '\\' && code[i + 1] === '\n') i += 2;
    else break;
  }
  return i;
}

/** Does a line comment start at `i`? */
export function commentAt(code: string, i: number, lang: Lang): boolean {
  const c = code[i];
  if (c === '#') return lang !== 'js' && lang !== 'lua' && (lang !== 'perl' || /\s/.test(code[i - 1] ?? ' '));
  if (c === '/' && code[i + 1] === '/') return lang === 'js' || lang === 'php';
  return c === '-' && code[i + 1] === '-' && lang === 'lua';
}

/** The end of the expression at `i`: the next top-level `,`, closing bracket, `;`, or (bare) line end. */
export function skipExpr(code: string, i: number, lang: Lang, bare = false): number {
  let depth = 0;
  while (i < code.length) {
    const c = code[i] as string;
    if (commentAt(code, i, lang)) {
      const nl = code.indexOf('\n', i);
      i = nl < 0 ? code.length : nl;
      continue;
    }
    const s = stringAt(code, i, lang);
    if (s !== undefined) {
      i = Math.max(s.end, i + 1);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && (c === ',' || c === ';' || (bare && c === '\n'))) return i;
    else if (depth === 0 && bare && /^(?:or|and|if|unless|while|until|do|with|without)\b/.test(code.slice(i, i + 8)) && /\s/.test(code[i - 1] ?? ' ')) return i;
    i++;
  }
  return i;
}

const CONCAT: Readonly<Record<Lang, RegExp>> = { python: /^\+/, js: /^\+/, ruby: /^\+/, perl: /^\.(?!\.)/, php: /^\.(?!\.)/, lua: /^\.\./, awk: /^(?=")/, r: /^(?!)/, julia: /^\*/ };

/** One argument at `i`: a string (literals joined by the language's concatenation), a list of strings, or neither. */
export function argAt(code: string, i: number, lang: Lang, bare = false): { arg: Arg; end: number } {
  const start = skipSpace(code, i);
  const end = skipExpr(code, start, lang, bare);
  const raw = code.slice(start, end).trim();
  return { arg: { value: literal(raw, lang), raw }, end };
}

/** The literal value of a whole expression's text, if it is one. */
export function literal(raw0: string, lang: Lang): Value | undefined {
  // Python's idioms for an argv from a string: "a b".split(), shlex.split("a b")
  if (lang === 'python') {
    const sh = /^shlex\s*\.\s*split\s*\(([\s\S]*)\)$/.exec(raw0);
    const sp = /^([\s\S]*?)\s*\.\s*split\s*\(\s*\)$/.exec(raw0);
    const inner = sh?.[1] ?? sp?.[1];
    if (inner !== undefined) {
      const v = literal(inner.trim(), lang);
      return typeof v === 'string' ? words(v) : undefined;
    }
  }
  const raw = raw0;
  const list = stringAt(raw, 0, lang) === undefined ? /^(?:\[|array\s*\(|\{|c\s*\()/.exec(raw) : null;
  if (list !== null) {
    const close = raw[raw.length - 1];
    if (close !== CLOSE[list[0][list[0].length - 1] as string] && !(list[0].endsWith('(') && close === ')')) return undefined;
    const body = raw.slice(list[0].length, -1);
    const out: string[] = [];
    for (let k = skipSpace(body, 0); k < body.length; k = skipSpace(body, k + 1)) {
      const e = skipExpr(body, k, lang);
      const v = literal(body.slice(k, e).trim(), lang);
      if (typeof v !== 'string') return undefined;
      out.push(v);
      k = e;
    }
    return out;
  }
  let out = '';
  let k = 0;
  for (;;) {
    const s = stringAt(raw, k, lang);
    if (s === undefined || s.value === undefined) return undefined;
    if (typeof s.value !== 'string') return s.end === raw.length && out === '' ? s.value : undefined;
    out += s.value;
    k = skipSpace(raw, s.end);
    if (k >= raw.length) return out;
    const join = CONCAT[lang].exec(raw.slice(k));
    if (join !== null) k = skipSpace(raw, k + join[0].length);
    else if (lang !== 'python') return undefined;
  }
}

/** The arguments of a call whose `(` is at `open` (or, bare, of a paren-less call starting at `open`). */
export function callArgs(code: string, open: number, lang: Lang, bare = false): { args: Arg[]; end: number } {
  const args: Arg[] = [];
  let k = bare ? open : open + 1;
  for (;;) {
    const { arg, end } = argAt(code, k, lang, bare);
    if (arg.raw !== '') args.push(arg);
    if (code[end] !== ',') return { args, end };
    k = end + 1;
  }
}

/** A command literal at `i`: a backtick string (perl, ruby, php, julia; Bun's and zx's `` $`...` ``), `qx{...}`, `%x(...)`. */
export function commandAt(code: string, i: number, lang: Lang): Str | undefined {
  let k = i;
  if (code[k] === '$' && lang === 'js') k = skipSpace(code, k + 1);
  if (code[k] === '`') return quoted(code, k, '`', lang === 'js' ? 'escapes' : 'interp', lang);
  const m = /^(?:qx|%x)\s*([^\w\s])/.exec(code.slice(k, k + 8));
  if (m === null) return undefined;
  return bracketed(code, k + m[0].length - 1, m[1] === "'" ? 'single' : 'interp', lang);
}

