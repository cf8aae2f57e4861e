/** Rendering normalized words back to shell text, with the spans that are data. */
import type { Text } from './types.js';
import type { Field, Seg } from './expand.js';

const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;
const DOUBLE_UNSAFE = /["\\$`!]/;
/** whitespace or a character with a meaning to the shell */
const META = /[\s;&|<>()$`\\*?[\]{}!#]/;

/** Shell-quotes a value only where needed: single quotes, or double quotes for a value with `'` and nothing double quotes would expand. */
export function quote(s: string): string {
  if (s === '') return "''";
  if (SAFE.test(s)) return s;
  if (s.includes("'") && !DOUBLE_UNSAFE.test(s)) return `"${s}"`;
  return `'${s.replace(/'/g, "'\\''")}'`;
}

const GLOB = /[*?[]/;
const OPTION_PREFIX = /^-{0,2}[A-Za-z0-9_.-]*=/;

/**
 * A field as shell text: unresolved expansions as written; each run of literal text quoted as a whole where
 * needed, except that unquoted glob characters stay active and a leading `--name=` stays outside the quotes.
 */
export function renderField(f: Field): string {
  let out = '';
  let run: Seg[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    if (run.every((x) => x.k === 'u')) out += run.map((x) => x.s).join('');
    else if (run.some((x) => x.k === 'u' && GLOB.test(x.s))) for (const x of run) out += x.k === 'u' ? x.s : quote(x.s);
    else {
      const text = run.map((x) => x.s).join('');
      const head = run[0]?.k === 'u' ? (OPTION_PREFIX.exec(run[0].s)?.[0] ?? '') : '';
      out += head + (text.length > head.length ? quote(text.slice(head.length)) : '');
    }
    run = [];
  };
  for (const seg of f.segs) {
    if (seg.k === 'r') {
      flush();
      out += seg.s;
    } else run.push(seg);
  }
  flush();
  return out === '' ? "''" : out;
}

/** Quoted data: the word came from quotes or escapes and its literal text holds whitespace or a metacharacter. */
export function isDataField(f: Field): boolean {
  return f.quoted && f.segs.some((s) => s.k !== 'r' && META.test(s.s));
}

/** Builds a Text; adjacent data pieces (and the single space between two data words) merge into one span. */
export class TextBuilder {
  private text = '';
  private readonly data: [number, number][] = [];
  private lastData = false;
  private glue = true;

  get empty(): boolean {
    return this.text === '';
  }

  /** a word, preceded by one space unless it is the first or follows an opening `(` */
  word(s: string, data = false): this {
    if (!this.glue) this.add(' ', data && this.lastData);
    this.add(s, data);
    this.lastData = data;
    this.glue = false;
    return this;
  }

  append(t: Text): this {
    if (t.text === '') return this;
    if (!this.glue) this.add(' ', false);
    const off = this.text.length;
    for (const [a, b] of t.data) this.span(a + off, b + off);
    this.text += t.text;
    this.lastData = false;
    this.glue = false;
    return this;
  }

  open(s: string): this {
    this.word(s);
    this.glue = true;
    return this;
  }

  close(s: string): this {
    this.text += s;
    this.lastData = this.glue = false;
    return this;
  }

  private add(s: string, data: boolean): void {
    if (data && s.length > 0) this.span(this.text.length, this.text.length + s.length);
    this.text += s;
  }

  private span(a: number, b: number): void {
    const last = this.data[this.data.length - 1];
    if (last !== undefined && last[1] === a) last[1] = b;
    else this.data.push([a, b]);
  }

  build(): Text {
    return { text: this.text, data: this.data };
  }
}
