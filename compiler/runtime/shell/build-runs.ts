/**
 * Code of the project that a build or install runs although the line names none of it (compiler/runtime/build-
 * files.ts reads it): installing or building a Python project from a folder runs its setup.py (`pip install -e .`,
 * `pip install ./pkg`, `pip wheel .`, `python -m build`, `uv build`, `uv sync`, `uv run` (pm-runs.ts), `pipx install .`, a
 * requirements file with `-e .` or a local path) or its in-tree build backend; `poetry install` and `poetry build`
 * run the build script pyproject.toml names; `go generate` runs the `//go:generate` lines of the packages' files;
 * cargo's builds run the package's build.rs; gradle runs its settings, build and init scripts; cmake its CMakeLists.txt
 * commands; maven its poms' exec and antrun plugins.
 * Vendor-free.
 */
import type { Field } from './expand.js';
import { operandWords } from './opts.js';
import type { ScriptRun } from './types.js';

const PIP_SUBS = new Set(['install', 'wheel', 'download']);
/** pip options whose value is the next word */
const PIP_VALUED = ['-r', '--requirement', '-c', '--constraint', '-t', '--target', '--prefix', '--root', '-i', '--index-url', '--extra-index-url', '-f', '--find-links', '--python-version', '--platform', '--implementation', '--abi', '--src', '--upgrade-strategy', '--progress-bar', '--log', '--cache-dir', '--python', '-d', '--dest', '-w', '--wheel-dir', '--config-settings', '-C', '--global-option', '--report', '--proxy', '--retries', '--timeout', '--exists-action', '--trusted-host', '--cert', '--client-cert', '--no-binary', '--only-binary', '--extras', '-p'];
/** cargo's commands that compile the package (running build scripts) */
const CARGO_BUILDS = new Set(['build', 'b', 'check', 'c', 'test', 't', 'run', 'r', 'bench', 'clippy', 'doc', 'd', 'install', 'fix', 'package', 'publish', 'rustc', 'rustdoc', 'miri', 'llvm-cov', 'nextest', 'tarpaulin', 'watch']);
/** uv's commands that build and install the project they run in */
const UV_PROJECT = new Set(['sync', 'build', 'add', 'remove']);

/** a word that names a local folder or file to install: `.`, `./pkg`, `../x`, `/abs`, `pkg/` (extras and `file:` removed) */
function localTarget(w: string): string | undefined {
  const p = w.replace(/^[\w.-]+\s*@\s*/, '').replace(/^file:(?:\/\/)?/, '').replace(/\[[^\]]*\]$/, '');
  if (p === '.' || p === '..' || /^\.{0,2}\//.test(p) || (p.includes('/') && !/^[a-z+]+:/i.test(p))) return p;
  return undefined;
}

/** The build runs of a Python installer's line: each local target's folder, each requirements file to read */
function pythonBuild(words: readonly string[], fields: readonly Field[], dir: { readonly dir?: string }): ScriptRun[] {
  const out: ScriptRun[] = [];
  const dirs: string[] = [];
  const reqs: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if ((w === '-e' || w === '--editable' || w === '-r' || w === '--requirement') && words[i + 1] !== undefined) {
      if (fields[i + 1]?.dynamic === true) dirs.push('\0');
      else if (w === '-r' || w === '--requirement') reqs.push(words[i + 1] as string);
      else dirs.push(localTarget(words[i + 1] as string) ?? (words[i + 1] as string).replace(/\[[^\]]*\]$/, ''));
      i++;
    } else if (/^(?:--editable|--requirement)=/.test(w) || /^-[er]./.test(w)) {
      const v = w.replace(/^--\w+=|^-[er]/, '');
      if (/^(?:-r|--requirement)/.test(w)) reqs.push(v);
      else dirs.push(localTarget(v) ?? v.replace(/\[[^\]]*\]$/, ''));
    }
  }
  for (const w of operandWords(['', ...words], PIP_VALUED)) {
    const t = localTarget(w);
    if (t !== undefined) dirs.push(t);
  }
  if (dirs.length > 0 || reqs.length > 0) out.push({ kind: 'build', lang: 'python', path: '', names: dirs, args: [], ...(reqs.length > 0 ? { config: reqs } : {}), ...dir });
  return out;
}

/** the value of `opt` (`--project x`, `--project=x`) among `words` */
function optValue(words: readonly string[], ...opts: string[]): string | undefined {
  let v: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (opts.includes(w)) v = words[i + 1];
    else for (const o of opts) if (w.startsWith(`${o}=`)) v = w.slice(o.length + 1);
  }
  return v;
}

/** go generate's package patterns: `./...`, folders, files; none: the current folder's package */
function goGenerate(words: readonly string[], dir: { readonly dir?: string }): ScriptRun[] {
  const pats = operandWords(['', ...words], ['-run', '-skip', '-tags', '-C']);
  const at = optValue(words, '-C');
  return [{ kind: 'build', lang: 'go', path: at ?? '', names: pats.length > 0 ? pats : ['.'], args: [], ...dir }];
}

/**
 * The build runs of `argv` (argv[0] the program's basename); `mod` the module `python -m` runs, with the words after
 * it in `rest`.
 */
