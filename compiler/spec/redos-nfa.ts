/**
 * Regex AST -> position automaton (Glushkov) that keeps what a backtracking matcher sees: every transition
 * consumes one character, and each transition x -> y counts the distinct ways the pattern can get from x to y
 * (through nullable parts, nested loops, alternatives), saturating at 2. Two routes with the same ends are two
 * paths to a backtracker, which is exactly what makes `(a*)*` exponential although its language is `a*`.
 * JS semantics kept: an optional iteration (beyond the minimum) may not match the empty string.
 */
import type { CharSet } from './redos-charset.js';
import type { Node, Parsed } from './redos-parse.js';

/** max > LOOP_AT: the repetition is analysed as a loop (2^17 paths per start position is already a hang) */
export const LOOP_AT = 16;
/** bounded loops with max < DEGREE_AT do not raise the polynomial degree (their cost is a constant factor) */
export const DEGREE_AT = 256;
const MAX_POSITIONS = 4000;

export interface Edge {
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
  readonly edges: Map<number, Edge>[];
  readonly first: Map<number, number>;
  /** positions after which the rest of the pattern can match empty with no assertion: reaching one ends the search */
  readonly sure: boolean[];
  /** the pattern needs no search loop: it starts with ^ (without m), or it matches empty at position 0 */
  readonly anchored: boolean;
  readonly looks: Look[];
}

interface Frag {
  first: Map<number, number>;
  last: Map<number, number>;
  nul: number;
  /** can match empty without passing an assertion */
  pure: boolean;
  sure: number[];
  anch: boolean;
  heads: number[];
}

export class BudgetError extends Error {}

const sat = (n: number) => (n > 2 ? 2 : n);
const EMPTY_FRAG = (): Frag => ({ first: new Map(), last: new Map(), nul: 1, pure: true, sure: [], anch: false, heads: [] });

function addAll(into: Map<number, number>, from: Map<number, number>, k: number): void {
  if (k === 0) return;
  for (const [p, c] of from) into.set(p, sat((into.get(p) ?? 0) + c * k));
}

/**
 * Builds the automaton of `root` (the whole pattern, or a lookaround body). `reverse` reads sequences right to
 * left (lookbehind). `compact` treats every repetition with max >= 2 as a loop and skips backreference copies,
 * the fallback when an exact expansion would exceed the position budget.
 */
