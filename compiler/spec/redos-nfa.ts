/**
 * Regex AST -> position automaton (Glushkov) that keeps what a backtracking matcher sees: every transition
 * consumes one character, and each transition x -> y counts the distinct ways the pattern can get from x to y
 * (through nullable parts, nested loops, alternatives), saturating at 2. Two routes with the same ends are two
 * paths to a backtracker, which is exactly what makes `(a*)*` exponential although its language is `a*`.
 * JS semantics kept: an optional iteration (beyond the minimum) may not match the empty string.
 */
import type { CharSet } from './redos-charset.js';
import type { Node, Parsed } from './redos-parse.js';

/** max > LOOP_AT (or nested maxima multiplying past it): the repetition is analysed as a loop (2^17 paths per
 * start position is already a hang) */
export const LOOP_AT = 16;
/** bounded loops with max < DEGREE_AT do not raise the polynomial degree (their cost is a constant factor) */
export const DEGREE_AT = 256;
const MAX_POSITIONS = 4000;

export interface Edge {
  readonly y: number;
  /** routes from x to y, saturating at 2 */
  n: number;
  /** routes that are not the loop-back of a bounded (max < DEGREE_AT) repetition */
  u: number;
  /** node ids that created the routes (a sequence, or a repetition's loop-back) */
  readonly via: number[];
}
export interface Look {
  readonly node: Node & { k: 'look' };
  /** positions after which the lookaround is evaluated */
  readonly pre: Set<number>;
  /** evaluated before any character is consumed */
  fromStart: boolean;
}
export interface Automaton {
  readonly parsed: Parsed;
  readonly sets: CharSet[];
  /** AST node each position belongs to (for a backreference copy: the backreference) */
  readonly origin: number[];
  /** outgoing transitions of each position */
  readonly edges: Edge[][];
  /** entry transitions, flat [position, routes, _, ...] */
  readonly first: readonly number[];
  /** 1 for positions after which the rest can match empty with no assertion: reaching one ends the search */
  readonly sure: Uint8Array;
  /** the pattern needs no search loop: it starts with ^ (without m), or it matches empty at position 0 */
  readonly anchored: boolean;
  /** some loop has several states or several routes: only then can there be exponential ambiguity */
  readonly tangled: boolean;
  readonly looks: Look[];
}

/**
 * Position lists, flat [position, routes, pure, ...]: `pure` (last lists only) is 1 when the route from the
 * position to the end of the fragment passes no assertion.
 */
type List = number[];
interface Frag {
  readonly first: List;
  readonly last: List;
  readonly nul: number;
  /** can match empty without passing an assertion */
  readonly pure: boolean;
  readonly anch: boolean;
  /** lookarounds reached from the entry before any character */
  readonly heads: readonly number[];
}

export class BudgetError extends Error {}

const sat = (n: number) => (n > 2 ? 2 : n);
const NONE: List = [];
const EMPTY: Frag = { first: NONE, last: NONE, nul: 1, pure: true, anch: false, heads: [] };
const ZERO_WIDTH: Frag = { ...EMPTY, pure: false };

/** `into` plus `from` with routes times k and pure flags masked (a new list unless `into` is fresh) */
function merge(into: List, from: List, k: number, pureMask: number): List {
  if (k === 0 || from.length === 0) return into;
  for (let i = 0; i < from.length; i += 3) {
    const p = from[i] as number;
    const c = sat((from[i + 1] as number) * k);
    const f = (from[i + 2] as number) & pureMask;
    let j = 0;
    while (j < into.length && into[j] !== p) j += 3;
    if (j < into.length) {
      into[j + 1] = sat((into[j + 1] as number) + c);
      into[j + 2] = (into[j + 2] as number) | f;
    } else into.push(p, c, f);
  }
  return into;
}
const join = <T>(a: readonly T[], b: readonly T[]): readonly T[] => (b.length === 0 ? a : a.length === 0 ? b : [...a, ...b]);

/**
 * Builds the automaton of `root` (the whole pattern, or a lookaround body). `reverse` reads sequences right to
 * left (lookbehind). `compact` treats every repetition with max >= 2 as a loop and skips backreference copies,
 * the fallback when an exact expansion would exceed the position budget.
 */
