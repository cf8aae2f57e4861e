/**
 * Word expansion: variables assigned earlier on the line, `${X:-default}`, literal `$(echo ...)` output, field
 * splitting of unquoted expansions. What cannot be resolved stays as written (a raw segment, dynamic).
 */
import type { Item, Part, Word } from './ast.js';
import { braceExpand, braceGroup } from './brace.js';

/** 'u': unquoted source text (rendered as is); 'q': a literal value (quoted when rendered if needed); 'r': an unresolved expansion as written */
export type SegKind = 'u' | 'q' | 'r';
export interface Seg {
  readonly s: string;
  readonly k: SegKind;
}

export interface Field {
  readonly segs: readonly Seg[];
  /** some of it came from quotes or escapes */
  readonly quoted: boolean;
  readonly value: string;
  /** some of it is an expansion that could not be resolved */
  readonly dynamic: boolean;
}

export interface Host {
  readonly env: Map<string, string>;
  /** analyzes a substitution body (its commands run); its output when that is literal */
  sub(body: readonly Item[]): string | undefined;
  spend(n: number): void;
}

const IFS = /[ \t\n]+/;
const BLANK = /[ \t\n]/;

export function makeField(segs: readonly Seg[], quoted: boolean): Field {
  let value = '';
  let dynamic = false;
  for (const s of segs) {
    value += s.s;
    if (s.k === 'r') dynamic = true;
  }
  return { segs, quoted, value, dynamic };
}

/** A field for a value that did not come from the source (a synthesized program name, a split string). */
export const literalField = (value: string): Field => makeField(value ? [{ s: value, k: 'q' }] : [], false);

class Fields {
  readonly out: Field[] = [];
  private segs: Seg[] = [];
  private quoted = false;
  private has = false;

  add(s: string, k: SegKind, quoted: boolean): void {
    if (s !== '') {
      const last = this.segs[this.segs.length - 1];
      if (last !== undefined && last.k === k) this.segs[this.segs.length - 1] = { s: last.s + s, k };
      else this.segs.push({ s, k });
      this.has = true;
    }
    if (quoted) this.quoted = this.has = true;
  }

  /** unquoted text that is subject to field splitting */
  splitAdd(v: string, k: SegKind, noSplit: boolean): void {
    if (noSplit || !BLANK.test(v)) return this.add(v, k, false);
    const pieces = v.split(IFS);
    for (let i = 0; i < pieces.length; i++) {
      if (i > 0) this.split();
      this.add(pieces[i] as string, k, false);
    }
  }

  split(): void {
    if (this.has) this.out.push(makeField(this.segs, this.quoted));
    this.segs = [];
    this.quoted = this.has = false;
  }
}

/** The key under which a scope's env holds its positional parameters as words, `\0`-separated (for "$@"). */
export const ARGS_KEY = '\0@';

/** The variables a script or `sh -c` string starts with: `$0` its name, `$1` ... its arguments, `$@`, `$*`, `$#`. */
export function positionalEnv(name: string, args: readonly string[]): Map<string, string> {
  const env = new Map<string, string>([['0', name]]);
  args.forEach((v, k) => env.set(String(k + 1), v));
  env.set('@', args.join(' '));
  env.set('*', args.join(' '));
  env.set('#', String(args.length));
  env.set(ARGS_KEY, args.join('\0'));
  return env;
}

/** The fields a word expands to (none for an unquoted empty expansion). `noSplit`: assignment values, heredoc bodies. */
export function expandWord(w: Word, host: Host, noSplit = false): Field[] {
  if (!noSplit) {
    const words = braceWords(w, host);
    if (words === 'unknown') return plainWord(w, host, false).map(unknownField);
    if (words !== undefined) return words.flatMap((x) => expandWord(x, host));
  }
  return plainWord(w, host, noSplit);
}

function plainWord(w: Word, host: Host, noSplit: boolean): Field[] {
  const b = new Fields();
  for (const p of w.parts) part(p, b, host, noSplit, false);
  b.split();
  return b.out;
}

const unknownField = (f: Field): Field => ({ ...f, dynamic: true });

