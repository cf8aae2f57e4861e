/** Which argument words are data (echo/printf arguments, commit messages) and which are interpreter code (never data). */
import { AWKS, classify, INTERPRETERS, interpreter } from './programs.js';

export interface Roles {
  readonly data: readonly number[];
  /** indices of inline code (python -c, node -e ...) */
  readonly code: readonly number[];
  /** the code texts, decoded where the program encodes them */
  readonly texts: readonly string[];
}

const NONE: Roles = { data: [], code: [], texts: [] };
const MESSAGE_SUBCOMMANDS = new Set(['commit', 'tag', 'merge', 'notes', 'stash']);

const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a) }, (_, k) => a + k);

export function roles(argv: readonly string[]): Roles {
  const program = argv[0] ?? '';
  if (program === 'echo' || program === 'printf') return { data: range(1, argv.length), code: [], texts: [] };
  if (program === 'git') return { data: gitMessages(argv), code: [], texts: [] };
  if (AWKS.has(program)) return awkProgram(argv);
  const fam = interpreter(program);
  return fam === undefined ? NONE : inlineCode(fam, argv);
}

const AWK_VALUED = new Set(['-F', '-v', '--field-separator', '--assign', '-i', '--include', '-l', '--load', '-W']);

/** awk's program: `-e`/`--source` texts, else the first word that is not an option, unless `-f` names a file */
function awkProgram(argv: readonly string[]): Roles {
  const code: number[] = [];
  const texts: string[] = [];
  let file = false;
  let i = 1;
  for (; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      i++;
      break;
    }
    if (a === '-f' || a === '--file' || a.startsWith('--file=') || /^-f./.test(a)) {
      file = true;
      if (a === '-f' || a === '--file') i++;
    } else if ((a === '-e' || a === '--source') && argv[i + 1] !== undefined) {
      code.push(++i);
      texts.push(argv[i] as string);
    } else if (a.startsWith('--source=')) {
      code.push(i);
      texts.push(a.slice(9));
    } else if (AWK_VALUED.has(a)) i++;
    else if (a.length < 2 || a[0] !== '-') break;
  }
  if (!file && code.length === 0 && i < argv.length) {
    code.push(i);
    texts.push(argv[i] as string);
  }
  return { data: [], code, texts };
}

function gitMessages(argv: readonly string[]): number[] {
  const sub = classify(argv).pos[0];
  if (sub === undefined || !MESSAGE_SUBCOMMANDS.has(argv[sub] as string)) return [];
  const out: number[] = [];
  for (let i = sub + 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') break;
    if (a === '--message' || a === '-m') out.push(++i);
    else if (a.startsWith('--message=')) out.push(i);
    else {
      const m = /^-[a-ln-zA-Z]*m(.*)$/.exec(a);
      if (m) out.push(m[1] ? i : ++i);
    }
  }
  return out.filter((i) => i < argv.length);
}

function inlineCode(fam: string, argv: readonly string[]): Roles {
  const spec = INTERPRETERS.get(fam);
  if (!spec) return NONE;
  const code: number[] = [];
  const texts: string[] = [];
  const take = (i: number, text = argv[i]): void => {
    if (text === undefined) return;
    code.push(i);
    texts.push(text);
  };
  if (fam === 'deno') {
    const e = argv.indexOf('eval');
    const at = e > 0 ? argv.findIndex((a, i) => i > e && !a.startsWith('-')) : -1;
    if (at > 0) take(at);
    return { data: [], code, texts };
  }
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    const key = fam === 'pwsh' ? a.toLowerCase() : a;
    if (a === '--') break;
    // a module given as a data: URL is code on the line (`node --import 'data:text/javascript,...'`)
    const url = fam === 'node' ? /^(--import|--loader|--experimental-loader)(?:=(data:[\s\S]*))?$/.exec(a) : null;
    if (url !== null) {
      if (url[2] !== undefined) take(i, dataText(url[2]));
      else if (argv[i + 1]?.startsWith('data:') === true) take(i + 1, dataText(argv[i + 1] as string));
      if (url[2] === undefined) i++;
      continue;
    }
    if (spec.opts.includes(key)) {
      if (fam !== 'pwsh') take(++i);
      else if (key === '-c' || key.startsWith('-command')) {
        for (let j = i + 1; j < argv.length; j++) take(j);
        break;
      } else take(++i, decodeUtf16(argv[i]));
      continue;
    }
    const eq = a.indexOf('=');
    if (eq > 0 && spec.opts.includes(a.slice(0, eq))) take(i, a.slice(eq + 1));
    else if (spec.cluster && /^-[A-Za-z]+$/.test(a) && spec.cluster.includes(a[a.length - 1] as string)) take(++i);
    else if (!a.startsWith('-')) break;
  }
  return { data: [], code, texts };
}

function decodeUtf16(b64: string | undefined): string | undefined {
  if (b64 === undefined) return undefined;
  try {
    return Buffer.from(b64, 'base64').toString('utf16le');
  } catch {
    return b64;
  }
}

/** The text of a data: URL (`data:text/javascript,CODE`, `;base64,`), as node reads a module from it. */
function dataText(url: string): string {
  const comma = url.indexOf(',');
  const head = url.slice(5, comma < 0 ? url.length : comma);
  const body = comma < 0 ? '' : url.slice(comma + 1);
  try {
    return /;base64$/i.test(head) ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
  } catch {
    return body;
  }
}
