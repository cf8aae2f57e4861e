/**
 * The files of the project that interpreter code loads as modules, as written: `import helper` (helper.py beside the
 * script), `from .release import push`, `require('./lib/git')`, `import x from './x.js'`, `require_relative 'x'`,
 * `require './x.pl'`, `use lib 'lib'; use Release::Git;`, `include __DIR__ . '/x.php'`. A module's code runs as
 * surely as the script's own, so the runtime reads and judges it as part of the call (scripts.ts); a candidate that
 * is not a file of the disk is nothing. Pure: text in, candidate paths out. Modules installed elsewhere (the standard
 * library, site-packages, node_modules, @INC without `use lib`) are not candidates, nor are names made at run time.
 */
import { pythonSource } from './literals.js';

/**
 * A file a module name may be: `path` relative to `from`: `top`, where the program's absolute imports start
 * (Python's sys.path[0], the entry script's folder); `file`, the folder of the code that imports it; `cwd`, the
 * working directory. For code on the line all three are the working directory. `lib`: under each folder the line's
 * PYTHONPATH, NODE_PATH, PERL5LIB or RUBYLIB names (runs.ts libRoots); Python's `top` imports are tried there too.
 */
export interface ModuleFile {
  readonly path: string;
  readonly from: 'top' | 'file' | 'cwd' | 'lib';
}