/**
 * Brace expansion (brace.ts) of a word's first unquoted literal part holding a group: one word per result, each
 * expanded again for the next part. 'unknown': a group that crosses quotes or an expansion (`{a,"b"}`, `{$x,y}`),
 * which this does not expand; undefined: no group.
 */
function braceWords(w: Word, host: Host): Word[] | 'unknown' | undefined {
  let open = false;
  for (let i = 0; i < w.parts.length; i++) {
    const p = w.parts[i] as Part;
    if (p.k !== 'lit' || p.q) continue;
    if (open && p.v.includes('}')) return 'unknown';
    if (braceGroup(p.v) === undefined) {
      if (/(?:^|[^$])\{/.test(p.v)) open = true;
      continue;
    }
    const texts = braceExpand(p.v);
    if (texts === undefined) return 'unknown';
    // each result is a word of about the source word's length, expanded again: the work bash would do
    host.spend(texts.length * Math.max(1, w.raw.length));
    return texts.map((v) => ({ raw: w.raw, parts: w.parts.map((q, j) => (j === i ? { k: 'lit', v, q: false } : q)) }));
  }
  return undefined;
}

/** One field: the word's expansion joined (an assignment value, a redirection target). */
export function expandOne(w: Word, host: Host): Field {
  const fs = expandWord(w, host, true);
  return fs[0] ?? makeField([], false);
}

function part(p: Part, b: Fields, host: Host, noSplit: boolean, forceQ: boolean): void {
  switch (p.k) {
    case 'lit':
      if (p.q || forceQ) b.add(p.v, 'q', true);
      else b.splitAdd(p.v, 'u', noSplit);
      return;
    case 'param':
      return param(p, b, host, noSplit, p.q || forceQ);
    case 'sub': {
      const out = host.sub(p.body);
      const q = p.q || forceQ;
      if (out === undefined) return b.add(p.raw, 'r', q);
      const t = out.replace(/\n+$/, '');
      host.spend(t.length);
      if (q) b.add(t, 'q', true);
      else b.splitAdd(t, 'q', noSplit);
      return;
    }
    case 'arith':
      for (const s of p.subs) host.sub(s);
      return b.add(p.raw, 'r', p.q || forceQ);
    case 'proc':
      host.sub(p.body);
      return b.add(p.raw, 'r', false);
  }
}

function param(p: Extract<Part, { k: 'param' }>, b: Fields, host: Host, noSplit: boolean, q: boolean): void {
  const known = p.name === '' ? undefined : host.env.get(p.name);
  const value = (v: string): void => {
    host.spend(v.length);
    if (q) b.add(v, 'q', true);
    else b.splitAdd(v, 'q', noSplit);
  };
  const arg = (): void => {
    if (p.arg) for (const x of p.arg.parts) part(x, b, host, noSplit, q);
    else if (q) b.add('', 'q', true);
  };
  const set = known !== undefined && (known !== '' || !p.op.startsWith(':'));
  // "$@" is one field per positional parameter (`sh -c 'git push "$@"' x -f origin` pushes with -f)
  const words = p.name === '@' && q && p.op === '' ? host.env.get(ARGS_KEY) : undefined;
  if (words !== undefined) {
    (words === '' ? [] : words.split('\0')).forEach((w, i) => {
      if (i > 0) b.split();
      value(w);
    });
    return;
  }
  switch (p.op) {
    case '':
      return known !== undefined ? value(known) : b.add(p.raw, 'r', q);
    case ':-':
    case '-':
      return set ? value(known as string) : arg();
    case ':=':
    case '=': {
      if (set) return value(known as string);
      const f = p.arg ? expandOne(p.arg, host) : makeField([], false);
      if (f.dynamic) {
        host.env.delete(p.name);
        return b.add(p.raw, 'r', q);
      }
      host.env.set(p.name, f.value);
      return value(f.value);
    }
    case ':+':
    case '+':
      if (set) return arg();
      if (known !== undefined) return q ? b.add('', 'q', true) : undefined;
      return b.add(p.raw, 'r', q);
    case '#len':
      return known !== undefined ? value(String(known.length)) : b.add(p.raw, 'r', q);
    default:
      // the substitutions inside still run
      if (p.arg) expandWord(p.arg, host);
      return b.add(p.raw, 'r', q);
  }
}