export function buildRuns(argv: readonly string[], fields: readonly Field[], mod: string | undefined, dir: { readonly dir?: string }): ScriptRun[] {
  const tool = argv[0] ?? '';
  const words = argv.slice(1);
  const fw = fields.slice(1);
  const from = (i: number) => ({ words: words.slice(i), fields: fw.slice(i) });
  if (mod !== undefined) {
    const at = argv.findIndex((a, i) => i > 0 && (a === '-m' ? argv[i + 1] === mod : a === `-m${mod}`));
    const r = at < 0 ? 0 : at + (argv[at] === '-m' ? 2 : 1) - 1;
    const rest = from(r);
    if (mod === 'pip' && PIP_SUBS.has(rest.words[0] ?? '')) return pythonBuild(rest.words.slice(1), rest.fields.slice(1), dir);
    if (mod === 'build') return [{ kind: 'build', lang: 'python', path: '', names: [operandWords(['', ...rest.words], ['-o', '--outdir', '-C', '--config-setting', '--installer'])[0] ?? '.'], args: [], ...dir }];
    return [];
  }
  const sub = words[0] ?? '';
  if ((tool === 'pip' || tool === 'pip3' || /^pip3\.\d+$/.test(tool)) && PIP_SUBS.has(sub)) return pythonBuild(words.slice(1), fw.slice(1), dir);
  if (tool === 'uv' && sub === 'pip' && PIP_SUBS.has(words[1] ?? '')) return pythonBuild(words.slice(2), fw.slice(2), dir);
  if (tool === 'uv' && UV_PROJECT.has(sub)) {
    const project = optValue(words, '--project', '--directory') ?? (sub === 'build' ? operandWords(['', ...words.slice(1)], ['-o', '--out-dir', '--package', '-p', '--python']).find((w) => !w.includes('=')) : undefined);
    return [{ kind: 'build', lang: 'python', path: '', names: [project ?? '.'], args: [], ...dir }];
  }
  if (tool === 'pipx' && (sub === 'install' || sub === 'run' || sub === 'inject')) return pythonBuild(words.slice(1), fw.slice(1), dir);
  if ((tool === 'poetry' || tool === 'pdm') && (sub === 'install' || sub === 'build' || sub === 'sync')) return [{ kind: 'build', lang: 'python', path: '', names: [optValue(words, '-C', '--directory', '-p', '--project') ?? '.'], args: [], ...dir }];
  if (tool === 'go' && sub === 'generate') return goGenerate(words.slice(1), dir);
  // gradle (or its wrapper) runs the build's scripts: settings, build files, init scripts (build-files.ts)
  if (tool === 'gradle' || tool === 'gradlew') {
    const inits = words.flatMap((w, i) => (w === '-I' || w === '--init-script' ? [words[i + 1] ?? ''] : /^--init-script=/.test(w) ? [w.slice(14)] : []));
    const file = optValue(words, '-b', '--build-file', '-c', '--settings-file');
    return [{ kind: 'build', lang: 'gradle', path: optValue(words, '-p', '--project-dir') ?? '', names: ['.'], args: [], ...(inits.length > 0 ? { config: inits } : {}), ...(file !== undefined ? { file } : {}), ...dir }];
  }
  // cmake configures (execute_process) and builds (custom commands) from the source folder's CMakeLists.txt
  if (tool === 'cmake' && words[0] !== '-E') {
    const vals = (...o: string[]) => words.flatMap((w, i) => (o.includes(w) ? [words[i + 1] ?? ''] : o.flatMap((x) => (x.startsWith('--') && w.startsWith(`${x}=`) ? [w.slice(x.length + 1)] : x.length === 2 && w.startsWith(x) && w.length > 2 ? [w.slice(2)] : []))));
    const built = vals('--build');
    const src = [...vals('-S'), ...built, ...operandWords(['', ...words], ['-S', '-B', '-G', '-T', '-A', '-C', '-D', '-U', '-P', '--build', '--preset', '--toolchain', '--install', '--target', '-t', '-j', '--parallel', '--config', '--log-level', '--graphviz', '--install-prefix', '--workflow'])];
    const scripts = [...vals('-C', '--toolchain'), ...words.flatMap((w) => /^-DCMAKE_TOOLCHAIN_FILE(?::\w+)?=/.test(w) ? [w.replace(/^[^=]*=/, '')] : [])];
    const p = vals('-P')[0];
    return [{ kind: 'build', lang: 'cmake', path: '', names: src.length > 0 ? src : ['.'], args: [], ...(scripts.length > 0 ? { config: scripts } : {}), ...(p !== undefined ? { file: p } : {}), ...dir }];
  }
  // maven (or its wrapper) runs the plugins its poms configure
  if (tool === 'mvn' || tool === 'mvnw') {
    const f = optValue(words, '-f', '--file');
    return [{ kind: 'build', lang: 'maven', path: '', names: ['.'], args: [], ...(f !== undefined ? { file: f } : {}), ...dir }];
  }
  // cargo compiles the package and runs its build script (and its workspace members' and path dependencies')
  if (tool === 'cargo' && CARGO_BUILDS.has(sub)) {
    const manifest = optValue(words, '--manifest-path');
    const at = manifest !== undefined ? manifest.replace(/\/?[^/]*$/, '') || '.' : (optValue(words, '-C', '--path') ?? '.');
    return [{ kind: 'build', lang: 'rust', path: '', names: [at], args: [], ...dir }];
  }
  return [];
}
