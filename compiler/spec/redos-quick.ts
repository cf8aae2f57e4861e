/**
 * A one-pass pre-screen for the ReDoS checker: proves the typical rule regex safe without building anything.
 * It answers only "certainly degree <= 2 and not exponential" (true) or "ask the full analysis" (false), and it
 * agrees with the full analysis (tests/compiler/redos.test.ts checks both on every corpus and generated pattern).
 *
 * Why it is sound: with no quantified group (max > 1) and no backreference, every loop is one position with
 * one self-loop, so nothing is exponential, and the degree is the longest chain of loops that each could follow
 * the previous one. A loop entered only from a mandatory atom it cannot match (`t` before `\s+` in
 * `git\s+push`) starts every chain through it, so its chain has length 1; any other loop may extend the longest
 * chain so far. Inside lookarounds nothing starts a chain (a body's cost adds to the cost of reaching it).
 */

/**
 * What the pre-screen knows of an atom's set: exact ASCII membership (four 32-bit words), and which of two
 * regions beyond ASCII it may reach: non-ASCII white space (1), other non-ASCII characters (2). Two atoms are
 * surely disjoint when their ASCII words and their regions are.
 */
interface Atom {
  readonly ascii: readonly [number, number, number, number];
  readonly wide: number;
}
const SPACE_WIDE = 1;
const OTHER_WIDE = 2;
type Mask = [number, number, number, number];
const mask = (codes: Iterable<number>): Mask => {
  const m: Mask = [0, 0, 0, 0];
  for (const c of codes) m[c >> 5] = (m[c >> 5] as number) | (1 << (c & 31));
  return m;
};
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
function rangeInto(m: Mask, from: number, to: number): void {
  for (let c = from; c <= to && c < 128; c++) m[c >> 5] = (m[c >> 5] as number) | (1 << (c & 31));
}
const invert = (m: readonly number[]): Mask => [~(m[0] as number), ~(m[1] as number), ~(m[2] as number), ~(m[3] as number)];
const has = (m: readonly number[], c: number) => ((m[c >> 5] as number) & (1 << (c & 31))) !== 0;
const SPACES = mask([9, 10, 11, 12, 13, 32]);
const DIGITS = mask(codes(48, 57));
const WORDS = mask([...codes(48, 57), ...codes(65, 90), ...codes(97, 122), 95]);
const UNKNOWN: Atom = { ascii: [-1, -1, -1, -1], wide: SPACE_WIDE | OTHER_WIDE };
const ESCAPES: Record<string, Atom> = {
  s: { ascii: SPACES, wide: SPACE_WIDE },
  S: { ascii: invert(SPACES), wide: OTHER_WIDE },
  d: { ascii: DIGITS, wide: 0 },
  D: { ascii: invert(DIGITS), wide: SPACE_WIDE | OTHER_WIDE },
  w: { ascii: WORDS, wide: 0 },
  W: { ascii: invert(WORDS), wide: SPACE_WIDE | OTHER_WIDE },
};
const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
const SYNTAX = /[\^$\\.*+?()[\]{}|/-]/;

const disjoint = (a: Atom, b: Atom) => (a.ascii[0] & b.ascii[0]) === 0 && (a.ascii[1] & b.ascii[1]) === 0 && (a.ascii[2] & b.ascii[2]) === 0 && (a.ascii[3] & b.ascii[3]) === 0 && (a.wide & b.wide) === 0;

/** Under i: both ASCII cases, and with u/v the one-way folds of k and s (U+212A, U+017F) outside ASCII. */
function fold(m: Mask, icase: boolean, unicode: boolean): { ascii: Mask; wide: number } {
  if (!icase) return { ascii: m, wide: 0 };
  const out: Mask = [m[0], m[1], m[2], m[3]];
  for (let c = 65; c <= 90; c++) if (has(m, c) || has(m, c + 32)) (out[c >> 5] = (out[c >> 5] as number) | (1 << (c & 31))), (out[(c + 32) >> 5] = (out[(c + 32) >> 5] as number) | (1 << ((c + 32) & 31)));
  return { ascii: out, wide: unicode && (has(out, 107) || has(out, 115)) ? OTHER_WIDE : 0 };
}

/** The atom of an escape (at `i`, a backslash), or undefined when the pre-screen does not model it. */
function escapeAtom(d: string, icase: boolean, unicode: boolean): Atom | undefined {
  const e = ESCAPES[d];
  if (e) return d === 'w' && icase && unicode ? { ascii: e.ascii, wide: OTHER_WIDE } : e;
  const code = CONTROL[d] ?? (SYNTAX.test(d) ? d.charCodeAt(0) : undefined);
  return code === undefined ? undefined : fold(mask([code]), icase, unicode);
}

