/**
 * Commands that interpreter code starts (`python -c "import os; os.system('git push -f')"`, `node -e`, `perl -e`,
 * `awk 'BEGIN{system(...)}'`): each language's standard ways to start a process are found in the code and their
 * arguments read (compiler/runtime/shell/literals.ts). A literal command is judged like a command on the line; one
 * made at run time, code that evaluates code, or a process function handed around unread makes the line opaque, which
 * a security rule on commands refuses (docs/matching.md, "Interpreter code").
 */
import type { Field } from './expand.js';
import { literalField } from './expand.js';
import type { CodeEffect } from './code-files.js';
import { anyFile, codeFiles } from './code-files.js';
import { effectLines } from './code-modes.js';
import { withArgs } from './code-paths.js';
import type { Job, Launch, Unknown } from './launch.js';
import type { Arg, Lang, Value } from './literals.js';
import { notCode } from './js-templates.js';
import { callArgs, commandAt, literal, skipSpace } from './literals.js';
import { roles } from './roles.js';
import { LANGS, type Form, type Tongue } from './tongues.js';

export interface Inline {
  /** shell lines the code runs */
  readonly lines: readonly string[];
  /** programs it runs with their arguments, no shell between */
  readonly argvs: readonly (readonly string[])[];
  /** `a line whose ... code ...`: what cannot be read */
  readonly opaque?: string;
}

const NONE: Inline = { lines: [], argvs: [] };

const str = (v: Value | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: Value | undefined): readonly string[] | undefined => (typeof v === 'string' ? undefined : v);

/** The argv (or shell line) of one call, by its form; undefined when the call's arguments are not literal. */
function callOf(form: Form, args: readonly Arg[]): { line?: string; argv?: readonly string[] } | undefined {
  const v = args.map((a) => a.value);
  const rest = args.map((a) => a.raw).join(',');
  const shellOpt = /\bshell\s*[=:]\s*(?!False\b|false\b|0\b|None\b|nil\b|undefined\b)/.test(rest);
  if (typeof form === 'object') {
    // exec-style calls name the program by its path and give argv[0] as a label only: the path is what runs
    const path = form.path === undefined ? undefined : str(v[form.path]);
    if (form.path !== undefined && path === undefined) return undefined;
    if ('from' in form) {
      const tail = v.slice(form.from);
      // the *e variants end with an environment
      if (form.env && tail.length > 1 && typeof tail[tail.length - 1] !== 'string') tail.pop();
      if (tail.length === 0 || !tail.every((x) => typeof x === 'string')) return undefined;
      return { argv: path === undefined ? (tail as string[]) : [path, ...(tail.slice(1) as string[])] };
    }
    const l = list(v[form.listAt]);
    if (l === undefined || (l.length === 0 && path === undefined)) return undefined;
    return { argv: path === undefined ? l : [path, ...l.slice(1)] };
  }
  switch (form) {
    case 'line':
      return str(v[0]) !== undefined ? { line: str(v[0]) as string } : undefined;
    case 'first': {
      const l = list(v[0]);
      return str(v[0]) !== undefined ? { line: v[0] as string } : l !== undefined && l.length > 0 ? { argv: l } : undefined;
    }
    case 'args': {
      if (v.length === 1 && str(v[0]) !== undefined) return { line: v[0] as string };
      if (v.length === 1 && list(v[0]) !== undefined) return { argv: list(v[0]) as string[] };
      return v.length > 1 && v.every((x) => typeof x === 'string') ? { argv: v as string[] } : undefined;
    }
    case 'sub': {
      const s = str(v[0]);
      if (s !== undefined) return shellOpt ? { line: s } : { argv: [s] };
      const l = list(v[0]);
      return l !== undefined && l.length > 0 ? (shellOpt ? { line: l.join(' ') } : { argv: l }) : undefined;
    }
    case 'file': {
      const p = str(v[0]);
      if (p === undefined) return undefined;
      const second = v[1];
      const l = second === undefined || (args[1] as Arg).raw.startsWith('{') ? [] : list(second);
      if (l === undefined) return undefined;
      // Deno.Command(prog, { args: [...] })
      const named = /\bargs\s*:\s*(\[[^\]]*\])/.exec(rest);
      const more = named ? list(literal(named[1] as string, 'js')) : [];
      if (more === undefined) return undefined;
      const argv = [p, ...l, ...more];
      return shellOpt ? { line: argv.join(' ') } : { argv };
    }
    case 'cmd': {
      // Bun.spawn([...]) or Bun.spawn({ cmd: [...] })
      const named = /\bcmd\s*:\s*(\[[^\]]*\])/.exec(rest);
      const l = list(v[0]) ?? (named ? list(literal(named[1] as string, 'js')) : undefined);
      return l !== undefined && l.length > 0 ? { argv: l } : undefined;
    }
    case 'node': {
      const p = str(v[0]);
      const l = v[1] === undefined || (args[1] as Arg).raw.startsWith('{') ? [] : list(v[1]);
      return p !== undefined && l !== undefined ? { argv: ['node', p, ...l] } : undefined;
    }
    case 'open': {
      // perl open(FH, "cmd |") / open(FH, "-|", cmd...); ruby open("|cmd")
      const at = args.length === 1 ? 0 : 1;
      const mode = str(v[at]);
      if (mode === undefined) return undefined;
      if (mode === '-|' || mode === '|-') return callOf('args', args.slice(at + 1));
      const m = /^\s*\|(.*)$|^(.*)\|\s*$/s.exec(mode);
      if (m) return { line: (m[1] ?? m[2] ?? '').trim() };
      return {};
    }
    default:
      return undefined;
  }
}

