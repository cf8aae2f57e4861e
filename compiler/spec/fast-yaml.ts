/**
 * A fast reader for the plain YAML most seam.yaml files are written in (the `yaml` library reads a 2,000-rule spec
 * in about a second): block mappings and sequences, single-line plain and quoted scalars, single-line flow
 * collections, `|` and `|-` block scalars, comments. It gives the same data as `yaml` (core schema, `toJS`) and the
 * same source offset of every node and key, or `undefined` as soon as the text holds anything else (anchors,
 * aliases, tags, directives, documents, multi-line plain or quoted scalars, folded or kept block scalars, tabs,
 * CR, a BOM, duplicate keys, a non-string key, any error): positions.ts then reads it with `yaml`, which reports
 * every diagnostic. tests/compiler/fast-yaml.test.ts compares both readers on every spec and on random documents.
 */
import { escapeSegment } from './pointer.js';

/** Where a node sits: its value's offset (undefined for an empty value) and, for a mapping entry, its key's. */
export interface Place {
  readonly value: number | undefined;
  readonly key?: number;
}
export interface FastYaml {
  readonly data: unknown;
  /** the place of the node a JSON pointer names, undefined when there is none */
  readonly place: (pointer: string) => Place | undefined;
}

/** A `~` that starts no `~0` or `~1` (parsePointer refuses such a pointer). */
const BAD_ESCAPE = /~[^01]|~$/;

class Unsupported extends Error {}
const no = (): never => {
  throw new Unsupported();
};

interface Line {
  start: number;
  indent: number;
  text: string;
}

const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;
const SCALAR_STOP = /\s#|:\s|:$/;

/** A plain scalar's value under the core schema, as `yaml` resolves it. */
function plainValue(s: string): unknown {
  if (/^(?:~|[Nn]ull|NULL)?$/.test(s)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s)) return s[0] === 't' || s[0] === 'T';
  const int = (str: string, offset: number, radix: number): number => {
    const sign = str[0];
    const n = parseInt(str.substring(sign === '-' || sign === '+' ? offset + 1 : offset), radix);
    return sign === '-' ? -1 * n : n;
  };
  if (/^0o[0-7]+$/.test(s)) return int(s, 2, 8);
  if (/^[-+]?[0-9]+$/.test(s)) return int(s, 0, 10);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return int(s, 2, 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s)) return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s) || /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s)) return parseFloat(s);
  return s;
}

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', '"': '"', '/': '/', n: '\n', t: '\t', r: '\r', '0': '\0', b: '\b', f: '\f' };

/** A quoted scalar starting at s[i] (on one line): its value and the index after the closing quote. */
function quoted(s: string, i: number): { value: string; end: number } {
  const q = s[i];
  let out = '';
  for (let j = i + 1; j < s.length; j++) {
    const c = s[j] as string;
    if (q === "'") {
      if (c !== "'") out += c;
      else if (s[j + 1] === "'") (out += "'"), j++;
      else return { value: out, end: j + 1 };
    } else if (c === '"') return { value: out, end: j + 1 };
    else if (c !== '\\') out += c;
    else {
      const e = s[++j] as string;
      if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(j + 1, j + 5))) (out += String.fromCharCode(parseInt(s.slice(j + 1, j + 5), 16))), (j += 4);
      else if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(j + 1, j + 3))) (out += String.fromCharCode(parseInt(s.slice(j + 1, j + 3), 16))), (j += 2);
      else out += ESCAPES[e] ?? no();
    }
  }
  return no();
}

