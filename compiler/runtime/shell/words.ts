/**
 * Word lexing: quotes, escapes, `$'...'`, `$"..."`, parameter expansion, `$(...)`, backticks, `$((...))`,
 * `<(...)` / `>(...)`. One left-to-right pass; nested command lists are parsed through the reader's callbacks.
 */
import type { Reader, Item, Part, Word } from './ast.js';
import { enter, fail, spend, TOO_DEEP } from './ast.js';
import { decodeEscapes } from './escapes.js';

/** 0 a normal word; 1 the argument of `${x:-...}` (ends at `}`, blanks are literal); 2 a heredoc body (ends at the end) */
export type WordMode = 0 | 1 | 2;

const BREAK = new Set([' ', '\t', '\r', '\n', ';', '&', '|', '(', ')', '<', '>']);
const NAME_START = /[A-Za-z_]/;
const NAME = /[A-Za-z0-9_]*/y;
const SPECIAL = /[0-9@*#?$!-]/;
const MAX_BRACES = 32;
/** ${x OP word}: longest first */
const PARAM_OPS = [':-', ':=', ':+', ':?', '##', '%%', '//', '/#', '/%', '^^', ',,', '-', '=', '+', '?', '#', '%', '/', '^', ',', ':', '@'];

class Parts {
  readonly list: Part[] = [];
  lit(v: string, q: boolean): void {
    const last = this.list[this.list.length - 1];
    if (last !== undefined && last.k === 'lit' && last.q === q) this.list[this.list.length - 1] = { k: 'lit', v: last.v + v, q };
    else this.list.push({ k: 'lit', v, q });
  }
}

export function readWord(cur: Reader, mode: WordMode): Word {
  const { src } = cur;
  const start = cur.pos;
  const parts = new Parts();
  while (cur.pos < src.length) {
    const c = src[cur.pos] as string;
    // zsh's `=(...)` (a temporary file holding the commands' output) runs them as `<(...)` does; bash stops at it
    if (mode === 0 && c === '=' && src[cur.pos + 1] === '(' && cur.pos === start) {
      parts.list.push(procSub(cur));
      continue;
    }
    if (mode === 0 && BREAK.has(c)) {
      if ((c === '<' || c === '>') && src[cur.pos + 1] === '(' && cur.pos === start) {
        parts.list.push(procSub(cur));
        continue;
      }
      break;
    }
    if (mode === 1 && c === '}') break;
    if (c === '\\') {
      const n = src[cur.pos + 1];
      cur.pos += 2;
      if (n === undefined) parts.lit('\\', true);
      else if (n === '\n') continue;
      else if (mode === 2 && !'$`\\'.includes(n)) parts.lit(`\\${n}`, true);
      else parts.lit(n, true);
    } else if (c === "'" && mode !== 2) {
      const end = src.indexOf("'", cur.pos + 1);
      if (end < 0) fail('unterminated single quote');
      parts.lit(src.slice(cur.pos + 1, end), true);
      cur.pos = end + 1;
    } else if (c === '"' && mode !== 2) {
      cur.pos++;
      doubleQuoted(cur, parts);
    } else if (c === '$') dollar(cur, parts, mode === 2);
    else if (c === '`') parts.list.push(backtick(cur, mode === 2));
    else {
      let j = cur.pos + 1;
      while (j < src.length && !isSpecial(src[j] as string, mode)) j++;
      parts.lit(src.slice(cur.pos, j), mode === 2);
      cur.pos = j;
    }
  }
  return { parts: parts.list, raw: src.slice(start, cur.pos) };
}

function isSpecial(c: string, mode: WordMode): boolean {
  if (c === '\\' || c === '$' || c === '`') return true;
  if (mode === 2) return false;
  if (c === "'" || c === '"') return true;
  return mode === 0 ? BREAK.has(c) : c === '}';
}

/** After the opening `"`: up to and including the closing one. */
function doubleQuoted(cur: Reader, parts: Parts): void {
  const { src } = cur;
  parts.lit('', true);
  for (;;) {
    const c = src[cur.pos];
    if (c === undefined) fail('unterminated double quote');
    if (c === '"') {
      cur.pos++;
      return;
    }
    if (c === '\\') {
      const n = src[cur.pos + 1];
      cur.pos += 2;
      if (n === undefined) fail('unterminated double quote');
      if (n === '\n') continue;
      parts.lit('$`"\\'.includes(n) ? n : `\\${n}`, true);
    } else if (c === '$') dollar(cur, parts, true);
    else if (c === '`') parts.list.push(backtick(cur, true));
    else {
      let j = cur.pos + 1;
      while (j < src.length && !'"\\$`'.includes(src[j] as string)) j++;
      parts.lit(src.slice(cur.pos, j), true);
      cur.pos = j;
    }
  }
}

/** At `$`: one expansion, or a literal `$`. `q`: inside double quotes or a heredoc body. */
function dollar(cur: Reader, parts: Parts, q: boolean): void {
  const { src } = cur;
  const start = cur.pos;
  const n = src[start + 1];
  if (n === "'" && !q) {
    let j = start + 2;
    while (j < src.length && src[j] !== "'") j += src[j] === '\\' ? 2 : 1;
    if (j >= src.length) fail('unterminated $\' quote');
    parts.lit(decodeEscapes(src.slice(start + 2, j), 'ansi').text, true);
    cur.pos = j + 1;
  } else if (n === '"' && !q) {
    cur.pos += 2;
    doubleQuoted(cur, parts);
  } else if (n === '(') {
    parts.list.push(src[start + 2] === '(' ? (arith(cur, q) ?? commandSub(cur, q)) : commandSub(cur, q));
  } else if (n === '{') parts.list.push(braceParam(cur, q));
  else if (n !== undefined && '=~^'.includes(n) && NAME_START.test(src[start + 2] ?? '')) {
    // zsh's `$=x` (x split into words), `$~x`, `$^x`: a value bash never makes (it prints `$=x`); unknown here
    NAME.lastIndex = start + 3;
    NAME.test(src);
    cur.pos = NAME.lastIndex;
    parts.list.push({ k: 'param', name: '', op: 'zsh', arg: undefined, raw: src.slice(start, cur.pos), q });
  } else if (n !== undefined && NAME_START.test(n)) {
    NAME.lastIndex = start + 2;
    NAME.test(src);
    const end = NAME.lastIndex;
    cur.pos = end;
    parts.list.push({ k: 'param', name: src.slice(start + 1, end), op: '', arg: undefined, raw: src.slice(start, end), q });
  } else if (n !== undefined && SPECIAL.test(n)) {
    cur.pos = start + 2;
    parts.list.push({ k: 'param', name: n, op: '', arg: undefined, raw: src.slice(start, start + 2), q });
  } else {
    cur.pos = start + 1;
    parts.lit('$', q);
  }
}

function commandSub(cur: Reader, q: boolean): Part {
  const start = cur.pos;
  cur.pos += 2;
  const body = nested(cur);
  return { k: 'sub', body, raw: cur.src.slice(start, cur.pos), q };
}

function procSub(cur: Reader): Part {
  const start = cur.pos;
  cur.pos += 2;
  const body = nested(cur);
  return { k: 'proc', body, raw: cur.src.slice(start, cur.pos) };
}

function nested(cur: Reader): Item[] {
  enter(cur);
  const body = cur.parseSub(cur);
  cur.depth--;
  return body;
}

/**
 * Arithmetic from `start`, whose opening (`$((` or `((`) is `open` characters long, to the matching `))`; the
 * substitutions inside are parsed. Undefined (reader unchanged) when the parentheses do not close as `))`.
 */
export function scanArith(cur: Reader, start: number, open: number): { raw: string; subs: Item[][] } | undefined {
  const { src } = cur;
  const subs: Item[][] = [];
  let level = 0;
  cur.pos = start + open;
  while (cur.pos < src.length) {
    const c = src[cur.pos];
    if (c === '(') level++;
    else if (c === ')') {
      if (level === 0) {
        if (src[cur.pos + 1] !== ')') break;
        cur.pos += 2;
        return { raw: src.slice(start, cur.pos), subs };
      }
      level--;
    } else if ((c === '$' && src[cur.pos + 1] === '(' && src[cur.pos + 2] !== '(') || c === '`') {
      const p = c === '`' ? backtick(cur, true) : commandSub(cur, true);
      if (p.k === 'sub') subs.push(p.body as Item[]);
      continue;
    }
    cur.pos++;
  }
  // the caller reads the same text again another way: charge the rescan so nesting cannot multiply work unseen
  spend(cur.budget, cur.pos - start);
  cur.pos = start;
  return undefined;
}

function arith(cur: Reader, q: boolean): Part | undefined {
  const a = scanArith(cur, cur.pos, 3);
  return a && { k: 'arith', subs: a.subs, raw: a.raw, q };
}

/** At a backtick: the body up to the closing one, unescaped and parsed as its own string. */
function backtick(cur: Reader, q: boolean): Part {
  const { src } = cur;
  const start = cur.pos;
  let j = start + 1;
  let inner = '';
  let from = j;
  while (j < src.length && src[j] !== '`') {
    if (src[j] === '\\' && j + 1 < src.length) {
      const n = src[j + 1] as string;
      if (n === '`' || n === '\\' || n === '$' || (q && n === '"')) {
        inner += src.slice(from, j) + n;
        from = j + 2;
      }
      j += 2;
    } else j++;
  }
  if (j >= src.length) fail('unterminated backtick');
  inner += src.slice(from, j);
  cur.pos = j + 1;
  enter(cur);
  const body = cur.parseText(inner, cur.depth);
  cur.depth--;
  // rendered as the `$(...)` it is, so that a rule written for one form sees the other (`rm -rf \`pwd\``)
  return { k: 'sub', body, raw: `$(${inner})`, q };
}

/** At `${`: the parameter, its operator and its argument word, up to the matching `}`. */
function braceParam(cur: Reader, q: boolean): Part {
  const { src } = cur;
  const start = cur.pos;
  if (++cur.braces > MAX_BRACES) fail(TOO_DEEP);
  let j = start + 2;
  if ('=~^('.includes(src[j] ?? '}')) return zshParam(cur, q);
  let prefix = '';
  if ((src[j] === '#' || src[j] === '!') && src[j + 1] !== '}') prefix = src[j++] as string;
  let name = '';
  if (j < src.length && NAME_START.test(src[j] as string)) {
    NAME.lastIndex = j + 1;
    NAME.test(src);
    name = src.slice(j, NAME.lastIndex);
    j = NAME.lastIndex;
  } else if (j < src.length && SPECIAL.test(src[j] as string)) {
    const d = /^\d+/.exec(src.slice(j, j + 12));
    name = d ? d[0] : (src[j] as string);
    j += name.length;
  }
  if (src[j] === '[') {
    const close = src.indexOf(']', j);
    if (close < 0) fail('unterminated ${');
    prefix += src.slice(j, close + 1);
    j = close + 1;
  }
  let op = prefix ? `${prefix.startsWith('#') ? '#len' : prefix}` : '';
  let arg: Word | undefined;
  if (src[j] !== '}') {
    const rest = src.slice(j, j + 2);
    const o = PARAM_OPS.find((x) => rest.startsWith(x)) ?? '';
    op = prefix ? `${op}${o}` : o;
    cur.pos = j + o.length;
    arg = readWord(cur, 1);
    j = cur.pos;
  }
  if (src[j] !== '}') fail('unterminated ${');
  cur.pos = j + 1;
  cur.braces--;
  return { k: 'param', name, op, arg, raw: src.slice(start, cur.pos), q };
}

/**
 * zsh's `${=x}`, `${~x}`, `${^x}` and flags `${(FLAGS)x}` (bash: "bad substitution"): a value unknown here, and with
 * the `e` flag (`${(e)x}` runs the command substitutions in x's value) code the line cannot show.
 */
function zshParam(cur: Reader, q: boolean): Part {
  const { src } = cur;
  const start = cur.pos;
  if (src[start + 2] === '(' && /e/.test(src.slice(start + 3, src.indexOf(')', start + 3)))) fail('zsh runs code from a value (${(e)...})');
  cur.pos = start + 2;
  const arg = readWord(cur, 1);
  if (src[cur.pos] !== '}') fail('unterminated ${');
  cur.pos++;
  cur.braces--;
  return { k: 'param', name: '', op: 'zsh', arg, raw: src.slice(start, cur.pos), q };
}