/** `[...]` from `i`: its atom (ASCII items, ranges and \d \w \s escapes only) and where it ends. */
function classAtom(source: string, i: number, icase: boolean, unicode: boolean, vmode: boolean): { atom: Atom; end: number } {
  let j = i + 1;
  const neg = source[j] === '^';
  if (neg) j++;
  const m: Mask = [0, 0, 0, 0];
  let wide = 0;
  let known = true;
  const add = (a: Atom) => {
    for (let k = 0; k < 4; k++) m[k] = (m[k] as number) | (a.ascii[k] as number);
    wide |= a.wide;
  };
  const single = (): number | Atom | undefined => {
    const c = source[j] as string;
    if (c !== '\\') return (j++, source.charCodeAt(j - 1) < 128 ? source.charCodeAt(j - 1) : undefined);
    const d = source[j + 1] ?? '';
    j += 2;
    return ESCAPES[d] ?? CONTROL[d] ?? (SYNTAX.test(d) ? d.charCodeAt(0) : undefined);
  };
  while (j < source.length && source[j] !== ']') {
    if (vmode && (source[j] === '[' || source.startsWith('&&', j) || source.startsWith('--', j) || source.startsWith('\\q', j))) known = false;
    const a = single();
    if (a === undefined) known = false;
    else if (typeof a !== 'number') add(a);
    else if (source[j] === '-' && source[j + 1] !== ']' && j + 1 < source.length) {
      j++;
      const b = single();
      if (typeof b === 'number' && b >= a) rangeInto(m, a, b);
      else known = false;
    } else rangeInto(m, a, a);
    if (!known) break;
  }
  // unmodelled: skip to the end of the class (nested classes with v)
  let depth = 0;
  for (j = i; j < source.length; j++) {
    const e = source[j];
    if (e === '\\') j++;
    else if (e === '[' && (depth === 0 || vmode)) depth++;
    else if (e === ']' && --depth === 0) break;
  }
  if (!known) return { atom: UNKNOWN, end: j + 1 };
  const f = fold(m, icase, unicode);
  const positive: Atom = { ascii: f.ascii, wide: wide | f.wide };
  return { atom: neg ? { ascii: invert(positive.ascii), wide: SPACE_WIDE | OTHER_WIDE } : positive, end: j + 1 };
}

const HEX2 = /^[0-9a-fA-F]{2}$/;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/** characters taken by the escape at `i` (a backslash), so its digits are not read as atoms */
function escapeLength(source: string, i: number): number {
  const d = source[i + 1];
  const brace = source[i + 2] === '{' && (d === 'u' || d === 'p' || d === 'P');
  // (unclosed: the rest of the source; the pre-screen also runs on sources the engine would reject)
  if (brace) return (source.indexOf('}', i) + 1 || source.length + 1) - i;
  if (d === 'x') return HEX2.test(source.slice(i + 2, i + 4)) ? 4 : 2;
  if (d === 'u') return HEX4.test(source.slice(i + 2, i + 6)) ? 6 : 2;
  if (d === 'c') return /[A-Za-z]/.test(source[i + 2] ?? '') ? 3 : 2;
  if (d === '0') return 2 + (/^[0-7]{0,2}/.exec(source.slice(i + 2, i + 4))?.[0].length ?? 0);
  return 2;
}

const DOT: Atom = { ascii: invert(mask([10, 13])), wide: SPACE_WIDE | OTHER_WIDE };
const ANY: Atom = { ascii: [-1, -1, -1, -1], wide: SPACE_WIDE | OTHER_WIDE };
/** literal and escape atoms per mode (i, u/v), built on first use */
const tables = new Map<number, { literal: Atom[]; escape: Map<string, Atom | undefined> }>();
function table(icase: boolean, unicode: boolean) {
  const key = (icase ? 1 : 0) + (unicode ? 2 : 0);
  let t = tables.get(key);
  if (!t) tables.set(key, (t = { literal: Array.from({ length: 128 }, (_, c) => fold(mask([c]), icase, unicode)), escape: new Map() }));
  return t;
}

/** `{n}`, `{n,}`, `{n,m}` at `i`: [min, max, length], or undefined for a literal brace (Annex B) */
function braces(source: string, i: number): [number, number, number] | undefined {
  let j = i + 1;
  const num = (): number | undefined => {
    const from = j;
    while (j < source.length && source.charCodeAt(j) >= 48 && source.charCodeAt(j) <= 57) j++;
    return j > from ? Number(source.slice(from, j)) : undefined;
  };
  const min = num();
  if (min === undefined) return undefined;
  let max = min;
  if (source[j] === ',') {
    j++;
    max = num() ?? Infinity;
  }
  return source[j] === '}' ? [min, max, j + 1 - i] : undefined;
}

