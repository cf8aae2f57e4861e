/**
 * A substring every match of a regular expression must contain, found from its source: the longest run of
 * plain characters in its top-level sequence (no top-level alternation; groups, classes, escapes with a
 * meaning and quantified characters break runs). The runtime checks it with `includes` before running the
 * regex, so a rule that cannot match costs a substring search instead of a regex compilation and run.
 * Conservative: undefined whenever unsure. Property-tested against the regex itself (tests/runtime/literal).
 */

const META = new Set(['.', '^', '$', '*', '+', '?', '(', ')', '[', ']', '{', '|', '\\']);
const QUANTIFIER = /^\{\d+(,\d*)?\}/;

/** Index just past the group or class starting at `i` (source[i] is `(` or `[`); -1 when unbalanced. */
function skipGroup(src: string, i: number): number {
  let depth = 0;
  let inClass = false;
  for (let j = i; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        if (depth === 0) return j + 1;
      }
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j + 1;
  }
  return -1;
}

/**
 * Length of the escape starting at `i` (src[i] is `\`), and the literal character it stands for when it is a
 * plain identity escape (`\.` `\-` `\/`). Escapes with a meaning (`\d` `\b` `\x20` `\u00e9` `\u{1F600}` `\cJ`
 * `\k<name>` `\p{L}` `\1` `\0` `\n`) stand for no literal: they break the run, and all their characters are consumed.
 */
function escapeAt(src: string, i: number): { len: number; literal?: string } | undefined {
  const e = src[i + 1];
  if (e === undefined) return undefined;
  if (!/[A-Za-z0-9]/.test(e)) return { len: 2, literal: e };
  const rest = src.slice(i + 2);
  let m: RegExpExecArray | null;
  if (e === 'x' && (m = /^[0-9A-Fa-f]{2}/.exec(rest))) return { len: 4 };
  if (e === 'u' && (m = /^(?:[0-9A-Fa-f]{4}|\{[0-9A-Fa-f]+\})/.exec(rest))) return { len: 2 + m[0].length };
  if (e === 'c' && /^[A-Za-z]/.test(rest)) return { len: 3 };
  if (e === 'k' && (m = /^<[^>]*>/.exec(rest))) return { len: 2 + m[0].length };
  if ((e === 'p' || e === 'P') && (m = /^\{[^}]*\}/.exec(rest))) return { len: 2 + m[0].length };
  if (/[0-9]/.test(e)) return { len: 2 + (/^[0-9]*/.exec(rest) as RegExpExecArray)[0].length };
  return { len: 2 };
}

export function requiredLiteral(src: string, flags: string): string | undefined {
  if (/[uv]/.test(flags)) return undefined;
  const runs: string[] = [];
  let run = '';
  const end = () => {
    if (run) runs.push(run);
    run = '';
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    let atom: string | undefined;
    let next = i + 1;
    if (c === '|') return undefined;
    if (c === '(' || c === '[') {
      next = skipGroup(src, i);
      if (next < 0) return undefined;
    } else if (c === '\\') {
      const esc = escapeAt(src, i);
      if (esc === undefined) return undefined;
      next = i + esc.len;
      atom = esc.literal;
    } else if (c === '{' && !QUANTIFIER.test(src.slice(i))) atom = c;
    else if (!META.has(c)) atom = c;
    // a quantifier after the atom makes it optional or repeated: it cannot join a run
    const q = src[next];
    const quantified = q === '*' || q === '+' || q === '?' || (q === '{' && QUANTIFIER.test(src.slice(next)));
    if (atom !== undefined && !quantified) run += atom;
    else end();
    if (quantified) {
      next += q === '{' ? (QUANTIFIER.exec(src.slice(next)) as RegExpExecArray)[0].length : 1;
      if (src[next] === '?') next++;
    }
    i = next;
  }
  end();
  let best = '';
  for (const r of runs) if (r.length > best.length) best = r;
  if (best.length < 2) return undefined;
  if (flags.includes('i')) return /^[\x20-\x7e]+$/.test(best) ? best.toLowerCase() : undefined;
  return best;
}