export function buildAutomaton(parsed: Parsed, root: Node, reverse: boolean, compact: boolean): Automaton {
  const sets: CharSet[] = [];
  const origin: number[] = [];
  const edges: Map<number, Edge>[] = [];
  const looks: Look[] = [];
  const lookIndex = new Map<number, number>();
  const copying: number[] = [];
  let exact = 0; // > 0 while inside a backreference copy: the copy matches one way

  const addEdge = (x: number, y: number, n: number, via: number, bounded: boolean) => {
    const m = edges[x] as Map<number, Edge>;
    let e = m.get(y);
    if (!e) m.set(y, (e = { n: 0, u: 0, via: [] }));
    const k = exact > 0 ? 1 : n;
    e.n = sat(e.n + k);
    if (!bounded) e.u = sat(e.u + k);
    if (!e.via.includes(via) && e.via.length < 4) e.via.push(via);
  };

  const concat = (a: Frag, b: Frag, via: number): Frag => {
    for (const [x, c] of a.last) for (const [y, d] of b.first) addEdge(x, y, c * d, via, false);
    for (const h of b.heads) for (const x of a.last.keys()) looks[h]?.pre.add(x);
    const first = new Map(a.first);
    addAll(first, b.first, a.nul);
    const last = new Map(b.last);
    addAll(last, a.last, b.nul);
    return {
      first,
      last,
      nul: sat(a.nul * b.nul),
      pure: a.pure && b.pure,
      sure: b.pure ? [...b.sure, ...a.sure] : b.sure,
      anch: a.anch || (a.first.size === 0 && a.nul > 0 && b.anch),
      heads: a.nul > 0 ? [...a.heads, ...b.heads] : a.heads,
    };
  };

  const alt = (fs: readonly Frag[]): Frag => {
    const out: Frag = { first: new Map(), last: new Map(), nul: 0, pure: false, sure: [], anch: fs.length > 0, heads: [] };
    for (const f of fs) {
      addAll(out.first, f.first, 1);
      addAll(out.last, f.last, 1);
      out.nul = sat(out.nul + f.nul);
      out.pure ||= f.pure;
      out.sure.push(...f.sure);
      out.anch &&= f.anch;
      out.heads.push(...f.heads);
    }
    return out;
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

  const rep = (node: Node & { k: 'rep' }): Frag => {
    const { body, min, max } = node;
    if (max === 0) return EMPTY_FRAG();
    if (max <= (compact ? 1 : LOOP_AT)) {
      const parts: Frag[] = [];
      for (let k = 0; k < min; k++) parts.push(build(body));
      let opt: Frag | undefined;
      for (let k = min; k < max; k++) {
        const f = { ...build(body), nul: 0, pure: false }; // an optional iteration may not be empty
        opt = alt([opt ? concat(f, opt, node.id) : f, EMPTY_FRAG()]);
      }
      if (opt) parts.push(opt);
      return parts.reduce((a, b) => concat(a, b, node.id), EMPTY_FRAG());
    }
    const f = build(body);
    const bounded = max < DEGREE_AT;
    for (const [x, c] of f.last) for (const [y, d] of f.first) addEdge(x, y, c * d, node.id, bounded);
    for (const h of f.heads) for (const x of f.last.keys()) looks[h]?.pre.add(x);
    const first = new Map(f.first);
    if (min >= 1) addAll(first, f.first, f.nul); // empty mandatory iteration, then a real one
    // with min >= 2 the loop also stands for the mandatory iterations: nothing in it is sure to end the match
    return { ...f, first, nul: min >= 1 ? f.nul : 1, pure: min >= 1 ? f.pure : true, sure: min >= 2 ? [] : f.sure, anch: min >= 1 && f.anch };
  };

  const ref = (node: Node & { k: 'ref' }): Frag => {
    const targets = node.caps.map((c) => parsed.groups[c]).filter((g): g is Node => !!g && g.s < node.s && !isInside(node, g) && !copying.includes(g.id));
    if (targets.length === 0) return EMPTY_FRAG(); // forward, self or unmatched reference: matches empty
    if (compact) return { ...EMPTY_FRAG(), pure: false };
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
    // the copy stands for one comparison with the captured text: it can fail even when it could be empty
    const f = alt(frags);
    for (const m of [f.first, f.last]) for (const k of m.keys()) m.set(k, 1);
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
        edges.push(new Map());
        const one = new Map([[p, 1]]);
        return { first: one, last: new Map(one), nul: 0, pure: false, sure: [p], anch: false, heads: [] };
      }
      case 'seq': {
        const items = reverse ? [...node.items].reverse() : node.items;
        return items.reduce((acc, item) => concat(acc, build(item), node.id), EMPTY_FRAG());
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
        return { ...EMPTY_FRAG(), pure: false, anch: node.what === '^' && !parsed.multiline && !reverse };
      case 'look': {
        let h = lookIndex.get(node.id);
        if (h === undefined) {
          h = looks.length;
          lookIndex.set(node.id, h);
          looks.push({ node, pre: new Set(), fromStart: false });
        }
        return { ...EMPTY_FRAG(), pure: false, heads: [h] };
      }
    }
  }

  const top = build(root);
  for (const h of top.heads) (looks[h] as Look).fromStart = true;
  const sure = sets.map(() => false);
  for (const p of top.sure) sure[p] = true;
  return { parsed, sets, origin, edges, first: top.first, sure, anchored: top.anch || top.pure, looks };
}
