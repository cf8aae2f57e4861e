/**
 * Merging a generated JSON object into a repository's JSON file, per unit of ownership (docs/decisions/install.md):
 * - an array element (a hook group, a permission string) is one unit;
 * - an object whose values are all collections (`hooks`, `permissions`, `mcpServers`) or all scalars (a map of
 *   flags) is a container: merged member by member; created containers are recorded so they can be removed;
 * - any other object (an MCP server definition: scalars mixed with collections) is one unit under its key.
 * seamc's units are listed in the ledger (no marker key is written into the file: some readers reject unknown
 * keys). Array elements that run seamc's hook runtime (`.seam/hooks/`) are recognised as seamc's even without it.
 */
import type { JsonNode, Style } from './json-text.js';
import {
  detectStyle,
  insertElement,
  insertMember,
  jsonEqual,
  nodeAt,
  nodeValue,
  parseJsonText,
  pointerOf,
  pointerParts,
  removeElement,
  removeMember,
  replaceValue,
} from './json-text.js';

export type JsonUnit =
  | { readonly at: string; readonly container: 'object' | 'array' }
  | { readonly at: string; readonly element: unknown }
  | { readonly at: string; readonly value: unknown };

export class JsonConflict extends Error {
  constructor(readonly pointer: string, message: string) {
    super(message);
  }
}

const RUNTIME_MARK = '.seam/hooks/';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isColl = (v: unknown): boolean => typeof v === 'object' && v !== null;

function isContainer(o: Record<string, unknown>): boolean {
  const vals = Object.values(o);
  return vals.every(isColl) || vals.every((v) => !isColl(v));
}

/** The units a generated object consists of, parents before children. */
export function unitsOf(g: Record<string, unknown>, at = ''): JsonUnit[] {
  const out: JsonUnit[] = [];
  for (const [k, v] of Object.entries(g)) {
    const p = at + pointerOf([k]);
    if (Array.isArray(v)) {
      out.push({ at: p, container: 'array' });
      for (const el of v) out.push({ at: p, element: el });
    } else if (isObj(v) && isContainer(v)) {
      out.push({ at: p, container: 'object' });
      out.push(...unitsOf(v, p));
    } else out.push({ at: p, value: v });
  }
  return out;
}

const sameUnit = (a: JsonUnit, b: JsonUnit): boolean =>
  a.at === b.at &&
  ('container' in a ? 'container' in b : 'element' in a ? 'element' in b && jsonEqual(a.element, b.element) : 'value' in b && jsonEqual(a.value, (b as { value: unknown }).value));

class Doc {
  text: string;
  readonly style: Style;
  constructor(text: string) {
    this.text = text.trim() === '' ? '{}\n' : text;
    this.style = detectStyle(this.text);
    if (this.root().type !== 'object') throw new JsonConflict('', 'the file is JSON but not an object');
  }
  root(): JsonNode {
    return parseJsonText(this.text);
  }
  at(p: string): JsonNode | undefined {
    return nodeAt(this.root(), p);
  }
  parent(p: string): { node: JsonNode & { type: 'object' }; key: string } | undefined {
    const parts = pointerParts(p);
    const node = this.at(pointerOf(parts.slice(0, -1)));
    return node?.type === 'object' ? { node, key: parts[parts.length - 1]! } : undefined;
  }
  removeKey(p: string): boolean {
    const par = this.parent(p);
    const i = par ? par.node.members.findIndex((m) => m.key === par.key) : -1;
    if (!par || i < 0) return false;
    this.text = removeMember(this.text, par.node, i);
    return true;
  }
  removeElementWhere(p: string, pred: (v: unknown) => boolean): boolean {
    const arr = this.at(p);
    if (arr?.type !== 'array') return false;
    const i = arr.elements.findIndex((e) => pred(nodeValue(e)));
    if (i < 0) return false;
    this.text = removeElement(this.text, arr, i);
    return true;
  }
  /** Every array (by pointer) holding an element that runs the hook runtime, element not in `keep`. */
  stripRuntimeElements(keep: readonly JsonUnit[]): void {
    for (;;) {
      const hit = findRuntimeElement(this.root(), '', keep);
      if (!hit) return;
      const arr = this.at(hit.at) as JsonNode & { type: 'array' };
      this.text = removeElement(this.text, arr, hit.index);
    }
  }
}