/** What may follow a value on its line: spaces, then nothing or a comment. */
function rest(s: string, i: number): void {
  const tail = s.slice(i);
  if (tail.trim() !== '' && !/^\s+#/.test(tail)) no();
}

export function fastYaml(text: string): FastYaml | undefined {
  if (/[\t\r\ufeff]/.test(text) || /^(?:---|\.\.\.|%)/m.test(text)) return undefined;
  const places = new Map<string, Place>();
  const lines: Line[] = [];
  for (let at = 0; at <= text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const raw = text.slice(at, end);
    const indent = raw.length - raw.trimStart().length;
    lines.push({ start: at, indent, text: raw.slice(indent) });
    at = end + 1;
  }
  let li = 0;
  const blank = (l: Line): boolean => l.text === '' || l.text[0] === '#';
  const next = (): Line | undefined => {
    while (li < lines.length && blank(lines[li] as Line)) li++;
    return lines[li];
  };
  const put = (pointer: string, p: Place): void => {
    places.set(pointer, p);
  };
  const isItem = (l: Line): boolean => l.text === '-' || l.text.startsWith('- ');

  /** A flow node at s[i] (absolute offset of s[0]: base): its value and the index after it. */
  const flow = (s: string, i: number, base: number, ptr: string): { value: unknown; end: number } => {
    const skip = (j: number): number => {
      while (s[j] === ' ') j++;
      return j;
    };
    const c = s[i];
    if (c === '[' || c === '{') {
      const close = c === '[' ? ']' : '}';
      const arr: unknown[] = [];
      const obj: Record<string, unknown> = {};
      let j = skip(i + 1);
      if (s[j] === close) return { value: c === '[' ? arr : obj, end: j + 1 };
      for (;;) {
        if (c === '[') {
          const child = `${ptr}/${arr.length}`;
          const v = flow(s, j, base, child);
          put(child, { value: base + j });
          arr.push(v.value);
          j = skip(v.end);
        } else {
          const k = s[j] === '"' || s[j] === "'" ? quoted(s, j) : { value: /^[^\s,[\]{}:#'"&*!|>%@`?-][^,[\]{}:#]*?(?=:)/.exec(s.slice(j))?.[0] ?? no(), end: 0 };
          const key = k.end === 0 ? (k.value as string).trimEnd() : k.value;
          const kEnd = k.end === 0 ? j + (k.value as string).length : k.end;
          if (k.end === 0 && plainValue(key) !== key) no();
          if (s[kEnd] !== ':' || Object.prototype.hasOwnProperty.call(obj, key) || key === '__proto__' || key === '<<') no();
          const vAt = skip(kEnd + 1);
          if (vAt === kEnd + 1 && !/[,}\]]/.test(s[vAt] ?? '')) no();
          const child = `${ptr}/${escapeSegment(key)}`;
          const v = flow(s, vAt, base, child);
          put(child, { value: base + vAt, key: base + j });
          obj[key] = v.value;
          j = skip(v.end);
        }
        if (s[j] === ',') j = skip(j + 1);
        else if (s[j] === close) return { value: c === '[' ? arr : obj, end: j + 1 };
        else no();
        if (s[j] === close || s[j] === ',') no();
      }
    }
    if (c === '"' || c === "'") return quoted(s, i);
    const m = /^[^,[\]{}#&*!|>'"%@`\s][^,[\]{}]*?(?=\s*(?:[,\]}]|:\s|$|\s#))/.exec(s.slice(i));
    if (!m || /^[-?:]$/.test(m[0]) || m[0].includes(': ') || /^[-?:]\s/.test(m[0])) no();
    const word = (m as RegExpExecArray)[0];
    return { value: plainValue(word), end: i + word.length };
  };

  /** A `|` / `|-` block scalar whose header is `head`; its lines follow the current one. */
  const block = (head: string, parent: number): string => {
    const strip = head.startsWith('|-');
    rest(head, strip ? 2 : 1);
    li++;
    const body: string[] = [];
    let indent = -1;
    let leading = 0;
    while (li < lines.length) {
      const l = lines[li] as Line;
      if (l.text === '') {
        if (li === lines.length - 1) break; // the empty rest after the last newline
        if (indent >= 0 && l.indent > indent) no();
        if (indent < 0) leading = Math.max(leading, l.indent);
        body.push('');
        li++;
        continue;
      }
      if (li === lines.length - 1) no(); // content running into the end of a text without a final newline
      if (indent < 0) {
        if (l.indent <= parent) break;
        indent = l.indent;
      }
      if (l.indent < indent) {
        if (l.indent > parent && l.text[0] !== '#') no();
        break;
      }
      body.push(' '.repeat(l.indent - indent) + l.text);
      li++;
    }
    while (body.length > 0 && body[body.length - 1] === '') body.pop();
    if (indent < 0 || leading > indent) no();
    return body.join('\n') + (strip ? '' : '\n');
  };

  /** The value of a key or item whose inline part is `s` (absolute offset at), in a collection at `indent`. */
  const value = (s: string, at: number, indent: number, ptr: string, key?: number): unknown => {
    const p = (v: number | undefined): Place => (key === undefined ? { value: v } : { value: v, key });
    if (s === '' || s[0] === '#') {
      li++;
      const l = next();
      if (l && (l.indent > indent || (key !== undefined && l.indent === indent && isItem(l)))) {
        put(ptr, p(l.start + l.indent));
        return isItem(l) ? seq(l.indent, ptr) : map(l.indent, ptr);
      }
      if (key === undefined) no();
      put(ptr, p(undefined));
      return null;
    }
    put(ptr, p(at));
    if (s[0] === '|') return block(s, indent);
    let v: unknown;
    if (s[0] === '[' || s[0] === '{' || s[0] === '"' || s[0] === "'") {
      const f = flow(s, 0, at, ptr);
      rest(s, f.end);
      v = f.value;
    } else {
      if (INDICATOR.test(s) && !/^[-?:][^\s]/.test(s)) no();
      const cut = s.search(/\s#/);
      const word = (cut < 0 ? s : s.slice(0, cut)).trimEnd();
      if (SCALAR_STOP.test(word)) no();
      v = plainValue(word);
    }
    li++;
    const l = next();
    if (l && l.indent > indent) no();
    return v;
  };

  /** The key of a mapping line: its text and where its value starts, or undefined when the line is no `key:` */
  const keyOf = (s: string): { key: string; after: number } | undefined => {
    if (s[0] === '"' || s[0] === "'") {
      const q = quoted(s, 0);
      return s[q.end] === ':' && (q.end + 1 === s.length || s[q.end + 1] === ' ') ? { key: q.value, after: q.end + 1 } : undefined;
    }
    const m = /^([^\s#:][^#]*?|[-?:][^\s][^#]*?):(?: |$)/.exec(s);
    if (!m || (INDICATOR.test(s) && !/^[-?:][^\s]/.test(s))) return undefined;
    const key = (m[1] as string).trimEnd();
    return plainValue(key) === key ? { key, after: (m[1] as string).length + 1 } : no();
  };

  const map = (indent: number, ptr: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let l = next(); l && l.indent === indent && !isItem(l); l = next()) {
      const k = keyOf(l.text) ?? no();
      if (Object.prototype.hasOwnProperty.call(out, k.key) || k.key === '__proto__' || k.key === '<<') no();
      const s = l.text.slice(k.after).trimStart();
      out[k.key] = value(s, l.start + l.indent + l.text.length - s.length, indent, `${ptr}/${escapeSegment(k.key)}`, l.start + l.indent);
    }
    const l = next();
    if (l && l.indent > indent) no();
    return out;
  };

  const seq = (indent: number, ptr: string): unknown[] => {
    const out: unknown[] = [];
    for (let l = next(); l && l.indent === indent && isItem(l); l = next()) {
      const child = `${ptr}/${out.length}`;
      const s = l.text.slice(1).trimStart();
      const col = l.indent + l.text.length - s.length;
      if (s === '' || s[0] === '#' || s[0] === '|' || isItem({ start: 0, indent: 0, text: s })) no();
      if (keyOf(s) !== undefined) {
        // `- key: value`: a mapping whose keys sit at the column after the dash
        lines[li] = { start: l.start, indent: col, text: s };
        put(child, { value: l.start + col });
        out.push(map(col, child));
      } else out.push(value(s, l.start + col, indent, child));
    }
    return out;
  };

  try {
    const first = next();
    if (!first || first.indent !== 0 || isItem(first)) return undefined;
    put('', { value: first.start });
    const data = map(0, '');
    if (next() !== undefined) return undefined;
    return {
      data,
      // a pointer is its own canonical form (the keys of `places`) once its escapes are valid: no parse and re-escape
      place: (pointer) => (pointer === '' || (pointer.startsWith('/') && !BAD_ESCAPE.test(pointer)) ? places.get(pointer) : undefined),
    };
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}
