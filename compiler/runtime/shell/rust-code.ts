/**
 * How Rust code starts a process, for the build scripts cargo runs (build-runs.ts): `std::process::Command::new(P)`
 * and the calls chained on it, `.arg(A)`, `.args([A, B])` (also `&[..]` and `vec![..]`), read up to the call that
 * runs it. A string literal (`"..."`, `r"..."`, `r#"..."#`) is a word as written; a word made at run time is left
 * out. A command bound to a variable and given its arguments in later statements is read up to the end of
 * its chain. Vendor-free.
 */
import { quote } from './render.js';
import type { Tongue } from './tongues.js';

/** a Rust string literal at `i`: its value and end, or undefined when none starts there */
function rustString(s: string, i: number): { value: string; end: number } | undefined {
  const raw = /^r(#*)"/.exec(s.slice(i, i + 260));
  if (raw !== null) {
    const close = `"${raw[1] as string}`;
    const at = s.indexOf(close, i + raw[0].length);
    return at < 0 ? undefined : { value: s.slice(i + raw[0].length, at), end: at + close.length };
  }
  if (s[i] !== '"') return undefined;
  let v = '';
  for (let k = i + 1; k < s.length; k++) {
    const c = s[k] as string;
    if (c === '"') return { value: v, end: k + 1 };
    if (c !== '\\') v += c;
    else {
      const n = s[++k] ?? '';
      v += n === 'n' ? '\n' : n === 't' ? '\t' : n === '0' ? '\0' : n === '\n' ? '' : n;
      if (n === '\n') while (/\s/.test(s[k + 1] ?? '')) k++;
    }
  }
  return undefined;
}

/** the text of the balanced parenthesis group opening at `i` (without the parentheses), and its end */
function group(s: string, i: number): { body: string; end: number } {
  let depth = 0;
  for (let k = i; k < s.length; k++) {
    const c = s[k];
    if (c === '"' || (c === 'r' && /^r#*"/.test(s.slice(k, k + 40)) && !/\w/.test(s[k - 1] ?? ''))) {
      const str = rustString(s, k);
      if (str !== undefined) {
        k = str.end - 1;
        continue;
      }
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && --depth === 0) return { body: s.slice(i + 1, k), end: k + 1 };
  }
  return { body: s.slice(i + 1), end: s.length };
}

/**
 * the words of an argument list's text: each literal as written. A word made at run time is left out, as a call
 * made at run time is passed over in any script read from a file (docs/matching.md, "Code in files"): a build
 * script that asks git for a version with a computed list is ordinary, and the literal words still count.
 */
function words(body: string): string[] {
  const out: string[] = [];
  const list = body.trim().replace(/^&?\s*(?:vec!\s*)?\[([\s\S]*)\]$/, '$1');
  for (const part of list.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
    const p = part.trim().replace(/\.(?:to_string|to_owned|into|as_str)\(\)$/, '').replace(/^&/, '');
    if (p === '') continue;
    const lit = rustString(p, 0);
    if (lit !== undefined && lit.end === p.length) out.push(quote(lit.value));
  }
  return out;
}

/** The shell lines the Rust code's process calls make (argv quoted; a shell given -c reads its line). */
export function rustCommands(code: string): { lines: string[] } {
  const lines: string[] = [];
  const re = /\bCommand\s*::\s*new\s*\(/g;
  for (let m = re.exec(code); m !== null; m = re.exec(code)) {
    const first = group(code, m.index + m[0].length - 1);
    const argv = words(first.body).slice(0, 1);
    if (argv.length === 0) continue;
    // the chain: `.arg(..)` / `.args(..)` add words, any other call is passed over; a binding's later
    // `name.arg(..)` statements continue it
    const bound = /let\s+(?:mut\s+)?(\w+)\s*(?::\s*[\w:<>]+\s*)?=\s*(?:\w+\s*::\s*)*$/.exec(code.slice(Math.max(0, m.index - 120), m.index))?.[1];
    let k = first.end;
    const chain = (): void => {
      for (;;) {
        const call = /^\s*\.\s*(\w+)\s*(?:::<[^>]*>)?\s*\(/.exec(code.slice(k, k + 200));
        if (call === null) return;
        const g = group(code, k + call[0].length - 1);
        if (call[1] === 'arg') argv.push(...words(g.body).slice(0, 1));
        else if (call[1] === 'args') argv.push(...words(g.body));
        k = g.end;
      }
    };
    chain();
    if (bound !== undefined) {
      const next = new RegExp(`\\b${bound}\\s*(?=\\.)`, 'g');
      next.lastIndex = k;
      for (let n = next.exec(code); n !== null && argv.length < 256; n = next.exec(code)) {
        k = n.index + n[0].length;
        chain();
        next.lastIndex = Math.max(k, n.index + n[0].length);
      }
    }
    lines.push(argv.join(' '));
    re.lastIndex = Math.max(re.lastIndex, first.end);
  }
  return { lines };
}

export const RUST: Tongue = { lang: 'js', sites: [], gate: /\bCommand\s*::\s*new\b/, more: rustCommands };
