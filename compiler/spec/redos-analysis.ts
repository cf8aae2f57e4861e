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
import { full, intersect, intersects } from './redos-charset.js';
import type { CharSet } from './redos-charset.js';
import { buildAutomaton, BudgetError } from './redos-nfa.js';
import type { Automaton, Edge } from './redos-nfa.js';
import type { Node, Parsed } from './redos-parse.js';
import { components } from './redos-graph.js';

export interface AmbiguousLoop {
  readonly aut: Automaton;
  /** 'edge': x -> y has two routes; 'pair': x and y read the same word on two paths of one cycle */
  readonly type: 'edge' | 'pair';
  readonly x: number;
  readonly y: number;
  readonly via: readonly number[];
}
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

const MAX_STEPS = 400_000;
interface Budget {
  steps: number;
}
const spend = (b: Budget, n = 1) => {
  if ((b.steps += n) > MAX_STEPS) throw new BudgetError('analysis budget exhausted');
};

const SELF: Edge = { n: 1, u: 1, via: [] };

export function analyze(parsed: Parsed, root: Node, anchored: boolean, reverse: boolean, budget: Budget = { steps: 0 }): Analysis {
  let aut: Automaton;
  try {
    aut = buildAutomaton(parsed, root, reverse, false);
  } catch (e) {
    if (!(e instanceof BudgetError)) throw e;
    aut = buildAutomaton(parsed, root, reverse, true);
  }
  const n = aut.sets.length;
  const P = anchored || aut.anchored ? -1 : n; // the search loop, when there is one
  const count = P < 0 ? n : n + 1;
  const everything = full(parsed.end);
  // sure states end the search; a position whose class is empty (`[]`) can never be entered
  const live = (x: number) => !aut.sure[x] && (aut.sets[x] as CharSet).length > 0;
  const label = (v: number): CharSet => (v === P ? everything : (aut.sets[v] as CharSet));
  // adjacency over live states (sure states dropped)
  const succ: number[][] = [];
  const edge: Edge[][] = [];
  for (let x = 0; x < n; x++) {
    const s: number[] = [];
    const e: Edge[] = [];
    if (live(x)) for (const [y, ed] of aut.edges[x] as Map<number, Edge>) if (live(y)) (s.push(y), e.push(ed));
    succ.push(s);
    edge.push(e);
  }
  if (P >= 0) {
    const s = [P];
    const e = [SELF];
    for (const [y, k] of aut.first) if (live(y)) (s.push(y), e.push({ n: k, u: k, via: [] }));
    succ.push(s);
    edge.push(e);
  }
  const succU = succ.map((s, x) => s.filter((_, k) => (edge[x]?.[k] as Edge).u > 0));

  const ids = new Map<CharSet, number>();
  const idOf = (v: number) => {
    const set = label(v);
    let id = ids.get(set);
    if (id === undefined) ids.set(set, (id = ids.size));
    return id;
  };
  const setId = Array.from({ length: count }, (_, v) => idOf(v));
  const overlapCache = new Map<number, CharSet>();
  const both = (a: number, b: number): CharSet => {
    const key = (setId[a] as number) * 65536 + (setId[b] as number);
    let hit = overlapCache.get(key);
    if (!hit) overlapCache.set(key, (hit = intersect(label(a), label(b))));
    return hit;
  };

  // ---- exponential: per component of the full graph. A backreference copy compares one captured string, so
  // ambiguity wholly inside a copy is not real; ambiguity between a copy and the pattern is.
  const isCopy = (v: number) => v !== P && parsed.nodes[aut.origin[v] as number]?.k === 'ref';
  const full_ = components(count, (v) => succ[v] as number[]);
  const sccs = [...full_.list].sort((a, b) => (a[0] as number) - (b[0] as number));
  for (const S of sccs) {
    const c = full_.comp[S[0] as number] as number;
    const inS = (v: number) => full_.comp[v] === c;
    for (const x of S) {
      const s = succ[x] as number[];
      for (let k = 0; k < s.length; k++) {
        const y = s[k] as number;
        const e = edge[x]?.[k] as Edge;
        if (inS(y) && e.n >= 2 && !(isCopy(x) && isCopy(y))) return { exponential: { aut, type: 'edge', x, y, via: e.via }, degree: Infinity, chain: [] };
      }
    }
    if (S.length < 2) continue;
    const m = S.length;
    const local = new Map(S.map((v, i) => [v, i]));
    const inner = S.map((v) => (succ[v] as number[]).filter(inS));
    const preds: number[][] = S.map(() => []);
    S.forEach((v, i) => inner[i]?.forEach((w) => preds[local.get(w) as number]?.push(v)));
    const sweep = (next: number[][]): Uint8Array => {
      const seen = new Uint8Array(m * m);
      const queue: number[] = [];
      for (let i = 0; i < m; i++) (seen[i * m + i] = 1), queue.push(i * m + i);
      while (queue.length > 0) {
        const ab = queue.pop() as number;
        const a = S[Math.floor(ab / m)] as number;
        const b = S[ab % m] as number;
        const na = next[local.get(a) as number] as number[];
        const nb = next[local.get(b) as number] as number[];
        spend(budget, na.length * nb.length);
        for (const a2 of na)
          for (const b2 of nb) {
            const key = (local.get(a2) as number) * m + (local.get(b2) as number);
            // forward: the pair reads a character both targets accept; backward: both sources were entered on one
            if (!seen[key] && intersects(label(next === inner ? a2 : a), label(next === inner ? b2 : b))) (seen[key] = 1), queue.push(key);
          }
      }
      return seen;
    };
    const fwd = sweep(inner);
    const bwd = sweep(preds);
    for (let i = 0; i < m; i++)
      for (let j = i + 1; j < m; j++)
        if (((fwd[i * m + j] && bwd[i * m + j]) || (fwd[j * m + i] && bwd[j * m + i])) && !(isCopy(S[i] as number) && isCopy(S[j] as number))) return { exponential: { aut, type: 'pair', x: S[i] as number, y: S[j] as number, via: [] }, degree: Infinity, chain: [] };
  }

  // ---- polynomial: loops of the graph without bounded loop-backs
  const { comp, list } = components(count, (v) => succU[v] as number[]);
  const isLoop = list.map((C) => C.length > 1 || (succU[C[0] as number] as number[]).includes(C[0] as number));
  const topo = list.map((_, i) => list.length - 1 - i); // Tarjan emits sinks first
  const reach = new Map<number, Uint8Array>();
  const reachFrom = (c: number): Uint8Array => {
    let r = reach.get(c);
    if (r) return r;
    r = new Uint8Array(list.length);
    const queue = [...(list[c] as number[])];
    while (queue.length > 0) {
      const v = queue.pop() as number;
      for (const w of succU[v] as number[]) if (!r[comp[w] as number]) (r[comp[w] as number] = 1), queue.push(...(list[comp[w] as number] as number[]));
    }
    reach.set(c, r);
    return r;
  };
  const coreach = new Map<number, Uint8Array>();
  const preU: number[][] = Array.from({ length: count }, () => []);
  succU.forEach((s, v) => s.forEach((w) => preU[w]?.push(v)));
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
  /** p -> p, p -> q and q -> q on one word, p in component A, q in component B */
  const ida = (A: number, B: number): boolean => {
    for (const p of list[A] as number[])
      for (const q of list[B] as number[]) {
        const toQ = reachesTo(q);
        const seen = new Set<number>();
        const queue = [[p, p, q]];
        while (queue.length > 0) {
          const [a, b, c] = queue.pop() as [number, number, number];
          for (const a2 of succU[a] as number[]) {
            if (comp[a2] !== A) continue;
            for (const c2 of succU[c] as number[]) {
              if (comp[c2] !== B) continue;
              const ac = both(a2, c2);
              if (ac.length === 0) continue;
              const sb = succU[b] as number[];
              spend(budget, sb.length);
              for (const b2 of sb) {
                if (!toQ[b2] || !intersects(ac, label(b2))) continue;
                if (a2 === p && b2 === q && c2 === q) return true;
                const key = (a2 * count + b2) * count + c2;
                if (!seen.has(key)) seen.add(key), queue.push([a2, b2, c2]);
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
  // lookarounds: evaluated once per arrival, each evaluation costs the body's own degree
  const up = new Int32Array(list.length);
  const upFrom = new Int32Array(list.length).fill(-1);
  for (const C of topo) {
    if (isLoop[C] && (best[C] as number) >= (up[C] as number)) ((up[C] = best[C] as number), (upFrom[C] = C));
    for (const v of list[C] as number[])
      for (const w of succU[v] as number[]) {
        const D = comp[w] as number;
        if (D !== C && (up[C] as number) > (up[D] as number)) ((up[D] = up[C] as number), (upFrom[D] = upFrom[C] as number));
      }
  }
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
  if (anchored && degree === 0 && aut.edges.some((m) => [...m.values()].some((e) => e.u > 0)) && components(n, (v) => [...(aut.edges[v] as Map<number, Edge>)].filter(([, e]) => e.u > 0).map(([w]) => w)).list.some((C) => C.length > 1 || aut.edges[C[0] as number]?.get(C[0] as number)?.u)) degree = 1;
  for (const look of aut.looks) {
    const body = analyze(parsed, look.node.body, true, look.node.behind, budget);
    if (body.exponential) return body;
    // arrivals at the lookaround: the deepest chain of loops in front of it (a sure state is passed once)
    let arrival = look.fromStart && P >= 0 ? 1 : 0;
    let arrivalEnd = look.fromStart && P >= 0 ? (comp[P] as number) : -1;
    for (const x of look.pre)
      if (live(x) && (up[comp[x] as number] as number) > arrival) ((arrival = up[comp[x] as number] as number), (arrivalEnd = upFrom[comp[x] as number] as number));
    if (arrival + body.degree > degree) {
      degree = arrival + body.degree;
      chain = [...(arrivalEnd >= 0 ? linksTo(arrivalEnd) : []), ...body.chain];
    }
  }
  return { degree, chain };
}
