/**
 * A small parser for JavaScript regex syntax (ES2024, Annex B without u/v), used only by the ReDoS checker.
 * It runs on sources the engine has already accepted, so it never reports errors: it only needs to read a
 * valid pattern the way the engine does. One pass, one node per construct, source offsets kept for messages.
 */
import type { CharSet } from './redos-charset.js';
import { Lexer } from './redos-lex.js';

interface Base {
  readonly id: number;
  /** source offsets [s, e) */
  readonly s: number;
  e: number;
}
export type Node = Base &
  (
    | { readonly k: 'char'; readonly set: CharSet }
    | { readonly k: 'seq'; readonly items: Node[] }
    | { readonly k: 'alt'; readonly alts: Node[] }
    | { readonly k: 'group'; readonly body: Node; readonly cap: number }
    | { readonly k: 'look'; readonly body: Node; readonly behind: boolean; readonly neg: boolean }
    | { readonly k: 'assert'; readonly what: '^' | '$' | 'b' | 'B' }
    | { readonly k: 'rep'; readonly body: Node; readonly min: number; readonly max: number; readonly lazy: boolean }
    | { readonly k: 'ref'; readonly caps: number[] }
  );
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Shape = DistributiveOmit<Node, 'id' | 's' | 'e'>;

export interface Parsed {
  readonly source: string;
  readonly root: Node;
  readonly nodes: readonly Node[];
  /** parent node id of each node id (-1 for the root) */
  readonly parent: readonly number[];
  /** capture groups by number (index 0 unused) */
  readonly groups: readonly (Node | undefined)[];
  readonly multiline: boolean;
  readonly unicode: boolean;
  /** size of the alphabet: 0x10000 code units, or 0x110000 code points with u/v */
  readonly end: number;
}

export function parseRegex(source: string, flags: string): Parsed {
  const lx = new Lexer(source, flags);
  const nodes: Node[] = [];
  const parent: number[] = [];
  const groups: (Node | undefined)[] = [undefined];
  const names = new Map<string, number[]>();
  const pendingRefs: { node: Node & { k: 'ref' }; name: string }[] = [];
  let capCount = 0;

  const make = (s: number, shape: Shape): Node => {
    const node = shape as Shape & { id: number; s: number; e: number }; // the literal is fresh: extend it in place
    node.id = nodes.length;
    node.s = s;
    node.e = lx.i;
    nodes.push(node);
    parent.push(-1);
    return node;
  };
  const adopt = (p: Node, kids: readonly Node[]): Node => {
    for (const k of kids) parent[k.id] = p.id;
    return p;
  };

  function quantifier(atom: Node): Node {
    const q = source[lx.i];
    let min: number;
    let max: number;
    if (q === '*' || q === '+' || q === '?') {
      lx.i++;
      [min, max] = q === '*' ? [0, Infinity] : q === '+' ? [1, Infinity] : [0, 1];
    } else if (q === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(lx.i));
      if (!m) return atom;
      lx.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else return atom;
    const lazy = source[lx.i] === '?';
    if (lazy) lx.i++;
    return adopt(make(atom.s, { k: 'rep', body: atom, min, max, lazy }), [atom]);
  }

  function group(): Node {
    const s = lx.i;
    lx.i++;
    let cap = 0;
    let look: { behind: boolean; neg: boolean } | undefined;
    const saved = { icase: lx.icase, dotAll: lx.dotAll };
    if (source[lx.i] === '?') {
      const m = /^\?(?:(:)|(=)|(!)|<(=)|<(!)|<([^>]+)>|([ims]*)(?:-([ims]*))?:)/.exec(source.slice(lx.i));
      if (!m) throw new Error('unreadable group');
      lx.i += m[0].length;
      if (m[2] || m[3]) look = { behind: false, neg: !!m[3] };
      else if (m[4] || m[5]) look = { behind: true, neg: !!m[5] };
      else if (m[6]) {
        cap = ++capCount;
        names.set(m[6], [...(names.get(m[6]) ?? []), cap]);
      } else if (!m[1]) {
        const on = m[7] ?? '';
        const off = m[8] ?? '';
        if (on.includes('i') || off.includes('i')) lx.icase = on.includes('i');
        if (on.includes('s') || off.includes('s')) lx.dotAll = on.includes('s');
      }
    } else cap = ++capCount;
    const body = disjunction();
    lx.i++; // ')'
    lx.icase = saved.icase;
    lx.dotAll = saved.dotAll;
    const node = adopt(make(s, look ? { k: 'look', body, ...look } : { k: 'group', body, cap }), [body]);
    if (cap > 0) groups[cap] = node;
    return node;
  }

  function term(): Node {
    const s = lx.i;
    const c = source[lx.i] as string;
    if (c === '^' || c === '$') return (lx.i++, make(s, { k: 'assert', what: c }));
    if (c === '\\' && (source[lx.i + 1] === 'b' || source[lx.i + 1] === 'B')) return (lx.i += 2, make(s, { k: 'assert', what: source[lx.i - 1] as 'b' | 'B' }));
    let atom: Node;
    if (c === '(') atom = group();
    else if (c === '.') atom = (lx.i++, make(s, { k: 'char', set: lx.dot() }));
    else if (c === '[') {
      const set = lx.charClass();
      atom = make(s, { k: 'char', set });
    } else if (c === '\\') {
      lx.i++;
      const r = lx.escape(false);
      if ('ref' in r) {
        const node = make(s, { k: 'ref', caps: typeof r.ref === 'string' ? [] : r.ref }) as Node & { k: 'ref' };
        if (typeof r.ref === 'string') pendingRefs.push({ node, name: r.ref });
        atom = node;
      } else atom = make(s, { k: 'char', set: 'set' in r ? r.set : lx.literal(r.code) });
    } else {
      const code = lx.cp();
      atom = make(s, { k: 'char', set: lx.literal(code) });
    }
    return quantifier(atom);
  }

  function alternative(): Node {
    const s = lx.i;
    const items: Node[] = [];
    while (lx.i < source.length && source[lx.i] !== '|' && source[lx.i] !== ')') items.push(term());
    return adopt(make(s, { k: 'seq', items }), items);
  }

  function disjunction(): Node {
    const s = lx.i;
    const alts = [alternative()];
    while (source[lx.i] === '|') {
      lx.i++;
      alts.push(alternative());
    }
    return alts.length === 1 ? (alts[0] as Node) : adopt(make(s, { k: 'alt', alts }), alts);
  }

  const root = disjunction();
  if (lx.i < source.length) throw new Error(`unparsed input at ${lx.i}`);
  for (const { node, name } of pendingRefs) node.caps.push(...(names.get(name) ?? []));
  return { source, root, nodes, parent, groups, multiline: flags.includes('m'), unicode: lx.unicode, end: lx.end };
}