export function buildAutomaton(parsed: Parsed, root: Node, reverse: boolean, compact: boolean): Automaton {
  const sets: CharSet[] = [];
  const origin: number[] = [];
  const edges: Edge[][] = [];
  const looks: Look[] = [];
  const lookIndex = new Map<number, number>();
  const copying: number[] = [];
  let exact = 0; // > 0 while inside a backreference copy: the copy matches one way
  let tangled = false;

  const addEdge = (x: number, y: number, n: number, via: number, bounded: boolean) => {
    const out = edges[x] as Edge[];
    let e: Edge | undefined;
    for (const o of out) if (o.y === y) e = o;
    if (!e) out.push((e = { y, n: 0, u: 0, via: [] }));
    const k = exact > 0 ? 1 : n;
    e.n = sat(e.n + k);
    if (!bounded) e.u = sat(e.u + k);
    if (!e.via.includes(via) && e.via.length < 4) e.via.push(via);
  };
  const link = (last: List, first: List, via: number, bounded: boolean) => {
    for (let i = 0; i < last.length; i += 3) for (let j = 0; j < first.length; j += 3) addEdge(last[i] as number, first[j] as number, (last[i + 1] as number) * (first[j + 1] as number), via, bounded);
  };
  const reachHeads = (heads: readonly number[], last: List) => {
    for (const h of heads) for (let i = 0; i < last.length; i += 3) looks[h]?.pre.add(last[i] as number);
  };

  const concat = (a: Frag, b: Frag, via: number): Frag => {
    if (a === EMPTY) return b;
    link(a.last, b.first, via, false);
    reachHeads(b.heads, a.last);
    return {
      first: a.nul > 0 && b.first.length > 0 ? merge([...a.first], b.first, a.nul, 0) : a.first,
      last: b.nul > 0 && a.last.length > 0 ? merge([...b.last], a.last, b.nul, b.pure ? 1 : 0) : b.last,
      nul: sat(a.nul * b.nul),
      pure: a.pure && b.pure,
      anch: a.anch || (a.first.length === 0 && a.nul > 0 && b.anch),
      heads: a.nul > 0 ? join(a.heads, b.heads) : a.heads,
    };
  };

  const alt = (fs: readonly Frag[]): Frag => {
    const first: List = [];
    const last: List = [];
    let nul = 0;
    let pure = false;
    let anch = fs.length > 0;
    let heads: readonly number[] = [];
    for (const f of fs) {
      merge(first, f.first, 1, 0);
      merge(last, f.last, 1, 1);
      nul = sat(nul + f.nul);
      pure ||= f.pure;
      anch &&= f.anch;
      heads = join(heads, f.heads);
    }
    return { first, last, nul, pure, anch, heads };
  };

  const isInside = (node: Node, ancestor: Node): boolean => {
    for (let p = parsed.parent[node.id] ?? -1; p >= 0; p = parsed.parent[p] ?? -1) if (p === ancestor.id) return true;
    return false;
  };

  /** does every match that reaches `ref` pass through `group`? (only seq/group/min>=1 between them) */
  const mandatoryBefore = (group: Node, ref: Node): boolean => {
    for (let p = parsed.parent[group.id] ?? -1; p >= 0; p = parsed.parent[p] ?? -1) {
      const a = parsed.nodes[p] as Node;
      if (isInside(ref, a)) return true;
      if (a.k === 'alt' || a.k === 'look' || (a.k === 'rep' && a.min === 0)) return false;
    }
    return true;
  };

  /**
   * How deep unrolled repetitions nest: the product of the maxima of the repetitions that would be unrolled
   * inside a node (a loop counts 1: copying a loop repeats it in sequence, it does not multiply the ways).
   */
  const nesting = new Map<number, number>();
  const fanOut = (node: Node): number => {
    let f = nesting.get(node.id);
    if (f !== undefined) return f;
    const kids = node.k === 'seq' ? node.items : node.k === 'alt' ? node.alts : node.k === 'group' || node.k === 'rep' ? [node.body] : [];
    f = Math.max(1, ...kids.map(fanOut));
    if (node.k === 'rep') f = node.max > LOOP_AT ? 1 : f * node.max;
    nesting.set(node.id, f);
    return f;
  };

  const rep = (node: Node & { k: 'rep' }): Frag => {
    const { body, min, max } = node;
    if (max === 0) return EMPTY;
    // unrolled only when small all the way down: (?:a{1,16}){1,16} is 256 ways deep, analysed as a loop
    if (max <= (compact ? 1 : LOOP_AT) && fanOut(node) <= LOOP_AT) {
      let acc = EMPTY;
      for (let k = 0; k < min; k++) acc = concat(acc, build(body), node.id);
      let opt: Frag | undefined;
      for (let k = min; k < max; k++) {
        const f = { ...build(body), nul: 0, pure: false }; // an optional iteration may not be empty
        opt = alt([opt ? concat(f, opt, node.id) : f, EMPTY]);
      }
      return opt ? concat(acc, opt, node.id) : acc;
    }
    const f = build(body);
    const before = tangled;
    link(f.last, f.first, node.id, max < DEGREE_AT);
    tangled = before || f.first.length !== 3 || f.last.length !== 3 || f.first[0] !== f.last[0] || (edges[f.first[0] as number]?.find((e) => e.y === f.first[0])?.n ?? 0) > 1;
    reachHeads(f.heads, f.last);
    // with min >= 1 an empty mandatory iteration can precede a real one; with min >= 2 the loop also stands for
    // the mandatory iterations, so nothing in it is sure to end the match
    const first = min >= 1 && f.nul > 0 ? merge([...f.first], f.first, f.nul, 0) : f.first;
    const last = min >= 2 ? merge([], f.last, 1, 0) : f.last;
    return { first, last, nul: min >= 1 ? f.nul : 1, pure: min >= 1 ? f.pure : true, anch: min >= 1 && f.anch, heads: f.heads };
  };

  const ref = (node: Node & { k: 'ref' }): Frag => {
    const targets = node.caps.map((c) => parsed.groups[c]).filter((g): g is Node => !!g && g.s < node.s && !isInside(node, g) && !copying.includes(g.id));
    if (targets.length === 0) return EMPTY; // forward, self or unmatched reference: matches empty
    if (compact) return ZERO_WIDTH;
    const frags = targets.map((g) => {
      copying.push(g.id);
      exact++;
      const start = sets.length;
      const f = build(g);
      for (let p = start; p < sets.length; p++) origin[p] = node.id;
      exact--;
      copying.pop();
      return f;
    });
    const f = alt(frags);
    for (const l of [f.first, f.last]) for (let i = 1; i < l.length; i += 3) l[i] = 1;
    // empty when the group captured empty, or may not have taken part (it sits in an alternative or optional part)
    const nul = f.nul > 0 || targets.length > 1 || targets.some((g) => !mandatoryBefore(g, node)) ? 1 : 0;
    return { ...f, nul, pure: false, anch: false };
  };

  function build(node: Node): Frag {
    switch (node.k) {
      case 'char': {
        const p = sets.length;
        if (p >= MAX_POSITIONS) throw new BudgetError('too many positions');
        sets.push(node.set);
        origin.push(node.id);
        edges.push([]);
        return { first: [p, 1, 0], last: [p, 1, 1], nul: 0, pure: false, anch: false, heads: [] };
      }
      case 'seq': {
        let acc = EMPTY;
        const { items } = node;
        for (let k = 0; k < items.length; k++) acc = concat(acc, build(items[reverse ? items.length - 1 - k : k] as Node), node.id);
        return acc;
      }
      case 'alt':
        return alt(node.alts.map(build));
      case 'group':
        return build(node.body);
      case 'rep':
        return rep(node);
      case 'ref':
        return ref(node);
      case 'assert':
        return node.what === '^' && !parsed.multiline && !reverse ? { ...ZERO_WIDTH, anch: true } : ZERO_WIDTH;
      case 'look': {
        let h = lookIndex.get(node.id);
        if (h === undefined) {
          h = looks.length;
          lookIndex.set(node.id, h);
          looks.push({ node, pre: new Set(), fromStart: false });
        }
        return { ...ZERO_WIDTH, heads: [h] };
      }
    }
  }

  const top = build(root);
  for (const h of top.heads) (looks[h] as Look).fromStart = true;
  const sure = new Uint8Array(sets.length);
  for (let i = 0; i < top.last.length; i += 3) if (top.last[i + 2]) sure[top.last[i] as number] = 1;
  return { parsed, sets, origin, edges, first: top.first, sure, anchored: top.anch || top.pure, tangled, looks };
}
