/**
 * The path an expression in interpreter code names, when the line shows it, for compiler/runtime/shell/code-files.ts:
 * literals and their concatenations, and the usual ways to spell a path (`os.path.join`, `Path.home() / '.ssh'`,
 * `path.join(os.homedir(), ...)`, `File.expand_path`, a template literal, `sys.argv[1]` from the words after the code).
 */
import type { Lang } from './literals.js';
import { callArgs, literal, skipExpr, skipSpace, stringAt } from './literals.js';

export interface Paths {
  readonly lang: Lang;
  /** the words after the code (`python3 -c CODE a b`: a, b) */
  readonly args: readonly string[];
  /** where node's process.argv holds them: 2 in a script, 1 for -e code (withArgs) */
  readonly offset?: number;
  /** the whole code, where a name's one assignment is found (`p = '.env'; open(p)`) */
  readonly code?: string;
}

const HOME = /^(?:Path\s*\.\s*home\s*\(\s*\)|(?:pathlib\s*\.\s*)?Path\s*\.\s*home\s*\(\s*\)|os\s*\.\s*(?:environ\s*\[\s*['"]HOME['"]\s*\]|getenv\s*\(\s*['"]HOME['"]\s*\)|environ\s*\.\s*get\s*\(\s*['"]HOME['"]\s*\))|(?:require\s*\(\s*['"](?:node:)?os['"]\s*\)|os)\s*\.\s*homedir\s*\(\s*\)|process\s*\.\s*env\s*\.\s*HOME|process\s*\.\s*env\s*\[\s*['"]HOME['"]\s*\]|Dir\s*\.\s*home|ENV\s*\[\s*['"]HOME['"]\s*\]|\$ENV\s*\{\s*['"]?HOME['"]?\s*\}|getenv\s*\(\s*['"]HOME['"]\s*\)|Sys\s*\.\s*getenv\s*\(\s*['"]HOME['"]\s*\)|homedir\s*\(\s*\))$/;
const CWD = /^(?:(?:pathlib\s*\.\s*)?Path\s*\.\s*cwd\s*\(\s*\)|os\s*\.\s*getcwd\s*\(\s*\)|process\s*\.\s*cwd\s*\(\s*\)|Dir\s*\.\s*pwd|getcwd\s*\(\s*\))$/;
/** calls whose value is their arguments joined as a path, or their one argument */
const JOIN = /^(?:os\s*\.\s*path\s*\.\s*join|path\s*\.\s*(?:join|resolve)|File\s*\.\s*join|file\.path)$/;
const SAME = /^(?:os\s*\.\s*path\s*\.\s*(?:expanduser|abspath|realpath|normpath)|str|(?:pathlib\s*\.\s*)?(?:Pure)?(?:Posix)?Path|path\s*\.\s*normalize|File\s*\.\s*expand_path|Pathname\s*\.\s*new|Pathname|path\.expand|normalizePath|expanduser)$/;
const CONCAT: Readonly<Partial<Record<Lang, string>>> = { python: '+', js: '+', ruby: '+', perl: '.', php: '.', lua: '..' };

/** `raw` split at top-level occurrences of `sep` (outside strings and brackets). */
function splitTop(raw: string, lang: Lang, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < raw.length; i++) {
    const s = stringAt(raw, i, lang);
    if (s !== undefined) {
      i = Math.max(s.end, i + 1) - 1;
      continue;
    }
    const c = raw[i] as string;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && raw.startsWith(sep, i) && (sep !== '.' || !/[\w$]/.test(raw[i + 1] ?? ''))) {
      parts.push(raw.slice(from, i).trim());
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(raw.slice(from).trim());
  return parts;
}

/** The path an expression names, when the line shows it. */
export function pathOf(raw0: string, r: Paths, depth = 0): string | undefined {
  const raw = raw0.trim().replace(/^\w+\s*=\s*(?!=)/, r.lang === 'python' || r.lang === 'r' ? '' : '$&');
  if (raw === '' || depth > 8) return undefined;
  const v = literal(raw, r.lang);
  if (v !== undefined) return typeof v === 'string' ? v : undefined;
  if (HOME.test(raw)) return '~';
  if (CWD.test(raw)) return '.';
  // `sys.argv[1]`, `process.argv[2]`, `$ARGV[0]`: a word after the code
  const given = r.args.length > 0 ? withArgs(r.lang, raw, r.args, r.offset) : raw;
  if (given !== raw) return pathOf(given, r, depth + 1);
  if (/^\$?[A-Za-z_]\w*$/.test(raw)) return assigned(raw, r, depth);
  const call = /^([\w$.\s]+?)\s*\(/.exec(raw);
  if (call !== null) {
    const read = callArgs(raw, call[0].length - 1, r.lang);
    if (read.end === raw.length - 1) {
      const name = (call[1] as string).replace(/\s+/g, '');
      const parts = read.args.filter((x) => !/^\w+\s*=[^=]/.test(x.raw)).map((x) => pathOf(x.raw, r, depth + 1));
      if (JOIN.test(name) && parts.length > 0 && parts.every((p) => p !== undefined)) return parts.reduce((acc, p) => (p?.startsWith('/') ? p : `${acc}/${p}`)) as string;
      if (SAME.test(name)) return parts.length === 0 ? '.' : parts.length === 1 ? parts[0] : undefined;
    }
  }
  // `Path.home() / '.ssh'` (Python's path operator); concatenations of paths and strings
  for (const sep of r.lang === 'python' ? ['/', '+'] : [CONCAT[r.lang] ?? '']) {
    if (sep === '') continue;
    const parts = splitTop(raw, r.lang, sep);
    if (parts.length < 2) continue;
    const known = parts.map((p) => pathOf(p, r, depth + 1));
    if (known.every((p) => p !== undefined)) return sep === '/' ? known.join('/') : known.join('');
  }
  if (r.lang === 'js' && raw.startsWith('`')) return template(raw, r, depth);
  return undefined;
}

const esc = (s: string): string => s.replace(/[$]/g, '\\$');

/**
 * The path a name holds when the code assigns it once, at the start of a statement, and binds it no other way (a
 * loop, a parameter, `as`, a block argument): then it is that assignment's value; otherwise unknown.
 */
function assigned(name: string, r: Paths, depth: number): string | undefined {
  const code = r.code;
  if (code === undefined) return undefined;
  const n = esc(name);
  const all = code.match(new RegExp(`(?<![\\w$.])${n}\\s*(?:\\*\\*|\\/\\/|\\.\\.|<<|>>|[-+*/%.|&^:])?=(?![=>~])`, 'g')) ?? [];
  if (all.length !== 1) return undefined;
  const bound = new RegExp(`\\bfor\\s*\\(?\\s*(?:(?:const|let|var|my|our|local)\\s+)?[^;\\n]*(?<![\\w$])${n}\\b|\\bas\\s+${n}\\b|\\|[^|\\n]*(?<![\\w$])${n}\\b[^|\\n]*\\||\\b(?:def|function|lambda|sub)\\b[^:{\\n]*(?<![\\w$])${n}\\b|(?<![\\w$])${n}\\s*=>|\\(\\s*${n}\\s*\\)\\s*=>`);
  if (bound.test(code)) return undefined;
  const m = new RegExp(`(?:^|[;\\n{])[ \\t]*(?:(?:const|let|var|my|our|local)\\s+)?${n}[ \\t]*=(?![=>~])`).exec(code);
  if (m === null) return undefined;
  const at = skipSpace(code, m.index + m[0].length);
  return pathOf(code.slice(at, skipExpr(code, at, r.lang, true)), r, depth + 1);
}

/** A JavaScript template literal whose `${...}` parts are paths. */
function template(raw: string, r: Paths, depth: number): string | undefined {
  if (!raw.endsWith('`')) return undefined;
  let out = '';
  const body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    if (body.startsWith('${', i)) {
      const close = body.indexOf('}', i);
      const p = close < 0 ? undefined : pathOf(body.slice(i + 2, close), r, depth + 1);
      if (p === undefined) return undefined;
      out += p;
      i = close;
    } else if (body[i] === '\\') return undefined;
    else out += body[i];
  }
  return out;
}

const pyq = (v: string): string => JSON.stringify(v);
const plq = (v: string): string => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Code with its argument list written out, where the words are known (`python3 run.py git push -f` whose code runs
 * `subprocess.run(sys.argv[1:])`): `sys.argv[1:]`, `sys.argv[N]`, `process.argv.slice(2)`, `process.argv[N]`
 * (`offset`: where node's arguments start, 2 for a script, 1 for -e code), perl's `@ARGV` and `$ARGV[N]`, ruby's
 * `ARGV` and `ARGV[N]`, PHP's `$argv[N]`. The process and file readers then see them as literals.
 */
export function withArgs(lang: Lang, code: string, args: readonly string[], offset = 2): string {
  if (args.length === 0) return code;
  const at = (k: number, q: (v: string) => string): string | undefined => (args[k] === undefined ? undefined : q(args[k] as string));
  if (lang === 'python')
    return code
      .replace(/\bsys\s*\.\s*argv\s*\[\s*(\d+)\s*:\s*\]/g, (m, k: string) => (Number(k) >= 1 ? `[${args.slice(Number(k) - 1).map(pyq).join(', ')}]` : m))
      .replace(/\bsys\s*\.\s*argv\s*\[\s*(\d+)\s*\]/g, (m, k: string) => at(Number(k) - 1, pyq) ?? m);
  if (lang === 'js')
    return code
      .replace(/\bprocess\s*\.\s*argv\s*\.\s*slice\s*\(\s*(\d+)\s*\)/g, (m, k: string) => (Number(k) >= offset ? `[${args.slice(Number(k) - offset).map(pyq).join(', ')}]` : m))
      .replace(/\bprocess\s*\.\s*argv\s*\[\s*(\d+)\s*\]/g, (m, k: string) => at(Number(k) - offset, pyq) ?? m);
  if (lang === 'php') return code.replace(/\$argv\s*\[\s*(\d+)\s*\]/g, (m, k: string) => at(Number(k) - 1, plq) ?? m);
  if (lang === 'perl') return code.replace(/\$ARGV\s*\[\s*(\d+)\s*\]/g, (m, k: string) => at(Number(k), plq) ?? m).replace(/@ARGV\b/g, args.map(plq).join(', '));
  if (lang === 'ruby') return code.replace(/\bARGV\s*\[\s*(\d+)\s*\]/g, (m, k: string) => at(Number(k), plq) ?? m).replace(/\*ARGV\b/g, args.map(plq).join(', ')).replace(/\bARGV\b(?!\s*\[)/g, `[${args.map(plq).join(', ')}]`);
  return code;
}
