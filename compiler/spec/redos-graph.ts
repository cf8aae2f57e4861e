/** Graph side of the ReDoS checker: the live automaton, strongly connected components, exponential ambiguity. */
import { full, intersects } from './redos-charset.js';
import type { CharSet } from './redos-charset.js';
import { BudgetError } from './redos-nfa.js';
import type { Automaton, Edge } from './redos-nfa.js';

export interface AmbiguousLoop {
  readonly aut: Automaton;
  /** 'edge': x -> y has two routes; 'pair': x and y read the same word on two paths of one cycle */
  readonly type: 'edge' | 'pair';
  readonly x: number;
  readonly y: number;
  readonly via: readonly number[];
}
const MAX_STEPS = 400_000;
export interface Budget {
  steps: number;
}
export const spend = (b: Budget, n = 1) => {
  if ((b.steps += n) > MAX_STEPS) throw new BudgetError('analysis budget exhausted');
};

/** The live part of an automaton: sure states and empty classes dropped, the search loop P added (index n). */
export interface Graph {
  readonly aut: Automaton;
  readonly count: number;
  /** the search loop, or -1 */
  readonly P: number;
  readonly adj: readonly (readonly Edge[])[];
  /** successors without bounded loop-backs (for the degree) */
  readonly adjU: readonly (readonly number[])[];
  readonly label: (v: number) => CharSet;
  readonly setId: Int32Array;
}

export function liveGraph(aut: Automaton, anchored: boolean): Graph {
  const n = aut.sets.length;
  const live = (x: number) => aut.sure[x] === 0 && (aut.sets[x] as CharSet).length > 0;
  const P = anchored || aut.anchored ? -1 : n;
  const count = P < 0 ? n : n + 1;
  const adj: Edge[][] = [];
  for (let x = 0; x < n; x++) adj.push(live(x) ? (aut.edges[x] as Edge[]).filter((e) => live(e.y)) : []);
  if (P >= 0) {
    const out: Edge[] = [{ y: P, n: 1, u: 1, via: [] }];
    for (let i = 0; i < aut.first.length; i += 3) {
      const y = aut.first[i] as number;
      if (live(y)) out.push({ y, n: aut.first[i + 1] as number, u: 1, via: [] });
    }
    adj.push(out);
  }
  const adjU = adj.map((es) => es.filter((e) => e.u > 0).map((e) => e.y));
  const everything = full(aut.parsed.end);
  const label = (v: number): CharSet => (v === P ? everything : (aut.sets[v] as CharSet));
  const ids = new Map<CharSet, number>();
  const setId = new Int32Array(count);
  for (let v = 0; v < count; v++) {
    const set = label(v);
    let id = ids.get(set);
    if (id === undefined) ids.set(set, (id = ids.size));
    setId[v] = id;
  }
  return { aut, count, P, adj, adjU, label, setId };
}

/** EDA: a transition with two routes inside a cycle, or an off-diagonal pair on a cycle through the diagonal. */
export function exponential(g: Graph, budget: Budget): AmbiguousLoop | undefined {
  const { aut, adj, label, P } = g;
  const isCopy = (v: number) => v !== P && aut.parsed.nodes[aut.origin[v] as number]?.k === 'ref';
  const { comp, list } = components(
    g.count,
    adj.map((es) => es.map((e) => e.y)),
  );
  const sccs = list.filter((S) => S.length > 1 || (adj[S[0] as number] as Edge[]).some((e) => e.y === S[0])).sort((a, b) => (a[0] as number) - (b[0] as number));
  for (const S of sccs) {
    const c = comp[S[0] as number];
    // a backreference copy compares one captured string: ambiguity wholly inside a copy is not real
    for (const x of S) for (const e of adj[x] as Edge[]) if (comp[e.y] === c && e.n >= 2 && !(isCopy(x) && isCopy(e.y))) return { aut, type: 'edge', x, y: e.y, via: e.via };
    if (S.length < 2) continue;
    const m = S.length;
    const local = new Int32Array(g.count).fill(-1);
    S.forEach((v, i) => (local[v] = i));
    const inner = S.map((v) => (adj[v] as Edge[]).filter((e) => comp[e.y] === c).map((e) => local[e.y] as number));
    const preds: number[][] = S.map(() => []);
    inner.forEach((ws, i) => ws.forEach((w) => preds[w]?.push(i)));
    // forward: both targets accept one character; backward: both current states were entered on one character
    const sweep = (next: number[][], forward: boolean): Uint8Array => {
      const seen = new Uint8Array(m * m);
      const queue: number[] = [];
      for (let i = 0; i < m; i++) (seen[i * m + i] = 1), queue.push(i * m + i);
      // diagonal states with the same successors (the ends of `(?:get|put|...)+`) expand to the same pairs
      const expanded = new Set<string>();
      while (queue.length > 0) {
        const ab = queue.pop() as number;
        const a = Math.floor(ab / m);
        const b = ab % m;
        if (a === b) {
          // the step check of a diagonal pair depends on its successors (forward) or passes always (backward)
          const key = (next[a] as number[]).join(',');
          if (expanded.has(key)) continue;
          expanded.add(key);
        }
        const na = next[a] as number[];
        const nb = next[b] as number[];
        spend(budget, na.length * nb.length);
        for (const a2 of na)
          for (const b2 of nb) {
            const key = a2 * m + b2;
            if (!seen[key] && intersects(label(S[forward ? a2 : a] as number), label(S[forward ? b2 : b] as number))) (seen[key] = 1), queue.push(key);
          }
      }
      return seen;
    };
    const fwd = sweep(inner, true);
    const bwd = sweep(preds, false);
    for (let i = 0; i < m; i++)
      for (let j = 0; j < m; j++) {
        const x = S[i] as number;
        const y = S[j] as number;
        if (i !== j && fwd[i * m + j] && bwd[i * m + j] && !(isCopy(x) && isCopy(y))) return { aut, type: 'pair', x: Math.min(x, y), y: Math.max(x, y), via: [] };
      }
  }
  return undefined;
}


/** Strongly connected components (iterative Tarjan); components come out sinks first. */
export function components(count: number, succ: readonly (readonly number[])[]): { comp: Int32Array; list: number[][] } {
  const comp = new Int32Array(count).fill(-1);
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack = new Int32Array(count);
  const workV = new Int32Array(count);
  const workK = new Int32Array(count);
  const list: number[][] = [];
  let sp = 0;
  let next = 0;
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    let wp = 0;
    workV[0] = root;
    workK[0] = 0;
    index[root] = low[root] = next++;
    stack[sp++] = root;
    onStack[root] = 1;
    while (wp >= 0) {
      const v = workV[wp] as number;
      const out = succ[v] as readonly number[];
      const k = workK[wp] as number;
      if (k < out.length) {
        workK[wp] = k + 1;
        const w = out[k] as number;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack[sp++] = w;
          onStack[w] = 1;
          wp++;
          workV[wp] = w;
          workK[wp] = 0;
        } else if (onStack[w] && (index[w] as number) < (low[v] as number)) low[v] = index[w] as number;
        continue;
      }
      wp--;
      if (wp >= 0) {
        const u = workV[wp] as number;
        if ((low[v] as number) < (low[u] as number)) low[u] = low[v] as number;
      }
      if (low[v] === index[v]) {
        const c: number[] = [];
        let w: number;
        do {
          w = stack[--sp] as number;
          onStack[w] = 0;
          comp[w] = list.length;
          c.push(w);
        } while (w !== v);
        list.push(c.length > 1 ? c.sort((a, b) => a - b) : c);
      }
    }
  }
  return { comp, list };
}