const PY_FROM = /(?:^|[;:\n])[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^;\n#]+)/g;
const PY_IMPORT = /(?:^|[;:\n])[ \t]*import[ \t]+([^;\n#]+)/g;
const PY_CALL = /\b(?:__import__|import_module|run_module)\s*\(\s*(['"])([\w.]+)\1/g;
const PY_RUN_PATH = /\brun_path\s*\(\s*(['"])([^'"\n]+)\1/g;
const DOTTED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;
/** folders the code adds to where imports are found: `sys.path.insert(0, 'lib')`, `sys.path.append('lib')`, `site.addsitedir('lib')` */
const PY_PATH = /\b(?:sys\s*\.\s*path\s*\.\s*(?:insert\s*\(\s*-?\d+\s*,|append\s*\()|addsitedir\s*\()\s*(['"])([^'"\n]+)\1/g;

/** A dotted module under a folder: its packages' `__init__.py` files, then the module as a file or as a package. */
function pyModule(dir: string, dotted: string): string[] {
  const parts = dotted.split('.');
  const out: string[] = [];
  for (let i = 1; i < parts.length; i++) out.push(`${dir}${parts.slice(0, i).join('/')}/__init__.py`);
  const whole = `${dir}${parts.join('/')}`;
  out.push(`${whole}.py`, `${whole}/__init__.py`);
  return out;
}

function python(code0: string): ModuleFile[] {
  const code = pythonSource(code0);
  const out: ModuleFile[] = [];
  const names = (list: string): string[] =>
    list
      .replace(/[()\\]/g, ' ')
      .split(',')
      .map((n) => (n.trim().split(/\s+as\s+/)[0] ?? '').trim())
      .filter((n) => DOTTED.test(n));
  for (const m of code.matchAll(PY_FROM)) {
    const dots = (m[1] ?? '').length;
    const mod = m[2] ?? '';
    if (mod !== '' && !DOTTED.test(mod)) continue;
    // `from .m import x` starts at the importing file's package; `from m import x` where the program's imports start
    const dir = dots > 0 ? '../'.repeat(dots - 1) : '';
    const from = dots > 0 ? 'file' : 'top';
    const files = mod === '' ? [] : pyModule(dir, mod);
    // each imported name may be a submodule (`from tools import release` loads tools/release.py)
    for (const n of names(m[3] ?? '')) files.push(...pyModule(mod === '' ? dir : `${dir}${mod.replace(/\./g, '/')}/`, n));
    for (const path of files) out.push({ path, from });
  }
  for (const m of code.matchAll(PY_IMPORT)) for (const n of names(m[1] ?? '')) for (const path of pyModule('', n)) out.push({ path, from: 'top' });
  for (const m of code.matchAll(PY_CALL)) for (const path of pyModule('', m[2] ?? '')) out.push({ path, from: 'top' });
  for (const m of code.matchAll(PY_RUN_PATH)) out.push({ path: m[2] ?? '', from: 'cwd' });
  // a folder the code puts on sys.path (relative to the working directory): the program's imports are looked for there too
  const dirs = [...code.matchAll(PY_PATH)].map((m) => (m[2] ?? '').replace(/\/+$/, ''));
  const top = out.filter((f) => f.from === 'top');
  for (const d of dirs) for (const f of top) out.push({ path: d === '' ? f.path : `${d}/${f.path}`, from: 'cwd' });
  return out;
}

const JS_SPEC = /(?:\brequire\s*\(\s*|\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(['"`])((?:\.{1,2})?\/[^'"`$\n]*)\1/g;
const JS_EXT = /\.[cm]?[jt]sx?$|\.json$/;
const JS_BARE = /(?:\brequire\s*\(\s*|\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(['"`])([A-Za-z_@][\w@.-]*(?:\/[\w@.-]+)*)\1/g;
// node itself loads no .ts, but what starts as node often does (tsx, ts-node, a tool's TypeScript config file)
export const jsTries = (spec: string): string[] =>
  JS_EXT.test(spec) ? [spec] : [spec, `${spec}.js`, `${spec}.cjs`, `${spec}.mjs`, `${spec}.ts`, `${spec}.mts`, `${spec}.cts`, `${spec}/index.js`, `${spec}/index.cjs`, `${spec}/index.mjs`, `${spec}/index.ts`];

function javascript(code: string): ModuleFile[] {
  const out: ModuleFile[] = [];
  for (const m of code.matchAll(JS_SPEC)) {
    const spec = (m[2] ?? '').replace(/\/$/, '');
    if (spec === '' || spec === '.' || spec === '..') continue;
    const from = spec.startsWith('/') ? 'cwd' : 'file';
    for (const path of jsTries(spec)) out.push({ path, from });
  }
  // a bare name is a package of node_modules, or a file under a NODE_PATH folder
  for (const m of code.matchAll(JS_BARE)) if (!(m[2] ?? '').startsWith('node:')) for (const path of jsTries(m[2] ?? '')) out.push({ path, from: 'lib' });
  return out;
}

const RB_RELATIVE = /\brequire_relative\s*\(?\s*(['"])([^'"\n]+)\1/g;
const RB_REQUIRE = /\b(?:require|load)\s*\(?\s*(['"])(\.{0,2}\/[^'"\n]+)\1/g;
const RB_BARE = /\brequire\s*\(?\s*(['"])([\w-]+(?:\/[\w.-]+)*)\1/g;

function ruby(code: string): ModuleFile[] {
  const out: ModuleFile[] = [];
  const rb = (p: string): string[] => (/\.rb$/.test(p) ? [p] : [p, `${p}.rb`]);
  for (const m of code.matchAll(RB_RELATIVE)) for (const path of rb(m[2] ?? '')) out.push({ path, from: 'file' });
  for (const m of code.matchAll(RB_REQUIRE)) for (const path of rb(m[2] ?? '')) out.push({ path, from: 'cwd' });
  for (const m of code.matchAll(RB_BARE)) for (const path of rb(m[2] ?? '')) out.push({ path, from: 'lib' });
  return out;
}

const PL_FILE = /\b(?:require|do)\s*\(?\s*(['"])(\.{0,2}\/[^'"\n]+)\1/g;
const PL_LIB = /\buse\s+lib\s+(?:qw\s*[([{/]([^)\]}/]*)[)\]}/]|(['"])([^'"\n]*)\2)/g;
const PL_MODULE = /\b(?:use|require)\s+([A-Z]\w*(?:::\w+)*)\s*[;\s(]/g;

function perl(code: string): ModuleFile[] {
  const out: ModuleFile[] = [];
  for (const m of code.matchAll(PL_FILE)) out.push({ path: m[2] ?? '', from: 'cwd' });
  const libs: ModuleFile[] = [];
  for (const m of code.matchAll(PL_LIB)) {
    const dirs = m[1] !== undefined ? m[1].trim().split(/\s+/) : [m[3] ?? ''];
    for (const d of dirs) {
      // `use lib "$FindBin::Bin/lib"`: the script's own folder
      const bin = /^\$(?:FindBin::(?:Real)?Bin|\{FindBin::(?:Real)?Bin\})(\/.*)?$/.exec(d);
      if (bin) libs.push({ path: (bin[1] ?? '').replace(/^\//, ''), from: 'file' });
      else if (!/[$@]/.test(d)) libs.push({ path: d, from: 'cwd' });
    }
  }
  for (const m of code.matchAll(PL_MODULE)) {
    const rel = `${(m[1] ?? '').replace(/::/g, '/')}.pm`;
    out.push({ path: rel, from: 'lib' });
    for (const lib of libs) out.push({ path: lib.path === '' || lib.path === '.' ? rel : `${lib.path.replace(/\/$/, '')}/${rel}`, from: lib.from });
  }
  return out;
}

const PHP_INCLUDE = /\b(?:include|require)(?:_once)?\s*\(?\s*((?:__DIR__|dirname\s*\(\s*__FILE__\s*\))\s*\.\s*)?(['"])([^'"\n]+)\2/gi;

function php(code: string): ModuleFile[] {
  const out: ModuleFile[] = [];
  for (const m of code.matchAll(PHP_INCLUDE)) {
    const path = m[3] ?? '';
    if (m[1] !== undefined) out.push({ path: path.replace(/^\//, ''), from: 'file' });
    // a relative include: the include path's `.` (the working directory), then the including file's folder
    else out.push({ path, from: 'cwd' }, ...(path.startsWith('/') ? [] : [{ path, from: 'file' as const }]));
  }
  return out;
}

/** Rust: `mod x;` (x.rs or x/mod.rs beside the file; a `#[path]` names it) and `include!("p")` (a build script is a crate root) */
function rust(code: string): ModuleFile[] {
  const out: ModuleFile[] = [];
  for (const m of code.matchAll(/(?:#\[path\s*=\s*"([^"]+)"\]\s*)?(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;|\binclude(?:_str)?!\s*\(\s*"([^"]+)"/g))
    if (m[3] !== undefined) out.push({ path: m[3], from: 'file' });
    else out.push(...(m[1] !== undefined ? [m[1]] : [`${m[2] as string}.rs`, `${m[2] as string}/mod.rs`]).map((path): ModuleFile => ({ path, from: 'file' })));
  return out;
}

/** The project files `code` of language family `fam` may load as modules, each once, in order. */
export function localImports(fam: string, code: string): ModuleFile[] {
  const found =
    fam === 'python' ? python(code) : fam === 'node' || fam === 'bun' || fam === 'deno' ? javascript(code) : fam === 'ruby' ? ruby(code) : fam === 'perl' ? perl(code) : fam === 'php' ? php(code) : fam === 'rust' ? rust(code) : [];
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.from}\0${f.path}`;
    if (f.path === '' || f.path.includes('\0') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