/** A process function named without being called, or called with arguments the line does not show. */
const unread = (fam: string, name: string): string => `a line whose ${fam} code runs a command it makes at run time (${name.trim()})`;

/**
 * The commands `code` in language family `fam` starts, as far as the text shows them. `asWritten` (code in a file,
 * docs/matching.md "Code in files"): every literal call is read and what is made at run time is passed over, where
 * code on the line stops at the first thing it cannot read and is opaque.
 */
export function inlineCode(fam: string, code0: string, asWritten = false, args: readonly string[] = [], offset = 2): Inline {
  const t: Tongue | undefined = LANGS.get(fam);
  if (t === undefined) return asWritten ? NONE : { ...NONE, opaque: `a line that runs ${fam} code, which seamc does not read` };
  const lang: Lang = t.lang;
  const code = withArgs(lang, code0, args, offset);
  const src = t.prepare ? t.prepare(code) : { code };
  const text = src.code;
  // names are looked for in the whole text, strings and comments too: a reader of strings that disagreed with the
  // language's (a regex literal holding a quote, a Python 3.12 f-string nesting its own quotes) would hide real calls.
  // Code in a file is read as written, what it makes at run time passed over: these tests (large regexes, compiled at
  // their first use on every call) are for code on the line only
  if (!asWritten) {
    const dyn = t.dynamic?.exec(text);
    const why =
      src.opaque !== undefined
        ? `a line whose ${fam} code ${src.opaque}`
        : dyn
          ? `a line whose ${fam} code runs code it makes at run time (${dyn[0].replace(/[\s(]+$/, '').trim().slice(0, 40)})`
          : t.named?.test(text)
            ? `a line whose ${fam} code names a process function in a string`
            : undefined;
    if (why !== undefined) return { ...NONE, opaque: why };
  }
  const lines: string[] = [...(t.whole ? [text] : [])];
  const argvs: (readonly string[])[] = [];
  if (t.gate !== undefined && !t.gate.test(text)) return { lines, argvs };
  for (const site of t.sites) {
    site.re.lastIndex = 0;
    for (let m = site.re.exec(text); m !== null; m = site.re.exec(text)) {
      const after = m.index + m[0].length;
      let call: { line?: string; argv?: readonly string[] } | undefined;
      let end = after;
      if (site.form === 'literal' && lang === 'js' && notCode(text, m.index)) continue;
      if (site.form === 'literal') {
        // a command literal (`...`, qx{...}, %x(...)) starts where the match does
        const s = commandAt(text, m.index, lang);
        call = s !== undefined && typeof s.value === 'string' ? { line: s.value } : undefined;
        end = s?.end ?? after;
      } else if (site.form !== 'opaque') {
        const k = skipSpace(text, after, false);
        const paren = text[k] === '(';
        if (paren || t.bare) {
          const read = callArgs(text, k, lang, !paren);
          call = read.args.length === 0 ? undefined : callOf(site.form, read.args);
          end = read.end;
        }
      }
      if (call === undefined && !asWritten) return { ...NONE, opaque: unread(fam, m[0]) };
      if (call?.line !== undefined) lines.push(call.line);
      if (call?.argv !== undefined) argvs.push(call.argv);
      site.re.lastIndex = Math.max(end, after);
    }
  }
  const extra = t.more?.(text);
  if (extra !== undefined) {
    if (extra.opaque !== undefined && !asWritten) return { ...NONE, opaque: `a line whose ${fam} code ${extra.opaque}` };
    lines.push(...extra.lines);
  }
  return { lines, argvs };
}

/** Options of interpreters that take a value: the word after them is not a script. */
const INTERP_VALUED = new Set(['-W', '-X', '-Q', '-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--input-type', '-I', '-M', '-d', '-x']);
/** options of node's runners that take a value (ts-node's `--project tsconfig.json`, tsx's `--tsconfig`, node's `--env-file`) */
const NODE_VALUED = new Set(['-P', '--project', '-O', '--compiler-options', '--compiler', '--dir', '--cwd', '--scope-dir', '--transpiler', '--ignore', '--tsconfig', '--env-file', '--env-file-if-exists', '--title', '--watch-path', '--inspect-port']);

/** Does the interpreter run its stdin as code (no script, no module, no code option; `deno run -`, `bun run -`)? */
function codeOnStdin(fam: string, vals: readonly string[]): boolean {
  if ((fam === 'deno' || fam === 'bun') && vals[1] === 'run') return vals.slice(2).includes('-');
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '-') return true;
    if (a === '-m' || a.startsWith('-m') || !a.startsWith('-')) return false;
    if (INTERP_VALUED.has(a)) i++;
  }
  return true;
}

