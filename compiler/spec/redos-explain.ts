/** Turns an ambiguity found by redos-analysis into a RegexRisk: where, which sub-pattern, and how to rewrite it. */
import { intersect, sample, union } from './redos-charset.js';
import type { CharSet } from './redos-charset.js';
import type { AmbiguousLoop, ChainLink } from './redos-analysis.js';
import { LOOP_AT } from './redos-nfa.js';
import type { Node, Parsed } from './redos-parse.js';

export interface RegexRisk {
  /** 0-based index into the regex source where the dangerous construct starts */
  readonly index: number;
  /** the dangerous sub-pattern as written */
  readonly fragment: string;
  /** 'exponential' | 'polynomial' */
  readonly kind: 'exponential' | 'polynomial';
  /** one sentence a user can act on: what is ambiguous and how to rewrite it */
  readonly why: string;
}

const node = (p: Parsed, id: number) => p.nodes[id] as Node;
const src = (p: Parsed, n: Node) => p.source.slice(n.s, n.e);
const code = (s: string) => `\`${s}\``;

function ancestors(p: Parsed, id: number): number[] {
  const out: number[] = [];
  for (let v = id; v >= 0; v = p.parent[v] ?? -1) out.push(v);
  return out;
}

function lca(p: Parsed, ids: readonly number[]): number {
  let common = ancestors(p, ids[0] as number);
  for (const id of ids.slice(1)) {
    const mine = new Set(ancestors(p, id));
    common = common.filter((v) => mine.has(v));
  }
  return common[0] ?? p.root.id;
}

const isLoop = (n: Node): n is Node & { k: 'rep' } => n.k === 'rep' && n.max > LOOP_AT;

/** the innermost repetition analysed as a loop around `id` (itself included) */
function loopAround(p: Parsed, id: number): Node | undefined {
  return ancestors(p, id)
    .map((v) => node(p, v))
    .find(isLoop);
}

/** a node without the groups and one-item sequences wrapped around it */
function unwrap(n: Node): Node {
  while ((n.k === 'group' && n.body) || (n.k === 'seq' && n.items.length === 1)) n = n.k === 'group' ? n.body : (n.items[0] as Node);
  return n;
}

/** the child of `anc` on the way down to `id` */
function childToward(p: Parsed, anc: number, id: number): Node {
  const path = ancestors(p, id);
  const k = path.indexOf(anc);
  return node(p, path[k - 1] ?? id);
}

const show = (set: CharSet): string => {
  const c = sample(set);
  return c === undefined ? 'the same character' : JSON.stringify(String.fromCodePoint(c));
};

export function explainExponential(w: AmbiguousLoop): RegexRisk {
  const p = w.aut.parsed;
  const ox = w.aut.origin[w.x] as number;
  const oy = w.aut.origin[w.y] as number;
  const anchor = w.type === 'edge' && w.via.length >= 2 ? lca(p, w.via) : lca(p, [ox, oy, ...w.via.slice(0, 1)]);
  const loop = loopAround(p, anchor) ?? node(p, anchor);
  const fragment = src(p, loop);
  const ex = show(w.type === 'pair' ? intersect(w.aut.sets[w.x] as CharSet, w.aut.sets[w.y] as CharSet) : (w.aut.sets[w.y] as CharSet));
  const f = code(fragment);
  const tail = 'so a failing input is tried in exponentially many ways';
  const nested = w.type === 'edge' ? w.via.map((v) => node(p, v)).filter(isLoop) : [];
  if (nested.length >= 2 && loop.k === 'rep') {
    const body = unwrap(loop.body);
    let fix = 'let only one of the two quantifiers repeat those characters';
    if (isLoop(body)) fix = `use ${code(src(p, body.body) + (loop.min >= 1 && body.min >= 1 ? '+' : '*'))}`;
    else if (body.k === 'seq' && body.items.length === 2) {
      const [x, y] = body.items as [Node, Node];
      if (isLoop(x) && x.min >= 1 && y.k === 'rep' && y.max === 1) fix = `use ${code(`${src(p, x)}(?:${src(p, y.body)}${src(p, x)})*${src(p, y)}`)}, where each repetition must start with ${code(src(p, y.body))}`;
    }
    return { index: loop.s, fragment, kind: 'exponential', why: `${f} nests two unbounded quantifiers over the same characters (${ex}), ${tail}; ${fix}.` };
  }
  if (w.type === 'pair') {
    const l = lca(p, [ox, oy]);
    const at = node(p, l);
    const bx = childToward(p, l, ox);
    const by = childToward(p, l, oy);
    if (at.k === 'alt')
      return { index: loop.s, fragment, kind: 'exponential', why: `${f} repeats an alternation whose branches ${code(src(p, bx))} and ${code(src(p, by))} can both match ${ex}, ${tail}; make the branches match different text (merge single characters into one class, factor out a common prefix).` };
    if (at.k === 'seq')
      return { index: loop.s, fragment, kind: 'exponential', why: `${f} repeats ${code(src(p, at))}, whose parts ${code(src(p, bx))} and ${code(src(p, by))} can both match ${ex}, ${tail}; keep one quantifier there, or put a required character between them that neither can match.` };
  }
  if (w.type === 'edge' && w.via.length === 1 && loop.id !== w.via[0])
    return { index: loop.s, fragment, kind: 'exponential', why: `${f} can reach ${ex} in more than one way on every repetition because several optional parts can match the empty string, ${tail}; leave exactly one way to match nothing, e.g. ${code('(?:b|c)?')} instead of ${code('(?:b?|c?)')}.` };
  return { index: loop.s, fragment, kind: 'exponential', why: `${f} can match the same text (${ex}) in more than one way on every repetition, ${tail}; rewrite it so each repetition has exactly one way to match.` };
}

