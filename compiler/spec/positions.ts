/** YAML parsing with positions: one parseDocument + LineCounter; JSON pointer -> 1-based line/col. */
import type { Document, Node as YamlNode, Pair } from 'yaml';
import type { Diagnostic, Position } from '../diagnostics/diagnostic.js';
import { fastYaml } from './fast-yaml.js';
import { parsePointer } from './pointer.js';
import { yaml } from './yaml-lib.js';

const { isAlias, isMap, isScalar, isSeq } = yaml;

export interface ParsedYaml {
  /** plain data (undefined when the text had syntax errors) */
  readonly data: unknown;
  readonly diagnostics: Diagnostic[];
  readonly locate: (pointer: string) => Position | undefined;
  readonly locateKey: (pointer: string) => Position | undefined;
}

type Found = { node: YamlNode | null; pair?: Pair<unknown, unknown> };

function walk(doc: Document, pointer: string): Found | undefined {
  const segs = parsePointer(pointer);
  if (!segs) return undefined;
  let found: Found = { node: (doc.contents as YamlNode | null) ?? null };
  for (const seg of segs) {
    let node = found.node;
    if (isAlias(node)) node = (node.resolve(doc) as YamlNode | undefined) ?? null;
    if (isMap(node)) {
      const pair = node.items.find((p) => keyText(p.key) === seg);
      if (!pair) return undefined;
      found = { node: (pair.value as YamlNode | null) ?? null, pair };
    } else if (isSeq(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(seg)) return undefined;
      const item = node.items[Number(seg)];
      if (item === undefined) return undefined;
      found = { node: (item as YamlNode | null) ?? null };
    } else {
      return undefined;
    }
  }
  return found;
}

function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  return String(key);
}

function offsetOf(n: unknown): number | undefined {
  if (n && typeof n === 'object' && 'range' in n) {
    const r = (n as { range?: readonly number[] }).range;
    if (r && typeof r[0] === 'number') return r[0];
  }
  return undefined;
}

function keyAt(text: string, offset: number): string {
  const m = /^("(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^:\n#]+?)\s*:/.exec(text.slice(offset, offset + 200));
  return m?.[1] ?? text.slice(offset, offset + 1);
}

/** 1-based line and column of each offset, as yaml's LineCounter gives them. */
function lineAt(text: string): (offset: number) => { line: number; col: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - (starts[lo] as number) + 1 };
  };
}

/** The fast reader's result (fast-yaml.ts), for plain YAML; undefined sends the text to `yaml`. */
function fastParsed(text: string, file: string): ParsedYaml | undefined {
  const fast = fastYaml(text);
  if (fast === undefined) return undefined;
  const pos = lineAt(text);
  const at = (offset: number): Position => ({ file, ...pos(offset) });
  const locate = (pointer: string): Position | undefined => {
    const p = fast.place(pointer);
    if (p === undefined) return undefined;
    if (p.value !== undefined) return at(p.value);
    return p.key === undefined ? (pointer === '' ? { file, line: 1, col: 1 } : undefined) : at(p.key);
  };
  const locateKey = (pointer: string): Position | undefined => {
    const k = fast.place(pointer)?.key;
    return k === undefined ? locate(pointer) : at(k);
  };
  return { data: fast.data, diagnostics: [], locate, locateKey };
}

export function parseYaml(text: string, file: string): ParsedYaml {
  const parsed = fastParsed(text, file) ?? parseWithLibrary(text, file);
  // every agent of a build asks for the same pointers (its losses): each is found once
  return { ...parsed, locate: memo(parsed.locate), locateKey: memo(parsed.locateKey) };
}

function memo(find: (pointer: string) => Position | undefined): (pointer: string) => Position | undefined {
  const cache = new Map<string, Position | undefined>();
  return (pointer) => {
    if (cache.has(pointer)) return cache.get(pointer);
    const pos = find(pointer);
    cache.set(pointer, pos);
    return pos;
  };
}

/** The `yaml` library's reading: every diagnostic, any YAML. */
export function parseWithLibrary(text: string, file: string): ParsedYaml {
  const lineCounter = new yaml.LineCounter();
  const doc = yaml.parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, col };
  };
  const locate = (pointer: string): Position | undefined => {
    const f = walk(doc, pointer);
    if (!f) return undefined;
    const off = offsetOf(f.node);
    // an empty value (`key:`) has no node of its own worth pointing at: use the key
    if (off === undefined || (isScalar(f.node) && f.node.value === null && f.pair && f.node.source === '')) {
      const k = offsetOf(f.pair?.key);
      return k === undefined ? (pointer === '' ? { file, line: 1, col: 1 } : undefined) : at(k);
    }
    return at(off);
  };
  const locateKey = (pointer: string): Position | undefined => {
    const f = walk(doc, pointer);
    const k = offsetOf(f?.pair?.key);
    return k === undefined ? locate(pointer) : at(k);
  };

  const diagnostics: Diagnostic[] = [];
  let fatal = false;
  for (const e of doc.errors) {
    const dup = e.code === 'DUPLICATE_KEY';
    if (!dup) fatal = true;
    const msg = e.message.replace(/\s+/g, ' ').trim();
    diagnostics.push({
      code: dup ? 'SC1019' : 'SC1001',
      severity: 'error',
      message: dup ? `duplicate key \`${keyAt(text, e.pos[0])}\`: this mapping already has it` : msg,
      hint: dup ? 'remove or rename one of the two keys (YAML keeps only one of them)' : 'fix the YAML syntax here; nothing else was checked',
      pos: at(e.pos[0]),
    });
  }
  let data: unknown;
  if (!fatal) {
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (err) {
      fatal = true;
      diagnostics.push({ code: 'SC1001', severity: 'error', message: (err as Error).message, pos: { file, line: 1, col: 1 } });
    }
  }
  return { data: fatal ? undefined : data, diagnostics, locate, locateKey };
}
