/**
 * How each interpreter language starts a process, for compiler/runtime/shell/inline.ts: the calls (by name, with
 * the shape of their arguments), the constructs that run code made at run time, and what a language needs done to
 * its text first (Python's and JavaScript's imported names). The standard library's ways, plus the few process
 * libraries one-liners reach for; docs/matching.md lists what is not read.
 */
import { commentAt, type Lang, pythonSource, stringAt } from './literals.js';
import { RUST } from './rust-code.js';

/**
 * The shape of a call's arguments: `line` a shell line; `first` a shell line or an argv list; `args` one string (a
 * shell line) or several (an argv); `sub` Python's subprocess (a list, or a string that `shell=True` makes a line);
 * `file` a program and its argument list (node's execFile and spawn); `cmd` an argv list or `{ cmd: [...] }`; `node`
 * a node module and its arguments; `open` perl's and ruby's piped open; `literal` a command literal (`...`);
 * `opaque` any use; `{ from }` every argument from that one is a word; `{ listAt }` the argv list is that argument;
 * with `path`, that argument is the program and the first word of the argv (a label, argv[0]) is dropped.
 */
export type Form =
  | 'line'
  | 'first'
  | 'args'
  | 'sub'
  | 'file'
  | 'cmd'
  | 'node'
  | 'open'
  | 'literal'
  | 'opaque'
  | { readonly from: number; readonly env?: boolean; readonly path?: number }
  | { readonly listAt: number; readonly path?: number };

export interface Site {
  /** global: matches the function's name (the call's arguments follow) */
  readonly re: RegExp;
  readonly form: Form;
}

export interface Tongue {
  readonly lang: Lang;
  readonly sites: readonly Site[];
  /** code that runs code it makes (eval, computed imports): nothing after it can be read */
  readonly dynamic?: RegExp;
  /** a process function's name as a string (`getattr(os, 'system')`, `cp['execSync']`) */
  readonly named?: RegExp;
  /** the sites start processes only when this matches (node's `exec` is also RegExp.prototype.exec) */
  readonly gate?: RegExp;
  /** calls may leave out their parentheses (`system "git push"`) */
  readonly bare?: boolean;
  /** the code is itself a command line (PowerShell's simple commands read as the shell's) */
  readonly whole?: boolean;
  readonly prepare?: (code: string) => { readonly code: string; readonly opaque?: string };
  readonly more?: (code: string) => { readonly lines: readonly string[]; readonly opaque?: string };
}

const site = (re: RegExp, form: Form): Site => ({ re, form });
const blank = (s: string): string => s.replace(/[^\n]/g, ' ');
const esc = (s: string): string => s.replace(/[$]/g, '\\$');

/** Rewrites imported and renamed names to their qualified form (`sp.run` -> `subprocess.run`, `run` -> `subprocess.run`). */
export function rename(code: string, qualified: ReadonlyMap<string, string>, word: string): string {
  let out = code;
  for (const [name, full] of qualified) out = out.replace(new RegExp(`(?<![${word}.])${esc(name)}(?![${word}])`, 'g'), full);
  return out;
}

const PY_MODULES = new Set(['os', 'posix', 'nt', 'subprocess', 'pty', 'commands', 'asyncio', 'pexpect', 'popen2']);
/** modules that start processes or run code in ways the table does not read: importing one is enough */
const PY_RUNNERS = new Set(
  'sh plumbum sarge envoy delegator invoke fabric executor sultan ptyprocess _posixsubprocess _winapi multiprocessing importlib runpy ctypes cffi marshal pickle dill builtins timeit pdb cProfile profile doctest code codeop trace bdb'.split(' '),
);

