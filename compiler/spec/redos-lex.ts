/**
 * The lexical half of the ReDoS checker's regex parser: characters, escapes and character classes (with and
 * without the v flag), each read into a character set. Case-insensitive sets are closed under case here.
 */
import * as cs from './redos-charset.js';
import type { CharSet } from './redos-charset.js';

const HEX = /^[0-9a-fA-F]+$/;
const SYNTAX_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
const CLASS_ESCAPES: Record<string, CharSet> = { d: cs.DIGIT, w: cs.WORD, s: cs.SPACE };
const closeCache = new Map<string, CharSet>();
const literalCache = new Map<number, CharSet>();

export type Escape = { code: number } | { set: CharSet } | { ref: number[] | string };

export class Lexer {
  i = 0;
  readonly unicode: boolean;
  readonly vmode: boolean;
  /** alphabet size: code units, or code points with u/v */
  readonly end: number;
  icase: boolean;
  dotAll: boolean;
  /** capture groups in the pattern, and whether any is named (both decide what `\1`, `\k` mean) */
  readonly totalCaps: number;
  readonly hasNames: boolean;

  constructor(
    readonly source: string,
    readonly flags: string,
  ) {
    this.unicode = /[uv]/.test(flags);
    this.vmode = flags.includes('v');
    this.end = this.unicode ? cs.UNICODE_END : cs.BMP_END;
    this.icase = flags.includes('i');
    this.dotAll = flags.includes('s');
    let caps = 0;
    let names = false;
    for (let j = 0, depth = 0; j < source.length; j++) {
      const c = source[j];
      if (c === '\\') j++;
      else if (c === '[') depth++;
      else if (c === ']' && depth > 0) depth = this.vmode ? depth - 1 : 0;
      else if (c === '(' && depth === 0) {
        if (source[j + 1] !== '?') caps++;
        else if (source[j + 2] === '<' && source[j + 3] !== '=' && source[j + 3] !== '!') (caps++, (names = true));
      }
    }
    this.totalCaps = caps;
    this.hasNames = names;
  }

  /** the next character (a code point with u/v) */
  cp(): number {
    const c = this.unicode ? (this.source.codePointAt(this.i) as number) : this.source.charCodeAt(this.i);
    this.i += c >= cs.BMP_END ? 2 : 1;
    return c;
  }

  /** one character's set, shared between atoms (so equal classes are one set for the analysis caches) */
  literal(code: number): CharSet {
    const key = code * 4 + (this.icase ? 1 : 0) + (this.unicode ? 2 : 0);
    let hit = literalCache.get(key);
    if (!hit) literalCache.set(key, (hit = this.close(cs.single(code))));
    return hit;
  }

  close(set: CharSet): CharSet {
    if (!this.icase) return set;
    const key = `${this.unicode ? 'u' : ''}|${set.join(',')}`;
    let hit = closeCache.get(key);
    if (!hit) closeCache.set(key, (hit = cs.caseClose(set, this.unicode, this.end)));
    return hit;
  }

  dot(): CharSet {
    return this.dotAll ? cs.full(this.end) : cs.complement(cs.LINE_TERMINATORS, this.end);
  }

  /** after `\u`: \uHHHH, a surrogate pair of them (u/v), \u{...} (u/v); undefined when not one (Annex B `u`) */
  private unicodeEscape(): number | undefined {
    const { source } = this;
    if (this.unicode && source[this.i] === '{') {
      const close = source.indexOf('}', this.i);
      const v = parseInt(source.slice(this.i + 1, close), 16);
      this.i = close + 1;
      return v;
    }
    const hex = source.slice(this.i, this.i + 4);
    if (hex.length < 4 || !HEX.test(hex)) return undefined;
    this.i += 4;
    const v = parseInt(hex, 16);
    if (this.unicode && v >= 0xd800 && v <= 0xdbff && source.startsWith('\\u', this.i) && HEX.test(source.slice(this.i + 2, this.i + 6))) {
      const lo = parseInt(source.slice(this.i + 2, this.i + 6), 16);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        this.i += 6;
        return (v - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000;
      }
    }
    return v;
  }

  private legacyOctal(): number {
    let v = 0;
    for (let n = 0; n < 3 && /[0-7]/.test(this.source[this.i] ?? '') && v * 8 + Number(this.source[this.i]) <= 0o377; n++) v = v * 8 + Number(this.source[this.i++]);
    return v;
  }