/** true: the pattern certainly has degree <= 2 and no exponential ambiguity. */
export function quickSafe(source: string, flags: string): boolean {
  const icase = flags.includes('i');
  const vmode = flags.includes('v');
  const unicode = vmode || flags.includes('u');
  const { literal, escape } = table(icase, unicode);
  const dot = flags.includes('s') ? ANY : DOT;
  // anchored: a leading ^ (without m) and no `|` anywhere (an alternative could drop the anchor)
  const searchLoop = !flags.includes('y') && (source.charCodeAt(0) !== 94 || flags.includes('m') || source.includes('|'));
  let longest = searchLoop ? 1 : 0;
  let prev: Atom | undefined; // the mandatory atom right before the current one, in the same sequence
  let atom: Atom | undefined; // the atom a quantifier would apply to; undefined after `)`
  const looks: boolean[] = []; // per open group: is it a lookaround?
  const repeats: boolean[] = []; // per open group: does it hold a repetition (max > 1)?
  let closedRepeats = false; // ... the group that just closed
  let inLook = 0;
  const n = source.length;
  for (let i = 0; i < n; ) {
    const c = source.charCodeAt(i);
    if (c === 42 || c === 43 || c === 63 || c === 123) {
      // * + ? {
      let min = c === 43 ? 1 : 0;
      let max = c === 63 ? 1 : Infinity;
      let len = 1;
      if (c === 123) {
        const b = braces(source, i);
        if (!b) {
          prev = atom; // Annex B: a literal brace
          atom = literal[123];
          i++;
          continue;
        }
        [min, max, len] = b;
      }
      i += len;
      if (source.charCodeAt(i) === 63) i++; // lazy
      if (max > 1) repeats.fill(true);
      if (!atom) {
        // a repeated group: unrolled (max <= 16) and holding no repetition it adds no loop; else the full analysis decides
        if (max > 16 || (max > 1 && closedRepeats)) return false;
        prev = undefined;
        continue;
      }
      if (max >= 256) {
        // a loop: it starts a chain when entered only from a mandatory atom it cannot match
        const starts = inLook === 0 && prev !== undefined && disjoint(prev, atom);
        const chain = starts ? 1 : longest + 1;
        if (chain > 2) return false;
        if (chain > longest) longest = chain;
      }
      prev = min === 0 ? undefined : atom;
      atom = undefined;
      continue;
    }
    // a new atom: the previous one, if any, is mandatory
    if (atom) prev = atom;
    atom = undefined;
    if (c === 92) {
      // backslash
      const d = source[i + 1] ?? '';
      const dc = d.charCodeAt(0);
      if ((dc >= 49 && dc <= 57) || d === 'k') return false; // a backreference (or like one): the full analysis decides
      if (d === 'b' || d === 'B') {
        i += 2;
        continue; // an assertion: prev stays
      }
      if (!escape.has(d)) escape.set(d, escapeAtom(d, icase, unicode));
      atom = escape.get(d) ?? UNKNOWN;
      i += escapeLength(source, i);
      continue;
    }
    if (c === 91) {
      // [
      const r = classAtom(source, i, icase, unicode, vmode);
      atom = r.atom;
      i = r.end;
      continue;
    }
    if (c === 40) {
      // (
      let skip = 1;
      let look = false;
      if (source.charCodeAt(i + 1) === 63) {
        const e = source[i + 2];
        const f = source[i + 3];
        look = e === '=' || e === '!' || (e === '<' && (f === '=' || f === '!'));
        if (!look && e !== ':' && e !== '<') return false; // pattern modifiers change i/s inside: the full analysis decides
        skip = look ? (e === '<' ? 4 : 3) : e === ':' ? 3 : (source.indexOf('>', i) + 1 || source.length + 1) - i;
      }
      looks.push(look);
      repeats.push(false);
      if (look) inLook++;
      i += skip;
      prev = undefined;
      continue;
    }
    if (c === 41) {
      // )
      if (looks.pop()) inLook--;
      closedRepeats = repeats.pop() ?? false;
      i++;
      prev = undefined; // a group is not a literal (and atom stays undefined: a quantifier here repeats a group)
      continue;
    }
    if (c === 124) {
      // |
      prev = undefined;
      i++;
      continue;
    }
    i++;
    if (c === 94 || c === 36) continue; // ^ $
    atom = c === 46 ? dot : c < 128 ? literal[c] : UNKNOWN;
    if (c >= 0xd800 && c <= 0xdbff) i++;
  }
  return true;
}
