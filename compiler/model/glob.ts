/**
 * Path glob -> JavaScript regex source, for rule `path` matchers (the hook runtime tests the regex against
 * the path the agent sends, which is usually absolute and may use either separator).
 *
 * Semantics (docs/decisions/hook-runtime.md):
 * - the glob is matched against the END of the path, starting at a segment boundary, so `.env` matches
 *   `/repo/.env` and `/repo/sub/.env`, and `src/**` matches `/repo/src/a.ts`;
 * - a leading `./` or `/` is dropped (the runtime does not know the repo root);
 * - `*` = any run of non-separator characters, `?` = one non-separator character,
 *   `**` as a whole segment = any number of segments (also none), `{a,b}` = alternation,
 *   `[...]` = character class (`[!...]` negates); `/` matches `/` or `\`;
 * - every other character is literal.
 */

const SEP = '[\\\\/]';
const NOT_SEP = '[^\\\\/]';
const SPECIAL = /[.+^$()|\\{}[\]*?]/;

export function globToRegExpSource(glob: string): string {
  let g = glob.trim().replace(/\\/g, '/');
  while (g.startsWith('./')) g = g.slice(2);
  g = g.replace(/^\/+/, '');
  if (g === '' || g === '**') return '^.*$';
  return `(?:^|${SEP})${convert(g)}$`;
}

function convert(g: string): string {
  let out = '';
  let i = 0;
  let braceDepth = 0;
  while (i < g.length) {
    const c = g[i] as string;
    if (c === '*') {
      const atSegStart = i === 0 || g[i - 1] === '/';
      if (g[i + 1] === '*' && atSegStart && (i + 2 === g.length || g[i + 2] === '/')) {
        if (i + 2 === g.length) {
          // trailing `**`: everything below (the separator before it was already emitted)
          out += '.*';
          i += 2;
        } else {
          out += `(?:${NOT_SEP}*${SEP})*`;
          i += 3;
        }
        continue;
      }
      while (g[i] === '*') i++;
      out += `${NOT_SEP}*`;
      continue;
    }
    if (c === '?') {
      out += NOT_SEP;
    } else if (c === '/') {
      out += SEP;
    } else if (c === '[') {
      const end = g.indexOf(']', i + 2);
      if (end === -1) {
        out += '\\[';
      } else {
        let body = g.slice(i + 1, end);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (c === '{') {
      braceDepth++;
      out += '(?:';
    } else if (c === '}' && braceDepth > 0) {
      braceDepth--;
      out += ')';
    } else if (c === ',' && braceDepth > 0) {
      out += '|';
    } else {
      out += SPECIAL.test(c) ? `\\${c}` : c;
    }
    i++;
  }
  while (braceDepth-- > 0) out += ')';
  return out;
}

/** Top-level `{a,b}` alternatives of a glob, expanded (nested braces stay inside each alternative). */
function alternatives(g: string): string[] {
  const open = g.indexOf('{');
  if (open < 0) return [g];
  let depth = 0;
  const parts: string[] = [];
  let start = open + 1;
  for (let i = open; i < g.length; i++) {
    const c = g[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      parts.push(g.slice(start, i));
      const head = g.slice(0, open);
      const tail = g.slice(i + 1);
      return parts.flatMap((p) => alternatives(head + p + tail));
    } else if (c === ',' && depth === 1) {
      parts.push(g.slice(start, i));
      start = i + 1;
    }
  }
  return [g];
}

/**
 * What removing a folder must be checked against (CompiledMatcher.pathWithin): the literal leading folders of a
 * glob (`.github/workflows` of `.github/workflows/**`) and the names of single-segment literal globs (`.env`).
 */
export function pathWithin(glob: string): { dirs: string[]; names: string[] } {
  const dirs: string[] = [];
  const names: string[] = [];
  const add = (list: string[], v: string) => {
    if (v !== '' && !list.includes(v)) list.push(v);
  };
  for (const alt of alternatives(glob.trim().replace(/\\/g, '/'))) {
    let g = alt;
    while (g.startsWith('./')) g = g.slice(2);
    g = g.replace(/^\/+/, '');
    const segs = g.split('/').filter((s) => s !== '');
    const literal = (s: string) => !/[*?[\]{}]/.test(s);
    const lead: string[] = [];
    for (const s of segs) {
      if (!literal(s)) break;
      lead.push(s);
    }
    if (lead.length === segs.length && segs.length === 1) {
      add(names, segs[0] as string);
      add(dirs, segs[0] as string);
    } else if (lead.length > 0) add(dirs, lead.slice(0, lead.length === segs.length ? -1 : undefined).join('/') || (lead[0] as string));
    else if (segs.length === 2 && segs[0] === '**' && literal(segs[1] as string)) add(names, segs[1] as string);
  }
  return { dirs, names };
}