  /** after a backslash: a character code, a set, or (outside classes) a backreference */
  escape(inClass: boolean): Escape {
    const { source, unicode } = this;
    const c = source[this.i] as string;
    const lower = c.toLowerCase();
    const cls = CLASS_ESCAPES[lower];
    if (cls) {
      this.i++;
      const base = this.close(cls);
      return { set: c === lower ? base : cs.complement(base, this.end) };
    }
    const take = (n: number, r: Escape): Escape => ((this.i += n), r);
    if (c in SYNTAX_ESCAPES) return take(1, { code: SYNTAX_ESCAPES[c] as number });
    if (c === 'b' && inClass) return take(1, { code: 8 });
    if (c === '-' && inClass) return take(1, { code: 0x2d });
    if (c === '0' && !/[0-9]/.test(source[this.i + 1] ?? '')) return take(1, { code: 0 });
    if (/[1-9]/.test(c) && !inClass) {
      const digits = /^[0-9]+/.exec(source.slice(this.i))?.[0] ?? c;
      if (Number(digits) <= this.totalCaps) return take(digits.length, { ref: [Number(digits)] });
    }
    if (/[0-7]/.test(c) && !unicode) return { code: this.legacyOctal() };
    if (c === 'k' && !inClass && (unicode || this.hasNames)) {
      const close = source.indexOf('>', this.i);
      const name = source.slice(this.i + 2, close);
      this.i = close + 1;
      return { ref: name };
    }
    if ((c === 'p' || c === 'P') && unicode) {
      const close = source.indexOf('}', this.i);
      const body = source.slice(this.i + 2, close);
      this.i = close + 1;
      const flags = this.flags.replace(/[^uv]/g, '') + (this.icase ? 'i' : '');
      return { set: cs.propertySet(body, c === 'P', flags) };
    }
    if (c === 'c') {
      const x = source[this.i + 1] ?? '';
      if (/[A-Za-z]/.test(x) || (inClass && !unicode && /[0-9_]/.test(x))) return take(2, { code: x.charCodeAt(0) % 32 });
      return { code: 0x5c }; // Annex B: the backslash is literal and `c` is read next
    }
    if (c === 'x') {
      const hex = source.slice(this.i + 1, this.i + 3);
      return hex.length === 2 && HEX.test(hex) ? take(3, { code: parseInt(hex, 16) }) : take(1, { code: 0x78 });
    }
    if (c === 'u') {
      this.i++;
      return { code: this.unicodeEscape() ?? 0x75 };
    }
    return { code: this.cp() }; // identity escape
  }

  private classAtom(): { code: number } | { set: CharSet } {
    if (this.source[this.i] !== '\\') return { code: this.cp() };
    this.i++;
    const r = this.escape(true);
    return 'ref' in r ? { code: 0 } : r;
  }

  /** `[...]`: the set it matches, case-closed and negated as the engine does */
  charClass(): CharSet {
    return this.vmode ? this.classSets() : this.classPlain();
  }

  /** without v: a union of atoms and ranges */
  private classPlain(): CharSet {
    const { source } = this;
    this.i++;
    const neg = source[this.i] === '^';
    if (neg) this.i++;
    const pairs: number[] = [];
    const push = (a: { code: number } | { set: CharSet }) => ('code' in a ? pairs.push(a.code, a.code + 1) : pairs.push(...a.set));
    while (this.i < source.length && source[this.i] !== ']') {
      const a = this.classAtom();
      if (source[this.i] === '-' && source[this.i + 1] !== ']' && this.i + 1 < source.length) {
        this.i++;
        const b = this.classAtom();
        if ('code' in a && 'code' in b) pairs.push(a.code, b.code + 1);
        else (push(a), pairs.push(0x2d, 0x2e), push(b));
      } else push(a);
    }
    this.i++;
    const set = this.close(cs.normalize(pairs));
    return neg ? cs.complement(set, this.end) : set;
  }

  /** with v: nested classes, `&&`, `--`, `\q{...}` (strings are approximated by their characters) */
  private classSets(): CharSet {
    const { source } = this;
    this.i++;
    const neg = source[this.i] === '^';
    if (neg) this.i++;
    let acc: CharSet = cs.EMPTY;
    let first = true;
    while (this.i < source.length && source[this.i] !== ']') {
      if (source.startsWith('&&', this.i)) (this.i += 2), (acc = cs.intersect(acc, this.operand()));
      else if (source.startsWith('--', this.i)) (this.i += 2), (acc = cs.subtract(acc, this.operand(), this.end));
      else acc = first ? this.operand() : cs.union(acc, this.operand());
      first = false;
    }
    this.i++;
    return neg ? cs.complement(acc, this.end) : acc;
  }

  private operand(): CharSet {
    const { source } = this;
    if (source[this.i] === '[') return this.classSets();
    if (source.startsWith('\\q{', this.i)) {
      this.i += 3;
      const pairs: number[] = [];
      while (this.i < source.length && source[this.i] !== '}') {
        if (source[this.i] === '|') this.i++;
        else {
          const a = this.classAtom();
          if ('code' in a) pairs.push(a.code, a.code + 1);
        }
      }
      this.i++;
      return this.close(cs.normalize(pairs));
    }
    const a = this.classAtom();
    if (!('code' in a)) return a.set;
    if (source[this.i] === '-' && source[this.i + 1] !== '-') {
      this.i++;
      const b = this.classAtom();
      return this.close(cs.range(a.code, 'code' in b ? b.code : a.code));
    }
    return this.close(cs.single(a.code));
  }
}
