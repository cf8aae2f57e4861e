/**
 * Character sets for the ReDoS checker: sorted, disjoint, half-open code point ranges [lo0, hi0, lo1, hi1, ...].
 * Everything the checker asks of a character is "can these two atoms match the same character?", so the sets
 * are exact for literals, classes, ranges, negation, `.`, `\d \w \s` and their complements, and close to exact
 * for case-insensitive matching and Unicode property escapes (see docs/decisions/regex-safety.md).
 */

export type CharSet = readonly number[];

export const BMP_END = 0x10000;
export const UNICODE_END = 0x110000;

export const EMPTY: CharSet = [];
export const single = (c: number): CharSet => [c, c + 1];
export const range = (lo: number, hi: number): CharSet => (hi >= lo ? [lo, hi + 1] : []);
export const full = (end: number): CharSet => [0, end];

/** Sorts and merges arbitrary [lo, hi) pairs. */
export function normalize(pairs: number[]): CharSet {
  const idx: number[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) if ((pairs[i + 1] as number) > (pairs[i] as number)) idx.push(i);
  idx.sort((a, b) => (pairs[a] as number) - (pairs[b] as number));
  const out: number[] = [];
  for (const i of idx) {
    const lo = pairs[i] as number;
    const hi = pairs[i + 1] as number;
    const last = out.length - 1;
    if (last > 0 && lo <= (out[last] as number)) out[last] = Math.max(out[last] as number, hi);
    else out.push(lo, hi);
  }
  return out;
}

export const union = (a: CharSet, b: CharSet): CharSet => (a.length === 0 ? b : b.length === 0 ? a : normalize([...a, ...b]));

export function complement(a: CharSet, end: number): CharSet {
  const out: number[] = [];
  let prev = 0;
  for (let i = 0; i < a.length; i += 2) {
    const lo = Math.min(a[i] as number, end);
    if (lo > prev) out.push(prev, lo);
    prev = Math.max(prev, Math.min(a[i + 1] as number, end));
  }
  if (prev < end) out.push(prev, end);
  return out;
}

export function intersect(a: CharSet, b: CharSet): CharSet {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i] as number, b[j] as number);
    const hi = Math.min(a[i + 1] as number, b[j + 1] as number);
    if (lo < hi) out.push(lo, hi);
    if ((a[i + 1] as number) < (b[j + 1] as number)) i += 2;
    else j += 2;
  }
  return out;
}

export const subtract = (a: CharSet, b: CharSet, end: number): CharSet => intersect(a, complement(b, end));

export function intersects(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (Math.max(a[i] as number, b[j] as number) < Math.min(a[i + 1] as number, b[j + 1] as number)) return true;
    if ((a[i + 1] as number) < (b[j + 1] as number)) i += 2;
    else j += 2;
  }
  return false;
}

export function size(a: CharSet): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 2) n += (a[i + 1] as number) - (a[i] as number);
  return n;
}

/** A representative character of a non-empty set, preferring printable ASCII (for messages). */
export function sample(a: CharSet): number | undefined {
  for (const pref of [0x61, 0x41, 0x30, 0x20, 0x21]) if (intersects(a, [pref, pref + 1])) return pref;
  const printable = intersect(a, [0x21, 0x7f]);
  return printable.length > 0 ? printable[0] : a[0];
}

export const DIGIT: CharSet = [0x30, 0x3a];
export const WORD: CharSet = [0x30, 0x3a, 0x41, 0x5b, 0x5f, 0x60, 0x61, 0x7b];
export const LINE_TERMINATORS: CharSet = normalize([0x0a, 0x0b, 0x0d, 0x0e, 0x2028, 0x202a]);
export const SPACE: CharSet = normalize([
  0x09, 0x0e, 0x20, 0x21, 0xa0, 0xa1, 0x1680, 0x1681, 0x2000, 0x200b, 0x2028, 0x202a, 0x202f, 0x2030, 0x205f, 0x2060, 0x3000, 0x3001, 0xfeff, 0xff00,
]);

// ---- case-insensitive matching -------------------------------------------------------------------------------

/** Code points whose case folding is one-way under toLowerCase/toUpperCase (so `s` must learn about `ſ`). */
const ONE_WAY = [0xb5, 0xdf, 0x130, 0x131, 0x17f, 0x345, 0x3c2, 0x3d0, 0x3d1, 0x3d5, 0x3d6, 0x3f0, 0x3f1, 0x3f4, 0x3f5, 0x1c80, 0x1c81, 0x1c82, 0x1c83, 0x1c84, 0x1c85, 0x1c86, 0x1c87, 0x1c88, 0x1e9b, 0x1e9e, 0x1fbe, 0x2126, 0x212a, 0x212b];

