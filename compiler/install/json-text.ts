/**
 * JSON (and JSONC: comments, trailing commas) as text with positions, and the few edits the installer makes:
 * insert or remove one array element or one object member, replace one value. Every byte outside the edited
 * span is kept, and inserted text follows the file's own indentation and line endings.
 */

export type JsonNode =
  | { readonly type: 'object'; readonly start: number; readonly end: number; readonly members: readonly JsonMember[] }
  | { readonly type: 'array'; readonly start: number; readonly end: number; readonly elements: readonly JsonNode[] }
  | { readonly type: 'scalar'; readonly start: number; readonly end: number; readonly value: unknown };
export interface JsonMember {
  readonly key: string;
  readonly keyStart: number;
  readonly value: JsonNode;
}

export class JsonTextError extends Error {
  constructor(readonly offset: number, message: string) {
    super(message);
  }
}

export function parseJsonText(text: string): JsonNode {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (msg: string): never => {
    throw new JsonTextError(i, msg);
  };
  const skip = (): void => {
    for (;;) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else if (c === '/' && text[i + 1] === '/') while (i < text.length && text[i] !== '\n') i++;
      else if (c === '/' && text[i + 1] === '*') {
        const e = text.indexOf('*/', i + 2);
        if (e < 0) fail('unterminated comment');
        i = e + 2;
      } else return;
    }
  };
  const str = (): string => {
    const s = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail('unterminated string');
    i++;
    return JSON.parse(text.slice(s, i)) as string;
  };
  const value = (): JsonNode => {
    skip();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const members: JsonMember[] = [];
      for (;;) {
        skip();
        if (text[i] === '}') break;
        if (text[i] !== '"') fail('expected a key');
        const keyStart = i;
        const key = str();
        skip();
        if (text[i] !== ':') fail('expected ":"');
        i++;
        members.push({ key, keyStart, value: value() });
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== '}') fail('expected "," or "}"');
      }
      i++;
      return { type: 'object', start, end: i, members };
    }
    if (c === '[') {
      i++;
      const elements: JsonNode[] = [];
      for (;;) {
        skip();
        if (text[i] === ']') break;
        elements.push(value());
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== ']') fail('expected "," or "]"');
      }
      i++;
      return { type: 'array', start, end: i, elements };
    }
    if (c === '"') {
      const v = str();
      return { type: 'scalar', start, end: i, value: v };
    }
    const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) fail('unexpected character');
    i += m![0].length;
    return { type: 'scalar', start, end: i, value: JSON.parse(m![0]) };
  };
  const root = value();
  skip();
  if (i < text.length) fail('unexpected text after the value');
  return root;
}

export function nodeValue(n: JsonNode): unknown {
  if (n.type === 'scalar') return n.value;
  if (n.type === 'array') return n.elements.map(nodeValue);
  const o: Record<string, unknown> = {};
  for (const m of n.members) o[m.key] = nodeValue(m.value);
  return o;
}

export interface Style {
  readonly unit: string;
  readonly eol: string;
}

export function detectStyle(text: string): Style {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let unit: string | undefined;
  for (const line of text.split('\n')) {
    const m = /^([ \t]+)\S/.exec(line);
    if (!m) continue;
    if (m[1]!.startsWith('\t')) return { unit: '\t', eol };
    if (unit === undefined || m[1]!.length < unit.length) unit = m[1]!;
  }
  return { unit: unit ?? '  ', eol };
}

function lineIndent(text: string, at: number): string {
  const s = text.lastIndexOf('\n', at - 1) + 1;
  return /^[ \t]*/.exec(text.slice(s, at))![0];
}

function pretty(value: unknown, indent: string, style: Style): string {
  return JSON.stringify(value, null, style.unit).split('\n').join(style.eol + indent);
}

/** Insert `piece(indent)` as the last child of an object or array node. */
function insertChild(text: string, node: JsonNode & { type: 'object' | 'array' }, piece: (indent: string, inline: boolean) => string, style: Style): string {
  const kids: readonly { start: number; end: number }[] = node.type === 'object' ? node.members.map((m) => ({ start: m.keyStart, end: m.value.end })) : node.elements;
  const base = lineIndent(text, node.start);
  if (kids.length === 0) {
    const inner = base + style.unit;
    return text.slice(0, node.start + 1) + style.eol + inner + piece(inner, false) + style.eol + base + text.slice(node.end - 1);
  }
  const last = kids[kids.length - 1]!;
  const multiline = text.slice(node.start, node.end).includes('\n');
  if (!multiline) return text.slice(0, last.end) + ', ' + piece('', true) + text.slice(last.end);
  const indent = lineIndent(text, last.start);
  return text.slice(0, last.end) + ',' + style.eol + indent + piece(indent, false) + text.slice(last.end);
}

export function insertElement(text: string, arr: JsonNode & { type: 'array' }, value: unknown, style: Style): string {
  return insertChild(text, arr, (indent, inline) => (inline ? JSON.stringify(value) : pretty(value, indent, style)), style);
}

export function insertMember(text: string, obj: JsonNode & { type: 'object' }, key: string, value: unknown, style: Style): string {
  return insertChild(text, obj, (indent, inline) => `${JSON.stringify(key)}: ${inline ? JSON.stringify(value) : pretty(value, indent, style)}`, style);
}

/** Remove the i-th child with its separator, so that removing what insertChild added restores the text. */
function removeChild(text: string, node: JsonNode & { type: 'object' | 'array' }, i: number): string {
  const kids: readonly { start: number; end: number }[] = node.type === 'object' ? node.members.map((m) => ({ start: m.keyStart, end: m.value.end })) : node.elements;
  const k = kids[i]!;
  if (kids.length === 1) return text.slice(0, node.start + 1) + text.slice(node.end - 1);
  if (i > 0) return text.slice(0, kids[i - 1]!.end) + text.slice(k.end);
  return text.slice(0, k.start) + text.slice(kids[1]!.start);
}

export function removeElement(text: string, arr: JsonNode & { type: 'array' }, i: number): string {
  return removeChild(text, arr, i);
}

export function removeMember(text: string, obj: JsonNode & { type: 'object' }, i: number): string {
  return removeChild(text, obj, i);
}

export function replaceValue(text: string, node: JsonNode, value: unknown, style: Style): string {
  return text.slice(0, node.start) + pretty(value, lineIndent(text, node.start), style) + text.slice(node.end);
}

/** RFC 6901 pointer segments. */
export function pointerParts(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function pointerOf(parts: readonly string[]): string {
  return parts.map((p) => '/' + p.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The node at an object-member pointer (array indices are not used by the installer). */
export function nodeAt(root: JsonNode, pointer: string): JsonNode | undefined {
  let n: JsonNode | undefined = root;
  for (const part of pointerParts(pointer)) {
    if (n?.type !== 'object') return undefined;
    n = n.members.find((m) => m.key === part)?.value;
  }
  return n;
}

/** Order-insensitive for object keys, order-sensitive for arrays. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
