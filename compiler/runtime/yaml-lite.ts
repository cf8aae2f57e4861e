/**
 * Enough of YAML's block style to read the task files of go-task and lefthook (task-files.ts): mappings and sequences
 * by indentation, `- key: value` items, `|` and `>` block scalars, flow sequences of scalars (`[a, b]`), quoted
 * scalars, comments. What it does not follow (anchors and aliases, merge keys, flow mappings, documents after the
 * first) is reported, so that the caller can refuse instead of guessing. Vendor-free; bundled into the hook runtime.
 */

export type YNode = string | YNode[] | Map<string, YNode>;

export interface YDoc {
  readonly root: YNode | undefined;
  /** a construct this reader does not follow */
  readonly unread?: string;
}

interface Line {
  readonly indent: number;
  readonly text: string;
}

function unquote(s: string): string {
  const t = s.trim();
  if (t.startsWith('"') && t.endsWith('"') && t.length > 1) return t.slice(1, -1).replace(/\\(["\\/])/g, '$1').replace(/\\n/g, '\n').replace(/\\t/g, '\t');
  if (t.startsWith("'") && t.endsWith("'") && t.length > 1) return t.slice(1, -1).replace(/''/g, "'");
  return t;
}

/** A line's text without a trailing comment (a `#` after a space, outside quotes). */
function uncommented(s: string): string {
  let q = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (q !== '') {
      if (c === q) q = '';
    } else if (c === '"' || c === "'") q = c;
    else if (c === '#' && (i === 0 || s[i - 1] === ' ' || s[i - 1] === '\t')) return s.slice(0, i).trimEnd();
  }
  return s.trimEnd();
}

/** `key: value` (the value may be empty); undefined when the text is not a mapping entry */
function entry(text: string): [string, string] | undefined {
  const m = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^'"\s#][^:#]*?)\s*:(?:\s+(.*))?$/.exec(text);
  return m ? [unquote(m[1] as string), m[2] ?? ''] : undefined;
}

export function readYaml(source: string): YDoc {
  const lines: Line[] = [];
  let unread: string | undefined;
  const all = source.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < all.length; i++) {
    const raw = all[i] as string;
    if (/^---\s*$/.test(raw) && lines.length > 0) {
      unread ??= 'a second YAML document';
      break;
    }
    if (/^(?:---|\.\.\.|%)/.test(raw)) continue;
    // a comment line is dropped (in a block scalar of shell code it is a comment there too)
    if (raw.trim().startsWith('#')) continue;
    lines.push({ indent: raw.length - raw.trimStart().length, text: raw.trim() });
  }
  let at = 0;
  const note = (why: string): void => {
    unread ??= why;
  };

  /** the text of a block scalar: the lines indented more than `parent` */
  function block(parent: number, folded: boolean): string {
    const out: string[] = [];
    let base = -1;
    while (at < lines.length) {
      const l = lines[at] as Line;
      if (l.text !== '' && l.indent <= parent) break;
      if (l.text !== '' && base < 0) base = l.indent;
      out.push(l.text === '' ? '' : ' '.repeat(Math.max(0, l.indent - Math.max(base, 0))) + l.text);
      at++;
    }
    while (out.length > 0 && out[out.length - 1] === '') out.pop();
    return folded ? out.join(' ') : out.join('\n');
  }

  function scalarOrFlow(v: string, indent: number): YNode {
    const t = uncommented(v).trim();
    if (/^[|>][+-]?\d*$/.test(t)) return block(indent, t.startsWith('>'));
    if (/^[&*]\w/.test(t) || t.startsWith('!!') || t.startsWith('<<')) note(`a YAML anchor, alias or tag (${t.slice(0, 20)})`);
    if (t.startsWith('{')) note('a YAML flow mapping');
    if (t.startsWith('[') && t.endsWith(']')) return t.slice(1, -1).split(',').map((x) => unquote(x)).filter((x) => x !== '');
    return unquote(t);
  }

  /** the node whose lines are indented more than `parent` */
  function node(parent: number): YNode | undefined {
    while (at < lines.length && (lines[at] as Line).text === '') at++;
    const first = lines[at];
    if (first === undefined || first.indent <= parent) return undefined;
    const indent = first.indent;
    if (first.text.startsWith('- ') || first.text === '-') {
      const items: YNode[] = [];
      while (at < lines.length) {
        const l = lines[at] as Line;
        if (l.text === '') {
          at++;
          continue;
        }
        if (l.indent !== indent || !(l.text.startsWith('- ') || l.text === '-')) break;
        const rest = l.text.slice(1).trimStart();
        at++;
        if (rest === '') items.push(node(indent) ?? '');
        else if (entry(uncommented(rest)) !== undefined) {
          // `- key: value` starts a mapping whose other keys line up with `key`
          lines[--at] = { indent: indent + (l.text.length - rest.length), text: rest };
          items.push(node(indent) ?? '');
        } else items.push(scalarOrFlow(rest, indent));
      }
      return items;
    }
    const map = new Map<string, YNode>();
    while (at < lines.length) {
      const l = lines[at] as Line;
      if (l.text === '') {
        at++;
        continue;
      }
      if (l.indent !== indent) break;
      const e = entry(uncommented(l.text));
      if (e === undefined) {
        note(`a YAML line seamc does not read (${l.text.slice(0, 30)})`);
        at++;
        continue;
      }
      if (e[0] === '<<') note('a YAML merge key');
      at++;
      map.set(e[0], e[1] === '' ? (node(indent) ?? '') : scalarOrFlow(e[1], indent));
    }
    return map;
  }
  const root = node(-1);
  return unread !== undefined ? { root, unread } : { root };
}

/** The scalars of a node: itself, or a sequence's (nested) items; none for a mapping. */
export function strings(n: YNode | undefined): string[] {
  if (n === undefined) return [];
  if (typeof n === 'string') return n === '' ? [] : [n];
  return Array.isArray(n) ? n.flatMap(strings) : [];
}

/** A mapping's value, or undefined. */
export function child(n: YNode | undefined, key: string): YNode | undefined {
  return n instanceof Map ? n.get(key) : undefined;
}