function python(code0: string): { code: string; opaque?: string } {
  const code = pythonSource(code0);
  for (const m of code.matchAll(/(?:^|[;\n:])\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.\s,]+))/g)) {
    for (const part of (m[1] ?? m[2] ?? '').split(',')) {
      const mod = part.trim().split(/[\s.]/)[0] ?? '';
      if (PY_RUNNERS.has(mod)) return { code, opaque: `imports ${mod}, which starts processes or runs code in ways seamc does not read` };
    }
  }
  const qualified = new Map<string, string>();
  const bound = new Set<string>();
  let out = code;
  for (const m of code.matchAll(/(^|[;\n:])(\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,*]+)\)?)/g)) {
    out = out.replace(m[2] as string, blank(m[2] as string));
    const mod = m[3] as string;
    if (!PY_MODULES.has(mod)) continue;
    for (const part of (m[4] as string).split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name === '*') return { code, opaque: `imports every name of ${mod}` };
      if (name) qualified.set(alias ?? name, `${mod}.${name}`);
    }
  }
  for (const m of out.matchAll(/(^|[;\n:])(\s*import\s+([\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*))/g)) {
    out = out.replace(m[2] as string, blank(m[2] as string));
    for (const part of (m[3] as string).split(',')) {
      const [mod, alias] = part.trim().split(/\s+as\s+/);
      if (mod && PY_MODULES.has(mod)) bound.add(mod);
      if (alias && mod && PY_MODULES.has(mod)) qualified.set(alias, mod);
    }
  }
  const renamed = rename(out, qualified, '\\w');
  // a module handed around (`s = subprocess; s.run(...)`) hides every call made through it
  for (const mod of bound) if (new RegExp(`(?<![\\w.])${mod}(?!\\w|\\s*\\.\\s*\\w)`).test(renamed)) return { code, opaque: `hands the ${mod} module to other code` };
  return { code: renamed };
}

const CP_NAMES = 'exec|execSync|execFile|execFileSync|spawn|spawnSync|fork';

