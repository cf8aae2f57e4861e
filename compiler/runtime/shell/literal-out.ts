/**
 * What a filter prints for a stdin the line shows (`echo QUtJ... | base64 -d > key.txt`, `... | base64 -d | sh`):
 * its output is the content it writes or the code a shell reads, as surely as the text itself; and what an
 * interpreter prints when its code only prints quoted strings. Pure.
 */
import { AWKS, interpreter } from './programs.js';
import { echoOutput, printfOutput } from './escapes.js';
import type { Field } from './expand.js';
import { VARS } from './sink.js';

const FILTERS = new Set(['cat', 'base64', 'base32', 'basenc', 'openssl', 'xxd', 'rev', 'tr']);

/**
 * Content that is a file's: `cp SRC DST`, `mv SRC DST` and `cat SRC > DST` write what SRC holds, which only the
 * runtime can read (compiler/runtime/edit-windows.ts resolves it; unreadable, the content is unknown).
 */
export const FILE_REF = '\0seamc-file\0';
export const fileRef = (path: string): string => `${FILE_REF}${path}`;

/** `cat FILE...` with files the line names: what it prints is their contents, one after another (each a fileRef) */
export function catFile(argv: readonly string[], fields: readonly { readonly dynamic: boolean }[], stdin: string | undefined): string | undefined {
  const files = argv.slice(1);
  const named = files.length > 0 && files.every((f, i) => f !== '-' && !f.startsWith('-') && fields[i + 1]?.dynamic !== true);
  return argv[0] === 'cat' && stdin === undefined && named ? files.map(fileRef).join('') : undefined;
}

/** Is `program` one whose output knownOut may tell? */
export function printsKnown(program: string): boolean {
  return FILTERS.has(program) || AWKS.has(program) || interpreter(program) !== undefined;
}

/** What `argv` prints given `stdin`, when the line shows it (a filter of known text, an interpreter printing strings). */
export function knownOut(argv: readonly string[], stdin: string | undefined): string | undefined {
  const p = argv[0] ?? '';
  if (FILTERS.has(p)) return filterOut(argv, stdin);
  return codeOut(AWKS.has(p) ? 'awk' : (interpreter(p) ?? ''), argv);
}

/** base64 (standard or URL alphabet, whitespace ignored) as UTF-8 text; undefined when it is not, or decodes to binary */
function unbase64(text: string): string | undefined {
  const t = text.replace(/\s+/g, '');
  if (t === '' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(t)) return undefined;
  const buf = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const out = buf.toString('utf8');
  return out.includes('\0') || out.includes('\uFFFD') ? undefined : out;
}

function unhex(text: string): string | undefined {
  const t = text.replace(/\s+/g, '');
  if (t === '' || t.length % 2 !== 0 || !/^[0-9A-Fa-f]*$/.test(t)) return undefined;
  const out = Buffer.from(t, 'hex').toString('utf8');
  return out.includes('\0') || out.includes('\uFFFD') ? undefined : out;
}

/** The output of filter `argv` given `stdin`; undefined when it is not one of these, or the output cannot be known. */
export function filterOut(argv: readonly string[], stdin: string | undefined): string | undefined {
  if (stdin === undefined) return undefined;
  const [program, ...args] = argv;
  if (program === 'cat' && (args.length === 0 || (args.length === 1 && args[0] === '-'))) return stdin;
  if ((program === 'base64' || program === 'base32' || program === 'basenc') && args.some((a) => /^-(?:d|D|-decode)$/.test(a) || (/^-[A-Za-z]+$/.test(a) && a.includes('d')))) {
    if (program !== 'base64' && !args.includes('--base64') && !args.includes('--base64url')) return undefined;
    return unbase64(stdin);
  }
  if (program === 'openssl' && (args[0] === 'base64' || (args[0] === 'enc' && args.includes('-base64') && !args.some((a) => /^-(?:aes|des|chacha|k|pass|kfile)/.test(a)))) && args.includes('-d')) return unbase64(stdin);
  if (program === 'xxd' && args.includes('-r') && args.includes('-p')) return unhex(stdin);
  if (program === 'rev' && args.length === 0) return stdin.split('\n').map((l) => [...l].reverse().join('')).join('\n');
  if (program === 'tr') return trOut(args, stdin);
  return undefined;
}

