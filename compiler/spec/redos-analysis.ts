/**
 * Ambiguity analysis of a position automaton (after Weideman et al., "Analyzing matching time behavior of
 * backtracking regular expression matchers by using ambiguity of NFA", 2016):
 *  - exponential: some state q has two different cycles q -> q reading the same word (EDA). Checked per
 *    strongly connected component: a transition with two routes, or a pair of different states reachable from
 *    and back to the diagonal of the product automaton.
 *  - polynomial of degree d: a chain of d loops, each pair of neighbours p, q with p -> p, p -> q, q -> q all
 *    reading one word (IDA), checked on the triple product. The implicit search loop of an unanchored
 *    `RegExp.test` (retry at every start position) is a loop in front of everything.
 * States after which the match is sure to succeed are dropped first: a backtracker never fails out of them.
 */
import { intersect, intersects } from './redos-charset.js';
import type { CharSet } from './redos-charset.js';
import { buildAutomaton, BudgetError } from './redos-nfa.js';
import type { Automaton, Edge } from './redos-nfa.js';
import type { Node, Parsed } from './redos-parse.js';
import { components, exponential, liveGraph, spend } from './redos-graph.js';
import type { AmbiguousLoop, Budget, Graph } from './redos-graph.js';

export type { AmbiguousLoop } from './redos-graph.js';

/** One loop of a polynomial chain: its positions, or undefined for the search loop. */
export interface ChainLink {
  readonly aut: Automaton;
  readonly positions: readonly number[] | undefined;
}
export interface Analysis {
  readonly exponential?: AmbiguousLoop;
  /** exponent of the worst-case time on failing input, counting the search loop (0 = bounded) */
  readonly degree: number;
  readonly chain: readonly ChainLink[];
}

/** Longest IDA chain of loops. best[C] = longest chain ending in component C. */
function chains(g: Graph, budget: Budget) {
  const { adjU, label, setId, count } = g;
  const { comp, list } = components(count, adjU);
  const isLoop = list.map((C) => C.length > 1 || (adjU[C[0] as number] as number[]).includes(C[0] as number));
  const topo = list.map((_, i) => list.length - 1 - i); // Tarjan emits sinks first
  const reach = new Map<number, Uint8Array>();
  const reachFrom = (c: number): Uint8Array => {
    let r = reach.get(c);
    if (r) return r;
    r = new Uint8Array(list.length);
    const queue = [...(list[c] as number[])];
    while (queue.length > 0)
      for (const w of adjU[queue.pop() as number] as number[]) {
        const d = comp[w] as number;
        if (!r[d]) (r[d] = 1), queue.push(...(list[d] as number[]));
      }
    reach.set(c, r);
    return r;
  };
  const preU: number[][] = Array.from({ length: count }, () => []);
  adjU.forEach((s, v) => s.forEach((w) => preU[w]?.push(v)));
  const coreach = new Map<number, Uint8Array>();
  const reachesTo = (q: number): Uint8Array => {
    let r = coreach.get(q);
    if (r) return r;
    r = new Uint8Array(count);
    r[q] = 1;
    const queue = [q];
    while (queue.length > 0) for (const v of preU[queue.pop() as number] as number[]) if (!r[v]) (r[v] = 1), queue.push(v);
    coreach.set(q, r);
    return r;
  };
  const pairCache = new Map<number, CharSet>();
  const both = (a: number, b: number): CharSet => {
    const key = (setId[a] as number) * 65536 + (setId[b] as number);
    let hit = pairCache.get(key);
    if (!hit) pairCache.set(key, (hit = intersect(label(a), label(b))));
    return hit;
  };
  /** p -> p, p -> q and q -> q on one word, p in component A, q in component B (triple product search) */
  const seenB = new Uint8Array(count);
  const ida = (A: number, B: number): boolean => {
    const SA = list[A] as number[];
    const SB = list[B] as number[];
    if (SA.length === 1 && SB.length === 1) {
      // two one-state loops: a path p -> q on which every character also loops at p and at q
      const p = SA[0] as number;
      const q = SB[0] as number;
      const pq = both(p, q);
      if (pq.length === 0) return false;
      seenB.fill(0);
      const queue = [p];
      while (queue.length > 0) {
        const b = queue.pop() as number;
        const sb = adjU[b] as number[];
        spend(budget, sb.length);
        for (const b2 of sb) {
          if (seenB[b2] || !intersects(pq, label(b2))) continue;
          if (b2 === q) return true;
          seenB[b2] = 1;
          queue.push(b2);
        }
      }
      return false;
    }
    for (const p of SA)
      for (const q of SB) {
        const toQ = reachesTo(q);
        const seen = new Set<number>();
        const queue = [p, p, q];
        while (queue.length > 0) {
          const c = queue.pop() as number;
          const b = queue.pop() as number;
          const a = queue.pop() as number;
          for (const a2 of adjU[a] as number[]) {
            if (comp[a2] !== A) continue;
            for (const c2 of adjU[c] as number[]) {
              if (comp[c2] !== B) continue;
              const ac = both(a2, c2);
              if (ac.length === 0) continue;
              const sb = adjU[b] as number[];
              spend(budget, sb.length);
              for (const b2 of sb) {
                if (!toQ[b2] || !intersects(ac, label(b2))) continue;
                if (a2 === p && b2 === q && c2 === q) return true;
                const key = (a2 * count + b2) * count + c2;
                if (!seen.has(key)) seen.add(key), queue.push(a2, b2, c2);
              }
            }
          }
        }
      }
    return false;
  };
  const best = new Int32Array(list.length);
  const from = new Int32Array(list.length).fill(-1);
  const done: number[] = [];
  for (const A of topo) {
    if (!isLoop[A]) continue;
    best[A] = 1;
    const candidates = done.filter((B) => reachFrom(B)[A]).sort((x, y) => (best[y] as number) - (best[x] as number));
    for (const B of candidates)
      if (ida(B, A)) {
        best[A] = (best[B] as number) + 1;
        from[A] = B;
        break; // candidates come best first
      }
    done.push(A);
  }
  return { comp, list, isLoop, topo, best, from };
}