/** `const { execSync: run } = require('child_process')`, `import { spawn as s } from 'node:child_process'` */
function javascript(code: string): { code: string } {
  const qualified = new Map<string, string>();
  let out = code;
  for (const m of code.matchAll(/(?:\b(?:const|let|var)\s*|\bimport\s*)(\{[^{}]*\})\s*(?:=\s*require\s*\(|=\s*await\s+import\s*\(|from\s+)\s*(['"`])(?:node:)?(child_process|bun|zx|execa)\2/g)) {
    out = out.replace(m[1] as string, blank(m[1] as string));
    for (const part of (m[1] as string).slice(1, -1).split(',')) {
      const [name, alias] = part.trim().split(/\s*:\s*|\s+as\s+/);
      if (alias && name) qualified.set(alias, name);
    }
  }
  return { code: rename(out, qualified, '\\w$') };
}

/** a shell reading its stdin (`sh`, `bash -s`, `/bin/zsh`): `print "rm -rf ~" | "sh"` runs what is printed */
const SHELL_READS = /^\s*(?:\S*\/)?(?:sh|bash|zsh|dash|ksh|mksh|ash|yash)(?:\s+-[a-bd-z]*)*\s*$/;

/** awk's pipes: `print ... | "cmd"`, `"cmd" | getline`, gawk's `|&`; the program's regexes (`/a|b/`) are not pipes. */
function awkPipes(code: string): { lines: string[]; opaque?: string } {
  const lines: string[] = [];
  let last: { end: number; value: string | undefined } | undefined;
  for (let i = 0; i < code.length; i++) {
    const c = code[i] as string;
    if (commentAt(code, i, 'awk')) {
      const nl = code.indexOf('\n', i);
      i = nl < 0 ? code.length : nl;
      continue;
    }
    const s = stringAt(code, i, 'awk');
    if (s !== undefined) {
      last = { end: s.end, value: typeof s.value === 'string' ? s.value : undefined };
      i = s.end - 1;
      continue;
    }
    if (c === '/' && /(?:^|[(,~!{};&|\n])\s*$/.test(code.slice(Math.max(0, i - 40), i))) {
      const close = code.slice(i + 1).search(/(?<!\\)\//);
      if (close >= 0) i += close + 1;
      continue;
    }
    if (c !== '|' || code[i + 1] === '|' || code[i - 1] === '|') continue;
    const at = i + (code[i + 1] === '&' ? 2 : 1);
    const next = code.slice(at).trimStart();
    if (next.startsWith('getline')) {
      const before = last !== undefined && code.slice(last.end, i).trim() === '' ? last.value : undefined;
      if (before === undefined) return { lines, opaque: 'runs a command it makes at run time (| getline)' };
      lines.push(before);
      continue;
    }
    const t = stringAt(next, 0, 'awk');
    if (t === undefined || typeof t.value !== 'string' || !/^\s*(?:[;}\n)]|$)/.test(next.slice(t.end))) return { lines, opaque: 'runs a command it makes at run time (print | ...)' };
    if (SHELL_READS.test(t.value)) {
      const printed = last !== undefined && /^\s*$/.test(code.slice(last.end, i)) && /\bprintf?\s*\(?\s*$/.test(code.slice(0, last.end).replace(/(["'])(?:\\.|(?!\1)[^\\])*\1\s*$/, '')) ? last.value : undefined;
      if (printed === undefined) return { lines, opaque: `feeds ${t.value.trim()} code made at run time (print | "${t.value.trim()}")` };
      lines.push(printed);
    }
    lines.push(t.value);
  }
  return { lines };
}

const JS: Tongue = {
  lang: 'js',
  gate: /child_process|\bBun\b|\bDeno\b|(['"`])(?:zx|execa|shelljs)\1|(?<![\w$])\$\s*`|\bprocess\s*\.\s*execve\b/,
  prepare: javascript,
  sites: [
    site(/(?<![\w$])(?:exec|execSync|execaCommand|execaCommandSync)\b/g, 'line'),
    site(/(?<![\w$]|Bun\s*\.\s*)(?:execFile|execFileSync|spawn|spawnSync|execa|execaSync)\b/g, 'file'),
    site(/(?<![\w$])fork\b/g, 'node'),
    site(/\bBun\s*\.\s*spawn(?:Sync)?\b|\bDeno\s*\.\s*run\b/g, 'cmd'),
    site(/\bDeno\s*\.\s*Command\b/g, 'file'),
    site(/\bprocess\s*\.\s*execve\b/g, { listAt: 1, path: 0 }),
    site(/(?<![\w$])\$\s*`/g, 'literal'),
  ],
  dynamic:
    /(?<![\w$.])eval\b|(?<![\w$.]|instanceof\s+)Function\b(?!\s*\.\s*prototype)|\bnew\s+Function\b|\bvm\s*\.|\brequire\s*\(\s*(?!(['"`])[^'"`$]*\1\s*\))|\bimport\s*\(\s*(?!(['"`])[^'"`$]*\2\s*\))|\bprocess\s*\.\s*(?:binding|_linkedBinding|dlopen|mainModule)\b|\bprocess\s*\[|\.\s*constructor\b|\bglobalThis\b|\bglobal\s*\[|\bmodule\s*\.\s*(?:require|constructor)\b|\bcreateRequire\b|\bnew\s+Worker\b|\bReflect\s*\.|\bset(?:Timeout|Interval)\s*\(\s*['"`]|\bwith\s*\(|\]\s*\(|\b_load\s*\(|(?:require\s*\(\s*|from\s*|import\s*\(\s*)(['"`])(?:node:)?(?:vm|module|worker_threads|inspector|repl|wasi|cluster)\3|\\u(?:[0-9a-fA-F]{4}|\{)/,
  named: new RegExp(`(['"\`])(?:${CP_NAMES}|spawn_sync|process_wrap)\\1`),
};

export const LANGS: ReadonlyMap<string, Tongue> = new Map<string, Tongue>([
  [
    'python',
    {
      lang: 'python',
      prepare: python,
      sites: [
        site(/(?<![\w.])(?:os|posix|nt)\s*\.\s*(?:system|popen)\b/g, 'line'),
        site(/(?<![\w.])(?:subprocess|commands)\s*\.\s*(?:getoutput|getstatusoutput)\b|(?<![\w.])asyncio\s*\.\s*create_subprocess_shell\b/g, 'line'),
        site(/(?<![\w.])pexpect\s*\.\s*(?:run|spawnu?)\b|(?<![\w.])popen2\s*\.\s*popen[234]\b/g, 'line'),
        site(/(?<![\w.])subprocess\s*\.\s*(?:run|call|check_call|check_output|Popen)\b|(?<![\w.])pty\s*\.\s*spawn\b/g, 'sub'),
        site(/(?<![\w.])asyncio\s*\.\s*create_subprocess_exec\b/g, { from: 0 }),
        site(/(?<![\w.])(?:os|posix)\s*\.\s*exec(?:l|lp)\b/g, { from: 1, path: 0 }),
        site(/(?<![\w.])(?:os|posix)\s*\.\s*exec(?:le|lpe)\b/g, { from: 1, env: true, path: 0 }),
        site(/(?<![\w.])(?:os|posix)\s*\.\s*(?:exec(?:v|vp|ve|vpe)|posix_spawnp?)\b/g, { listAt: 1, path: 0 }),
        site(/(?<![\w.])os\s*\.\s*spawn(?:l|lp)\b/g, { from: 2, path: 1 }),
        site(/(?<![\w.])os\s*\.\s*spawn(?:le|lpe)\b/g, { from: 2, env: true, path: 1 }),
        site(/(?<![\w.])os\s*\.\s*spawnv(?:p|e|pe)?\b/g, { listAt: 2, path: 1 }),
      ],
      dynamic:
        /(?<![\w.])(?:eval|exec|compile|execfile|__import__|getattr|setattr|globals|locals|vars)\s*\(|(?<![\w.])(?:eval|exec)\b(?!\s*=)|(?<![\w.])exec\s+['"]|\b(?:importlib|runpy|ctypes|cffi|marshal|pickle|dill|builtins|__builtins__|__dict__|__subclasses__|__globals__|__code__|__loader__|__getattribute__|__getattr__|__class__)\b|\bsys\s*\.\s*modules\b|\bcode\s*\.\s*interact\b/,
      named: /(['"])(?:system|popen|Popen|subprocess|posix|check_output|check_call|getoutput|getstatusoutput|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|create_subprocess_\w+)\1/,
    },
  ],
  ['node', JS],
  ['bun', JS],
  ['deno', JS],
  [
    'perl',
    {
      lang: 'perl',
      bare: true,
      sites: [
        site(/(?<![\w$@%&]|->\s*)(?:CORE::)?(?:system|exec)\b(?!\s*=>)/g, 'args'),
        site(/(?<![\w$@%&]|->\s*)(?:CORE::)?readpipe\b/g, 'line'),
        site(/(?<![\w$@%&]|->\s*)(?:CORE::)?open\b(?!\s*=>)/g, 'open'),
        site(/`|(?<![\w$@%&])qx\s*[^\w\s]/g, 'literal'),
        site(/\b(?:IPC::(?:Open2|Open3|Run3?|Cmd|System::Simple)|Proc::\w+|Expect)\b/g, 'opaque'),
      ],
      dynamic: /(?<![\w$@%&])eval\b(?!\s*\{)|(?<![\w$@%&])do\s*["'$]|(?<![\w$@%&])require\s*[$"']|&\s*[${]|\\&|\bsyscall\b|\bCORE::GLOBAL\b|->\s*can\b/,
      named: /(['"])(?:system|exec|readpipe|qx)\1/,
    },
  ],
  [
    'ruby',
    {
      lang: 'ruby',
      bare: true,
      sites: [
        site(/(?:(?<![\w.:@$])|(?<=\b(?:Kernel|Process)\s*(?:\.|::)\s*))(?:system|exec|spawn)\b/g, 'args'),
        site(/\bIO\s*(?:\.|::)\s*popen\b|\bOpen3\s*(?:\.|::)\s*(?:popen3|popen2e?|capture2e?|capture3|pipeline\w*)\b|\bPTY\s*(?:\.|::)\s*spawn\b/g, 'args'),
        site(/(?:(?<![\w.:@$])|(?<=\bKernel\s*(?:\.|::)\s*))open\b/g, 'open'),
        site(/`|%x[^\w\s]/g, 'literal'),
      ],
      dynamic:
        /(?<![\w.:@$])(?:eval|instance_eval|class_eval|module_eval|instance_exec|class_exec|module_exec|syscall)\b|\.\s*(?:send|__send__|public_send|method|const_get|instance_variable_get)\b|\bbinding\b|(?<![\w.:@$])(?:load|require|require_relative)\s*\(?\s*(?!['"\s])/,
      named: /(['"])(?:system|exec|spawn|popen)\1/,
    },
  ],
  [
    'php',
    {
      lang: 'php',
      sites: [
        site(/(?<![\w$>:])(?:system|exec|shell_exec|passthru|popen)\b/gi, 'line'),
        site(/(?<![\w$>:])proc_open\b/gi, 'first'),
        site(/(?<![\w$>:])pcntl_exec\b/gi, 'file'),
        site(/`/g, 'literal'),
      ],
      dynamic: /(?<![\w$>:])(?:eval|assert|create_function|call_user_func|call_user_func_array|forward_static_call(?:_array)?)\s*\(|\bReflection(?:Function|Method)\b|\$\w+\s*\(|\$\{|\bnew\s+\$/i,
      named: /(['"])(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec)\1/i,
    },
  ],
  [
    'lua',
    {
      lang: 'lua',
      bare: true,
      sites: [site(/(?<![\w.])(?:os\s*\.\s*execute|io\s*\.\s*popen)\b/g, 'line')],
      dynamic: /(?<![\w.])(?:load|loadstring|dofile|loadfile)\s*[("'[]|\b_G\b|\b_ENV\b|\bdebug\s*\.|\bpackage\s*\.\s*loadlib\b|(?<![\w.])require\s*\(?\s*(?!['"\s[])/,
      named: /(['"])(?:execute|popen)\1/,
    },
  ],
  ['awk', { lang: 'awk', sites: [site(/(?<![\w$])system\b/g, 'line')], dynamic: /@\w+\s*\(/, more: awkPipes }],
  [
    'rscript',
    {
      lang: 'r',
      sites: [site(/(?<![\w.])(?:system|shell)\b/g, 'line'), site(/(?<![\w.])system2\b/g, 'file')],
      dynamic: /(?<![\w.])(?:eval|evalq|parse|do\.call|match\.fun|get|get0|mget|source|sys\.source|body|str2lang|str2expression)\s*\(/,
      named: /(['"])(?:system|system2|shell)\1/,
    },
  ],
  ['julia', { lang: 'julia', sites: [site(/`/g, 'literal')], dynamic: /\b(?:eval|include|include_string|ccall)\s*\(|\bMeta\s*\.\s*parse\b|@eval\b|\bCmd\s*\(/ }],
  ['osascript', { lang: 'js', bare: true, sites: [site(/\bdo\s+shell\s+script\b/gi, 'line'), site(/\bdoShellScript\b/g, 'line')], dynamic: /\brun\s+script\b|\bNSTask\b|(?<![\w$.])eval\s*\(/i }],
  // Rust: a build script's Command::new chains (rust-code.ts)
  ['rust', RUST],
  [
    'pwsh',
    {
      lang: 'js',
      whole: true,
      sites: [],
      dynamic: /\b(?:invoke-expression|iex|invoke-command|icm|start-process|saps|start-job|invoke-item|add-type)\b|\[\s*scriptblock\s*\]|(?:^|[\s;|(])[&.]\s*[$([{'"]|\.\s*invoke\s*\(/i,
    },
  ],
]);