function findRuntimeElement(n: JsonNode, at: string, keep: readonly JsonUnit[]): { at: string; index: number } | undefined {
  if (n.type === 'object') {
    for (const m of n.members) {
      const hit = findRuntimeElement(m.value, at + pointerOf([m.key]), keep);
      if (hit) return hit;
    }
  } else if (n.type === 'array') {
    const index = n.elements.findIndex((e) => {
      const v = nodeValue(e);
      return isColl(v) && JSON.stringify(v).includes(RUNTIME_MARK) && !keep.some((u) => 'element' in u && u.at === at && jsonEqual(u.element, v));
    });
    if (index >= 0) return { at, index };
  }
  return undefined;
}

/** Remove seamc's units that are not wanted any more, then the containers seamc created that are now empty. */
function removeStale(doc: Doc, previous: readonly JsonUnit[], wanted: readonly JsonUnit[]): void {
  for (const u of previous) {
    if (wanted.some((w) => sameUnit(w, u))) continue;
    if ('element' in u) doc.removeElementWhere(u.at, (v) => jsonEqual(v, u.element));
    else if ('value' in u) doc.removeKey(u.at);
  }
  doc.stripRuntimeElements(wanted);
  const created = previous.filter((u): u is JsonUnit & { container: 'object' | 'array' } => 'container' in u && !wanted.some((w) => sameUnit(w, u)));
  for (const u of [...created].sort((a, b) => b.at.length - a.at.length)) {
    const n = doc.at(u.at);
    if ((n?.type === 'object' && n.members.length === 0) || (n?.type === 'array' && n.elements.length === 0)) doc.removeKey(u.at);
  }
}

export interface JsonMergeResult {
  readonly text: string;
  /** what seamc owns in the file now */
  readonly units: readonly JsonUnit[];
}

/**
 * Bring `text` (undefined: absent) to hold every unit of `generated`, keeping every byte that is not seamc's.
 * `twin`: entries the user wrote differently that mean the same (the importers' test); such a user entry stands
 * for seamc's and no copy is added.
 */
export function mergeJsonText(text: string, generated: Record<string, unknown>, previous: readonly JsonUnit[], twin?: (at: string, a: unknown, b: unknown) => boolean): JsonMergeResult {
  const doc = new Doc(text);
  const wanted = unitsOf(generated);
  removeStale(doc, previous, wanted);
  const mine = (u: JsonUnit): boolean => previous.some((p) => sameUnit(p, u));
  const owned: JsonUnit[] = [];
  for (const u of wanted) {
    const cur = doc.at(u.at);
    if ('container' in u) {
      if (cur === undefined) {
        const par = doc.parent(u.at);
        if (!par) throw new JsonConflict(u.at, 'its parent is not an object');
        doc.text = insertMember(doc.text, par.node, par.key, u.container === 'array' ? [] : {}, doc.style);
        owned.push(u);
      } else if (cur.type !== u.container) throw new JsonConflict(u.at, `the repository has ${describe(cur)} where seamc writes ${u.container === 'array' ? 'a list' : 'an object'}`);
      else if (mine(u)) owned.push(u);
    } else if ('element' in u) {
      const arr = cur as JsonNode & { type: 'array' };
      const has = arr.elements.some((e) => jsonEqual(nodeValue(e), u.element));
      if (!has && !mine(u) && twin && arr.elements.some((e) => twin(u.at, nodeValue(e), u.element))) continue;
      if (!has) {
        doc.text = insertElement(doc.text, arr, u.element, doc.style);
        owned.push(u);
      } else if (mine(u)) owned.push(u);
    } else if (cur === undefined) {
      const par = doc.parent(u.at)!;
      doc.text = insertMember(doc.text, par.node, par.key, u.value, doc.style);
      owned.push(u);
    } else if (jsonEqual(nodeValue(cur), u.value)) {
      if (mine(u) || previous.some((p) => 'value' in p && p.at === u.at)) owned.push(u);
    } else if (previous.some((p) => 'value' in p && p.at === u.at)) {
      doc.text = replaceValue(doc.text, cur, u.value, doc.style);
      owned.push(u);
    } else if (twin?.(u.at, nodeValue(cur), u.value)) {
      continue;
    } else {
      throw new JsonConflict(u.at, `the repository already sets it to ${JSON.stringify(nodeValue(cur))}, seamc would set ${JSON.stringify(u.value)}`);
    }
  }
  return { text: doc.text, units: owned };
}

/** Remove every unit of seamc's (uninstall); `empty` when nothing but an empty object is left. */
export function stripJsonText(text: string, previous: readonly JsonUnit[]): { text: string; empty: boolean } {
  const doc = new Doc(text);
  removeStale(doc, previous, []);
  const root = doc.root();
  return { text: doc.text, empty: root.type === 'object' && root.members.length === 0 };
}

function describe(n: JsonNode): string {
  return n.type === 'object' ? 'an object' : n.type === 'array' ? 'a list' : `the value ${JSON.stringify(n.value)}`;
}
