/**
 * Marker-delimited blocks (instructions.md §6, hooks.md §5): seamc owns only the lines between its begin and end
 * markers in a markdown or TOML file. Markers match as whole lines only (markdown: outside fenced code); a lone,
 * reversed or repeated marker is an error with its line, never "append another block".
 */

export interface BlockSyntax {
  readonly begin: string;
  readonly end: string;
  /** markdown: markers inside ``` / ~~~ fences do not count */
  readonly fences: boolean;
}

export const MARKDOWN_BLOCK: BlockSyntax = { begin: '<!-- >>> seamc >>> -->', end: '<!-- <<< seamc <<< -->', fences: true };
export const TOML_BLOCK: BlockSyntax = { begin: '# >>> seamc >>>', end: '# <<< seamc <<<', fences: false };

export class MarkerError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

export interface Block {
  /** offset of the begin line */
  readonly start: number;
  /** offset just past the end line (and its newline, when it has one) */
  readonly end: number;
  /** the text between the two marker lines */
  readonly inner: string;
}

interface Line {
  readonly n: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  let n = 1;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl + 1;
    out.push({ n: n++, start, end, text: text.slice(start, nl < 0 ? text.length : nl).replace(/\r$/, '') });
    start = end;
  }
  return out;
}

/** The one seamc block of `text`, undefined when there is none; MarkerError when the markers are damaged. */
export function findBlock(text: string, syntax: BlockSyntax): Block | undefined {
  const begins: Line[] = [];
  const ends: Line[] = [];
  let fence: string | undefined;
  for (const l of lines(text)) {
    if (syntax.fences) {
      const f = /^\s{0,3}(`{3,}|~{3,})/.exec(l.text);
      if (f) {
        if (fence === undefined) fence = f[1]!;
        else if (f[1]![0] === fence[0] && f[1]!.length >= fence.length && l.text.trim() === f[1]) fence = undefined;
        continue;
      }
      if (fence !== undefined) continue;
    }
    const t = l.text.trimEnd();
    if (t === syntax.begin) begins.push(l);
    else if (t === syntax.end) ends.push(l);
  }
  if (begins.length === 0 && ends.length === 0) return undefined;
  if (begins.length > 1) throw new MarkerError(begins[1]!.n, `a second seamc begin marker (the first is on line ${begins[0]!.n})`);
  if (ends.length > 1) throw new MarkerError(ends[1]!.n, `a second seamc end marker (the first is on line ${ends[0]!.n})`);
  const b = begins[0];
  const e = ends[0];
  if (!b) throw new MarkerError(e!.n, 'a seamc end marker without a begin marker');
  if (!e) throw new MarkerError(b.n, 'a seamc begin marker without an end marker');
  if (e.n < b.n) throw new MarkerError(e.n, `the seamc end marker comes before the begin marker (line ${b.n})`);
  return { start: b.start, end: e.end, inner: text.slice(b.end, e.start) };
}

export function blockText(inner: string, syntax: BlockSyntax, eol = '\n'): string {
  const body = inner === '' || inner.endsWith('\n') ? inner : inner + '\n';
  return `${syntax.begin}${eol}${body.replace(/\r?\n/g, eol)}${syntax.end}${eol}`;
}

/** Where a new block goes: appended after one blank line, or at `at` (an offset, e.g. before the first TOML table). */
export function putBlock(text: string, inner: string, syntax: BlockSyntax, at?: number): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const block = blockText(inner, syntax, eol);
  const found = findBlock(text, syntax);
  if (found) return text.slice(0, found.start) + block + text.slice(found.end);
  if (text === '') return block;
  if (at !== undefined && at < text.length) return text.slice(0, at) + block + eol + text.slice(at);
  const sep = text.endsWith(eol + eol) ? '' : text.endsWith('\n') ? eol : eol + eol;
  return text + sep + block;
}

/** Cut the block and the blank line put before (or after) it. */
export function cutBlock(text: string, syntax: BlockSyntax): string {
  const b = findBlock(text, syntax);
  if (!b) return text;
  let head = text.slice(0, b.start);
  let tail = text.slice(b.end);
  if (tail.startsWith('\n') || tail.startsWith('\r\n')) tail = tail.slice(tail.startsWith('\n') ? 1 : 2);
  else if (head.endsWith('\n\n')) head = head.slice(0, -1);
  else if (head.endsWith('\r\n\r\n')) head = head.slice(0, -2);
  return head + tail;
}