export function analyze(parsed: Parsed, root: Node, anchored: boolean, reverse: boolean, budget: Budget = { steps: 0 }): Analysis {
  let aut: Automaton;
  try {
    aut = buildAutomaton(parsed, root, reverse, false);
  } catch (e) {
    if (!(e instanceof BudgetError)) throw e;
    aut = buildAutomaton(parsed, root, reverse, true);
  }
  const g = liveGraph(aut, anchored);
  const exp = aut.tangled ? exponential(g, budget) : undefined;
  if (exp) return { exponential: exp, degree: Infinity, chain: [] };
  const { P } = g;
  const { comp, list, isLoop, topo, best, from } = chains(g, budget);
  let degree = 0;
  let end = -1;
  for (let C = 0; C < list.length; C++) if ((best[C] as number) > degree) ((degree = best[C] as number), (end = C));
  const linksTo = (C: number): ChainLink[] => {
    const out: ChainLink[] = [];
    for (let c = C; c >= 0; c = from[c] as number) out.unshift({ aut, positions: list[c]?.includes(P) ? undefined : (list[c] as number[]) });
    return out;
  };
  let chain = end >= 0 ? linksTo(end) : [];
  // an anchored body (lookaround) that succeeds still runs its greedy tail loops to the end of the input once
  if (anchored && degree === 0 && aut.edges.some((es) => es.some((e) => e.u > 0))) {
    const raw = components(
      aut.sets.length,
      aut.edges.map((es) => es.filter((e) => e.u > 0).map((e) => e.y)),
    );
    if (raw.list.some((C) => C.length > 1 || (aut.edges[C[0] as number] as Edge[]).some((e) => e.y === C[0] && e.u > 0))) degree = 1;
  }
  if (aut.looks.length === 0) return { degree, chain };
  // lookarounds: evaluated once per arrival, each evaluation costs the body's own degree. Arrivals: the
  // deepest chain of loops in front of the lookaround (a sure state is passed at most once).
  const up = new Int32Array(list.length);
  const upFrom = new Int32Array(list.length).fill(-1);
  for (const C of topo) {
    if (isLoop[C] && (best[C] as number) >= (up[C] as number)) ((up[C] = best[C] as number), (upFrom[C] = C));
    for (const v of list[C] as number[])
      for (const w of g.adjU[v] as number[]) {
        const D = comp[w] as number;
        if (D !== C && (up[C] as number) > (up[D] as number)) ((up[D] = up[C] as number), (upFrom[D] = upFrom[C] as number));
      }
  }
  for (const look of aut.looks) {
    const body = analyze(parsed, look.node.body, true, look.node.behind, budget);
    if (body.exponential) return body;
    let arrival = look.fromStart && P >= 0 ? 1 : 0;
    let arrivalEnd = look.fromStart && P >= 0 ? (comp[P] as number) : -1;
    for (const x of look.pre) {
      const c = comp[x] as number;
      if (aut.sure[x] === 0 && (up[c] as number) > arrival) ((arrival = up[c] as number), (arrivalEnd = upFrom[c] as number));
    }
    if (arrival + body.degree > degree) {
      degree = arrival + body.degree;
      chain = [...(arrivalEnd >= 0 ? linksTo(arrivalEnd) : []), ...body.chain];
    }
  }
  return { degree, chain };
}