export function explainPolynomial(p: Parsed, chain: readonly ChainLink[], degree: number): RegexRisk {
  const search = chain[0]?.positions === undefined;
  const explicit = chain.filter((l) => l.positions !== undefined);
  const loops: Node[] = [];
  let common: CharSet | undefined;
  for (const l of explicit) {
    const pos = l.positions as number[];
    const origins = pos.map((x) => l.aut.origin[x] as number);
    const base = node(p, lca(p, origins));
    const loop = loopAround(p, base.id) ?? base;
    // climb out of groups that hold nothing but the loop, so `(\s*)` is shown whole
    let shown = loop;
    for (let up = p.parent[shown.id] ?? -1; up >= 0 && node(p, up).k === 'group'; up = p.parent[up] ?? -1) shown = node(p, up);
    if (!loops.some((n) => n.id === shown.id)) loops.push(shown);
    const set = pos.map((x) => l.aut.sets[x] as CharSet).reduce(union);
    common = common ? intersect(common, set) : set;
  }
  let index = 0;
  let fragment = p.source;
  if (loops.length > 0) {
    const l = lca(
      p,
      loops.map((n) => n.id),
    );
    const at = node(p, l);
    if (at.k === 'seq' && loops.every((n) => n.id !== l)) {
      const kids = loops.map((n) => at.items.indexOf(childToward(p, l, n.id)));
      const first = at.items[Math.min(...kids)] as Node;
      const last = at.items[Math.max(...kids)] as Node;
      index = first.s;
      fragment = p.source.slice(first.s, last.e);
    } else ((index = at.s), (fragment = src(p, at)));
  }
  const quoted = loops.map((n) => code(src(p, n)));
  const named = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}` : (quoted[0] ?? code(p.source));
  const ex = common && common.length > 0 ? ` (${show(common)})` : '';
  const what = loops.length > 1 ? `${named} can match the same text${ex} one after another` : `${named} can match text${ex} that the search also retries`;
  const retry = search ? ', and the pattern is retried at every start position because it does not begin with ^' : '';
  // a hint for the first loop: a class that cannot run past the character that follows it
  let hint = 'let only one of them match that text (merge adjacent quantifiers, or narrow one to a class that excludes what follows it)';
  const first = loops[0];
  const parentSeq = first ? node(p, p.parent[first.id] ?? p.root.id) : undefined;
  if (first && isLoop(first) && first.body.k === 'char' && parentSeq?.k === 'seq') {
    // only when one character separates it from what follows (`.*\|` -> `[^|]*\|`): `[^p]*push` would not be the same
    const at = parentSeq.items.indexOf(first);
    const next = parentSeq.items[at + 1];
    const after = parentSeq.items[at + 2];
    const one = (n: Node | undefined) => n?.k === 'char' && n.set.length === 2 && n.set[1] === (n.set[0] as number) + 1;
    const c = one(next) && !one(after) && next ? src(p, next) : undefined;
    if (c) hint = `e.g. write ${code(`[^${c}]${first.min >= 1 ? '+' : '*'}`)} instead of ${code(src(p, first))} before ${code(c)}, so only one quantifier can match that text`;
  }
  const anchor = search ? ', or anchor the pattern with ^' : '';
  return { index, fragment, kind: 'polynomial', why: `${what}${retry}, so a failing input of n characters costs about n^${degree} steps (seconds at 10 kB); ${hint}${anchor}.` };
}