function simpleVariants(c: number): number[] {
  const out = [c];
  const s = String.fromCodePoint(c);
  const lo = s.toLowerCase();
  const up = s.toUpperCase();
  for (const t of [lo, up, up.toLowerCase(), lo.toUpperCase()]) {
    const v = t.codePointAt(0) as number;
    if (t.length === (v >= BMP_END ? 2 : 1) && !out.includes(v)) out.push(v);
  }
  return out;
}

let oneWay: number[][] | undefined;

/** Every character that matches `c` under the `i` flag (Unicode simple case folding with u/v, toUpperCase without). */
export function caseVariants(c: number, unicode: boolean): number[] {
  const out = simpleVariants(c);
  if (unicode) {
    oneWay ??= ONE_WAY.map(simpleVariants);
    for (const group of oneWay) if (group.some((v) => out.includes(v))) for (const v of group) if (!out.includes(v)) out.push(v);
  } else {
    // Annex B Canonicalize: a non-ASCII character never maps onto ASCII (so `ſ` does not match `s`).
    return out.filter((v) => (v < 0x80) === (c < 0x80) && v < BMP_END);
  }
  return out;
}

let casedTable: number[] | undefined;

function casedCodePoints(): number[] {
  if (!casedTable) {
    casedTable = [];
    for (let c = 0; c < 0x1f000; c++) if (c < 0xd800 || c > 0xdfff) if (simpleVariants(c).length > 1) casedTable.push(c);
  }
  return casedTable;
}

function has(a: CharSet, c: number): boolean {
  let lo = 0;
  let hi = a.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c < (a[2 * mid] as number)) hi = mid;
    else if (c >= (a[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}

function eachChar(a: CharSet, f: (c: number) => void): void {
  for (let i = 0; i < a.length; i += 2) for (let c = a[i] as number; c < (a[i + 1] as number); c++) f(c);
}

const SMALL = 2048;

/** The characters a set matches under the `i` flag. */
export function caseClose(a: CharSet, unicode: boolean, end: number): CharSet {
  if (a.length === 0) return a;
  const extra: number[] = [];
  const add = (c: number) => {
    for (const v of caseVariants(c, unicode)) if (v < end && !has(a, v)) extra.push(v, v + 1);
  };
  if (size(a) <= SMALL) eachChar(a, add);
  else {
    const rest = complement(a, end);
    if (size(rest) <= SMALL) {
      // closure(a) = everything except the characters whose whole case orbit lies outside a
      const out: number[] = [];
      eachChar(rest, (c) => {
        if (caseVariants(c, unicode).every((v) => v >= end || !has(a, v))) out.push(c, c + 1);
      });
      return complement(normalize(out), end);
    }
    for (const c of casedCodePoints()) if (c < end && has(a, c)) add(c);
  }
  return extra.length === 0 ? a : normalize([...a, ...extra]);
}

// ---- Unicode property escapes ----------------------------------------------------------------------------------

const propertyCache = new Map<string, CharSet>();
let bmpText: string | undefined;

/**
 * `\p{...}` / `\P{...}` as a set: exact on the BMP (computed by the engine itself, once per property), and
 * every astral code point assumed to match (an over-approximation: it can only add overlaps, never hide one).
 */
export function propertySet(body: string, negated: boolean, flags: string): CharSet {
  const key = `${negated ? 'P' : 'p'}{${body}}/${flags}`;
  const hit = propertyCache.get(key);
  if (hit) return hit;
  if (!bmpText) {
    const parts: string[] = [];
    for (let c = 0; c < BMP_END; c += 4096) {
      const codes: number[] = [];
      for (let d = c; d < c + 4096; d++) if (d < 0xd800 || d > 0xdfff) codes.push(d);
      parts.push(String.fromCharCode(...codes));
    }
    bmpText = parts.join('');
  }
  const pairs: number[] = [];
  let re: RegExp;
  try {
    re = new RegExp(`\\${negated ? 'P' : 'p'}{${body}}+`, `g${flags}`);
  } catch {
    return full(UNICODE_END);
  }
  for (const m of bmpText.matchAll(re)) {
    const at = m.index;
    const to = at + m[0].length;
    if (at < 0xd800) pairs.push(at, Math.min(to, 0xd800));
    if (to > 0xd800) pairs.push(Math.max(at, 0xd800) + 0x800, to + 0x800);
  }
  const surrogate = new RegExp(`^\\${negated ? 'P' : 'p'}{${body}}$`, flags);
  if (surrogate.test('\ud800')) pairs.push(0xd800, 0xe000);
  pairs.push(BMP_END, UNICODE_END);
  const set = normalize(pairs);
  propertyCache.set(key, set);
  return set;
}
