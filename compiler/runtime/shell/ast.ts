/** The parsed form of a command line: words made of parts, redirections, and a flat list of items. */

/** One piece of a word. `q`: it came from quotes or an escape (or sits inside double quotes). */
export type Part =
  | { readonly k: 'lit'; readonly v: string; readonly q: boolean }
  | { readonly k: 'param'; readonly name: string; readonly op: string; readonly arg: Word | undefined; readonly raw: string; readonly q: boolean }
  | { readonly k: 'sub'; readonly body: readonly Item[]; readonly raw: string; readonly q: boolean }
  | { readonly k: 'arith'; readonly subs: readonly (readonly Item[])[]; readonly raw: string; readonly q: boolean }
  | { readonly k: 'proc'; readonly body: readonly Item[]; readonly raw: string };

export interface Word {
  readonly parts: readonly Part[];
  /** the source text of the word */
  readonly raw: string;
}

export interface Heredoc {
  readonly delim: string;
  readonly strip: boolean;
  readonly quoted: boolean;
  /** filled in when the line after the redirection is read */
  body: string;
  /** the body as a word when the delimiter is unquoted (expansions apply) */
  word: Word | undefined;
}

export interface Redir {
  /** '>', '>>', '>|', '<', '<>', '&>', '&>>', '>&', '<&', '<<', '<<-', '<<<' */
  readonly op: string;
  /** the file descriptor as written ('' when none) */
  readonly fd: string;
  readonly target: Word;
  readonly heredoc: Heredoc | undefined;
}

export interface Assign {
  readonly name: string;
  readonly value: Word;
  /** `X=(a b)`: the elements */
  readonly array: readonly Word[] | undefined;
  /** `X+=y` */
  readonly append: boolean;
}

/** A command line is a flat sequence: keywords and operators sit between commands. */
export type Item =
  | { readonly k: 'cmd'; readonly assigns: readonly Assign[]; readonly words: readonly Word[]; readonly redirs: readonly Redir[] }
  | { readonly k: 'sub'; readonly body: readonly Item[]; readonly redirs: readonly Redir[] }
  | { readonly k: 'kw'; readonly kw: string; readonly redirs: readonly Redir[] }
  | { readonly k: 'words'; readonly words: readonly Word[] }
  | { readonly k: 'raw'; readonly raw: string; readonly subs: readonly (readonly Item[])[] }
  | { readonly k: 'op'; readonly op: string };

export interface Budget {
  /** characters of parsing and expansion left before the analysis gives up */
  left: number;
}

/** Lexer state over one source string; nested parses of other strings get their own reader. */
export interface Reader {
  readonly src: string;
  pos: number;
  /** nesting of $( ( ` <( in this parse, starting at the depth of the string being parsed */
  depth: number;
  /** nesting of ${ ... } */
  braces: number;
  readonly maxDepth: number;
  /** heredocs whose bodies start after the next newline */
  readonly pending: Heredoc[];
  readonly budget: Budget;
  /** parses a list up to and including `)` from the reader (for `$(`, `<(`) */
  readonly parseSub: (cur: Reader) => Item[];
  /** parses another string (backtick bodies) */
  readonly parseText: (src: string, depth: number) => Item[];
}

/** Why a line could not be read; caught at the entry point and turned into ok:false. */
export class ShellError extends Error {
  override readonly name = 'ShellError';
}

export function fail(reason: string): never {
  throw new ShellError(reason);
}

/** the reasons a line is too costly to read (never a proof that a shell would refuse it) */
export const TOO_MUCH = 'too much work (expansion or nesting)';
export const TOO_DEEP = 'nesting deeper than maxDepth';

export function spend(budget: Budget, n: number): void {
  budget.left -= n;
  if (budget.left < 0) fail(TOO_MUCH);
}

export function enter(cur: Reader): void {
  if (++cur.depth > cur.maxDepth) fail(TOO_DEEP);
}

/** The value of a word that is one unquoted literal (reserved words, assignments), else undefined. */
export function plain(w: Word): string | undefined {
  const p = w.parts[0];
  return w.parts.length === 1 && p !== undefined && p.k === 'lit' && !p.q ? p.v : undefined;
}

/** The word's text after quote removal with expansions left as written (heredoc delimiters). */
export function literalText(w: Word): string {
  let s = '';
  for (const p of w.parts) s += p.k === 'lit' ? p.v : p.raw;
  return s;
}

export const litWord = (v: string): Word => ({ parts: [{ k: 'lit', v, q: false }], raw: v });

const ASSIGN = /^([A-Za-z_][A-Za-z0-9_]*)(\[[^\]]*\])?(\+?)=/;

/** `NAME=value`, `NAME+=value`, `NAME[i]=value` as the word of a command (the name unquoted). */
export function assignment(w: Word): Assign | undefined {
  const first = w.parts[0];
  if (first === undefined || first.k !== 'lit' || first.q) return undefined;
  const m = ASSIGN.exec(first.v);
  if (!m) return undefined;
  const rest = first.v.slice(m[0].length);
  const parts = rest ? [{ k: 'lit' as const, v: rest, q: false }, ...w.parts.slice(1)] : w.parts.slice(1);
  return { name: m[1] as string, value: { parts, raw: w.raw.slice(m[0].length) }, array: undefined, append: m[3] === '+' };
}

/**
 * `((TEXT))` as a POSIX sh reads it: `( (TEXT) )`, or undefined when that is not a command line there (a sh that
 * cannot parse a line runs none of it). Running out of budget or depth is no such proof: it fails the line.
 */
export function posixReading(raw: string, cur: Reader): Item[] | undefined {
  try {
    return cur.parseText(`( ${raw.slice(1, -1)} )`, cur.depth);
  } catch (e) {
    if (e instanceof ShellError && e.message !== TOO_MUCH && e.message !== TOO_DEEP) return undefined;
    throw e;
  }
}

/**
 * At a `(` written right after a word (`ls *(e:'rm -rf ~':)`): zsh reads it as glob qualifiers, and its `e` and `+`
 * qualifiers run code for each file; bash reads an extglob or refuses the line. One that can run code fails the line.
 */
export function globQualifier(src: string, open: number): void {
  if (open < 1 || /[\s;&|<>()]/.test(src[open - 1] ?? ' ')) return;
  let depth = 0;
  let end = open;
  for (; end < src.length; end++) {
    const c = src[end];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) break;
  }
  const inner = src.slice(open + 1, end);
  // `e` and a delimiter: zsh's usual ones, or any when the code quotes, escapes or expands (code with a space must)
  const e = [...inner.matchAll(/e([^A-Za-z0-9_\s|)])/g)].some((m) => ':\'"{[<'.includes(m[1] as string) || /['"\\$`{]/.test(inner));
  if (e || /\+[A-Za-z_{]/.test(inner)) fail('zsh glob qualifiers that run code (e or +)');
}