/** a quoted string of code, with the escapes every one of these languages reads the same way */
const STR = String.raw`(?:"(?:[^"\\$]|\\[\\"'nt])*"|'(?:[^'\\]|\\[\\'])*')`;
/** a program that is nothing but printing quoted strings: what it prints is as known as echo's */
const PRINTS: Readonly<Record<string, { readonly opt: readonly string[]; readonly call: RegExp; readonly newline: boolean }>> = {
  python: { opt: ['-c'], call: new RegExp(String.raw`^print\(\s*(${STR})\s*\)$`), newline: true },
  perl: { opt: ['-e', '-E'], call: new RegExp(String.raw`^(?:print|say)\s*\(?\s*(${STR})\s*\)?$`), newline: false },
  ruby: { opt: ['-e'], call: new RegExp(String.raw`^(?:puts|print)\s*\(?\s*(${STR})\s*\)?$`), newline: true },
  node: { opt: ['-e'], call: new RegExp(String.raw`^console\.log\(\s*(${STR})\s*\)$`), newline: true },
  awk: { opt: [], call: new RegExp(String.raw`^print\s*\(?\s*(${STR})\s*\)?$`), newline: true },
};

function unquote(s: string): string {
  return s.slice(1, -1).replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/**
 * What `python3 -c 'print("x")'`, `perl -e 'print "x"'`, `ruby -e 'puts "x"'`, `node -e 'console.log("x")'` or `awk
 * 'BEGIN{print "x"}'` prints, when its code is only such calls on quoted strings (`family`: the interpreter's);
 * undefined for anything else, since what other code prints is not the strings it holds.
 */
export function codeOut(family: string, argv: readonly string[]): string | undefined {
  const p = PRINTS[family];
  if (p === undefined) return undefined;
  let code: string | undefined;
  if (family === 'awk') {
    const prog = argv.slice(1).find((a) => !a.startsWith('-'));
    const m = prog === undefined || argv.length !== 2 ? null : /^\s*BEGIN\s*\{([\s\S]*)\}\s*$/.exec(prog);
    code = m?.[1];
  } else if (argv.length === 3 && p.opt.includes(argv[1] as string)) code = argv[2];
  if (code === undefined) return undefined;
  let out = '';
  for (const stmt of code.split(/;|\n/).map((s) => s.trim()).filter((s) => s !== '')) {
    const m = p.call.exec(stmt);
    if (m === null) return undefined;
    out += unquote(m[1] as string) + (p.newline || /^say/.test(stmt) ? '\n' : '');
  }
  return out;
}

/** tr's set: ranges, the classes upper, lower, digit, and the escapes \n \t \\ */
function trSet(spec: string): string | undefined {
  const classes: Record<string, string> = { upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', lower: 'abcdefghijklmnopqrstuvwxyz', digit: '0123456789' };
  const s = spec.replace(/\[:(\w+):\]/g, (m, c: string) => classes[c] ?? m).replace(/\\([nt\\])/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : '\\'));
  if (/\[|\\/.test(s)) return undefined;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i + 1] === '-' && i + 2 < s.length) {
      const [a, b] = [s.charCodeAt(i), s.charCodeAt(i + 2)];
      if (b < a) return undefined;
      for (let c = a; c <= b; c++) out += String.fromCharCode(c);
      i += 2;
    } else out += s[i] as string;
  }
  return out;
}

/** `tr SET1 SET2` (the last of SET2 repeated, as GNU tr does) and `tr -d SET`; other options: undefined */
function trOut(args: readonly string[], stdin: string): string | undefined {
  if (args.length === 2 && args[0] === '-d') {
    const del = trSet(args[1] as string);
    return del === undefined ? undefined : [...stdin].filter((c) => !del.includes(c)).join('');
  }
  if (args.length !== 2 || (args[0] as string).startsWith('-')) return undefined;
  const [from, to] = [trSet(args[0] as string), trSet(args[1] as string)];
  if (from === undefined || to === undefined || to === '') return undefined;
  return [...stdin].map((c) => {
    const i = from.lastIndexOf(c);
    return i < 0 ? c : (to[Math.min(i, to.length - 1)] as string);
  }).join('');
}

/**
 * What echo or printf writes when some of its words are made at run time, each such part as one NUL when it is only
 * variables (`$T`, `${T}`) and as \x01 when it is anything else (`$(cat f)`, which may hold lines of its own): the text
 * a settings file it fills holds around them (`echo "//r/:_authToken=${T}" > .npmrc` sets no setting that names code).
 */
export function shapeOut(argv: readonly string[], fields: readonly Field[]): string | undefined {
  if ((argv[0] !== 'echo' && argv[0] !== 'printf') || fields.length !== argv.length) return undefined;
  const words = fields.slice(1).map((f) => (f.dynamic ? f.segs.map((g) => (g.k !== 'r' ? g.s : VARS.test(g.s) ? '\0' : '\x01')).join('') : f.value));
  if (argv[0] === 'echo') return echoOutput(words);
  if (words[0] === '-v') return undefined;
  if (words[0] === '--') words.shift();
  return words[0] !== undefined ? printfOutput(words[0], words.slice(1)) : undefined;
}