/**
 * Does the code read the files named after it: perl's and ruby's -n / -p loops and `<>`, ruby's ARGF and gets,
 * Python's fileinput.input() without arguments.
 */
function argvFiles(fam: string, vals: readonly string[], code: string): boolean {
  if (fam === 'perl' || fam === 'ruby') {
    for (const v of vals.slice(1)) {
      if (!v.startsWith('-') || v === '--') break;
      if (/^-[a-zA-Z0-9]*[np]/.test(v) && !/^-[a-zA-Z0-9]*[eEIMm][a-zA-Z0-9]*[np]/.test(v)) return true;
    }
    return fam === 'perl' ? /<<?(?:ARGV)?>>?|\beof\s*\(\s*\)/.test(code) : /\bARGF\b|\$<|(?<![\w.:@$])(?:gets|readlines|readline)\b/.test(code);
  }
  return fam === 'python' && /\bfileinput\s*\.\s*input\s*\(\s*\)/.test(code);
}

/**
 * Interpreter code on the line (`python -c CODE`, `node -e CODE`, an awk program) or on literal stdin: the commands
 * it starts (compiler/runtime/shell/inline.ts) run as nested commands; code the line does not show is opaque.
 */
export function interpreted(fam: string, program: string, fields: readonly Field[], stdin: string | undefined, unknown: Unknown): Launch {
  const vals = fields.map((f) => f.value);
  const r = roles([program, ...vals.slice(1)]);
  let texts = r.texts;
  const blind = (opaque: string): Launch => ({ jobs: [], data: [], reads: [], effects: anyFile(program), opaque });
  if (r.code.some((i) => fields[i]?.dynamic === true)) return blind(`a line that runs ${fam} code made at run time`);
  if (texts.length === 0 && fam !== 'awk' && codeOnStdin(fam, vals)) {
    if (stdin !== undefined) texts = [stdin];
    else if (unknown.stdin) return blind(`a line that feeds ${program} code made at run time`);
  }
  const jobs: Job[] = [];
  const effects: CodeEffect[] = [];
  const after = r.code.length > 0 ? vals.slice(Math.max(...r.code) + 1) : [];
  let why: string | undefined;
  for (const t of texts) {
    const found = inlineCode(fam, t, false, after, 1);
    why ??= found.opaque;
    for (const line of found.lines) jobs.push({ text: line });
    for (const argv of found.argvs) jobs.push({ fields: argv.map(literalField) });
    effects.push(...codeFiles(fam, t, program, true, after));
  }
  for (const line of effectLines(effects)) jobs.push({ text: line });
  // the files the code is given to read (perl -n, ruby -p, `<>`, fileinput): every word after it
  if (texts.some((t) => argvFiles(fam, vals, t))) for (const w of after) if (!w.startsWith('-')) effects.push({ path: w, op: 'read', via: program });
  // code seamc cannot read may touch any file: a security rule on paths refuses it as it does a path made at run time
  if (why !== undefined) effects.push(...anyFile(program));
  // a script file the interpreter runs is read by it (`php .env` prints a file that is not PHP, python quotes a line
  // of it in its error): as `bash .env` is
  const file = texts.length === 0 ? scriptFile(fam, vals) : undefined;
  return { jobs, data: [], reads: file !== undefined && !/\.(?:[cm]?[jt]sx?|py|pl|pm|rb|php|lua|r|jl|awk|ps1|tcl|exp)$/i.test(file) ? [file] : [], effects, ...(why !== undefined ? { opaque: why } : {}) };
}

/** The script file an interpreter runs, when the line gives one and no inline code (`python3 deploy.py`, `awk -f x.awk`). */
export function scriptFile(fam: string, argv: readonly string[]): string | undefined {
  if (fam === 'awk') {
    const i = argv.findIndex((a, k) => k > 0 && (a === '-f' || a === '--file'));
    return i > 0 ? argv[i + 1] : undefined;
  }
  if (roles(argv).texts.length > 0) return undefined;
  let i = 1;
  if (fam === 'deno') {
    if (argv[1] !== 'run') return undefined;
    i = 2;
  }
  for (; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      i++;
      break;
    }
    // `python -m pkg.mod` runs pkg/mod.py from the folder it starts in, when it is there (a module installed elsewhere is not read)
    if (fam === 'python' && a.startsWith('-m')) {
      const mod = a.length > 2 ? a.slice(2) : argv[i + 1];
      return mod !== undefined && /^[\w.]+$/.test(mod) ? `${mod.replace(/\./g, '/')}.py` : undefined;
    }
    if (fam === 'pwsh' && /^-f(ile)?$/i.test(a)) return argv[i + 1];
    if (!a.startsWith('-') || a === '-') break;
    if (INTERP_VALUED.has(a) || (fam === 'node' && NODE_VALUED.has(a))) i++;
  }
  const f = argv[i];
  if (f === undefined || f === '-') return undefined;
  // `bun NAME` is a package.json script unless NAME is a file bun runs (runs.ts)
  return fam === 'bun' && !/\.[cm]?[jt]sx?$/.test(f) ? undefined : f;
}
