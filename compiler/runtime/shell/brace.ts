/**
 * Brace expansion, as bash does it before any other expansion: `.e{n,}v` is `.env .ev`, `{main,-f}` is `main -f`,
 * `{1..3}` is `1 2 3`. Applied to the unquoted literal text of a word (expand.ts); a group that crosses quotes or
 * an expansion is not expanded, and the word is marked unknown instead.
 */

/** More alternatives than this from one word: the word is left unexpanded and marked unknown. */
export const MAX_BRACE_WORDS = 256;

export interface BraceGroup {
  readonly start: number;
  readonly end: number;
  readonly alts: readonly string[];
}

function sequence(body: string): string[] | undefined {
  const m = /^(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?$/.exec(body);
  if (!m) return undefined;
  const [a, b] = [m[1] as string, m[2] as string];
  const num = /\d/.test(a);
  if (num !== /\d/.test(b)) return undefined;
  const from = num ? Number(a) : a.charCodeAt(0);
  const to = num ? Number(b) : b.charCodeAt(0);
  const step = Math.abs(Number(m[3] ?? 1)) || 1;
  if (Math.abs(to - from) / step >= MAX_BRACE_WORDS) return undefined;
  const out: string[] = [];
  for (let v = from; from <= to ? v <= to : v >= to; v += from <= to ? step : -step) out.push(num ? String(v) : String.fromCharCode(v));
  return out;
}

/** The first group of `text` bash would expand (a comma list or a sequence), or undefined. */
export function braceGroup(text: string): BraceGroup | undefined {
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
    if (i > 0 && text[i - 1] === '$') continue;
    let depth = 0;
    const commas: number[] = [];
    let end = -1;
    for (let j = i; j < text.length; j++) {
      const c = text[j];
      if (c === '\\') j++;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        end = j;
        break;
      } else if (c === ',' && depth === 1) commas.push(j);
    }
    if (end < 0) return undefined;
    const body = text.slice(i + 1, end);
    if (commas.length > 0) {
      const alts: string[] = [];
      let from = i + 1;
      for (const c of [...commas, end]) {
        alts.push(text.slice(from, c));
        from = c + 1;
      }
      return { start: i, end: end + 1, alts };
    }
    const seq = sequence(body);
    if (seq) return { start: i, end: end + 1, alts: seq };
  }
  return undefined;
}

/** Every word `text` expands to (itself when it holds no group), or undefined past MAX_BRACE_WORDS. */
export function braceExpand(text: string): string[] | undefined {
  const g = braceGroup(text);
  if (!g) return [text];
  const out: string[] = [];
  for (const alt of g.alts) {
    const more = braceExpand(text.slice(0, g.start) + alt + text.slice(g.end));
    if (more === undefined || out.length + more.length > MAX_BRACE_WORDS) return undefined;
    out.push(...more);
  }
  return out;
}
