/**
 * The hook-runtime bundler, on the TypeScript compiler API (a devDependency: loaded only by
 * scripts/bundle-runtime.ts, scripts/bundle-cli.ts and tests, never by `seamc build`). Walks relative imports
 * from an entry, transpiles each file to CommonJS, wraps each in a function of a small module table, keeps
 * `node:` built-ins as real `require` calls, refuses every other bare import, and returns ONE .cjs text.
 * `transpile` and `link` take hooks so that bundle-cli.ts can reuse them for the CLI bundle (which does
 * take packages in); without hooks they behave exactly as the hook runtime needs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { bodyLines, runtimeLayout } from './layout.js';
import { AGENT_GLOBAL, POLICY_GLOBAL, SAVE_GLOBAL, SHARED_GLOBAL } from './placeholder.js';

export interface BundleEntry {
  /** absolute path; the file may be virtual when `source` is given */
  readonly path: string;
  readonly source?: string;
}

export interface BundleOptions {
  /** every bundled file must live under this folder; module ids are relative to it */
  readonly root: string;
  readonly entry: BundleEntry;
  /** one comment line written under the shebang */
  readonly banner?: string;
  /** the lines that start the bundle, given the expression that runs the entry module (default: that expression) */
}

type Module = BundledModule;

const LOCAL_REQUIRE = '__seam_require';
const LAZY_BUILTIN = '__seam_builtin';
/**
 * Built-ins the hook runtime needs only on a rare path (child_process: a user hook to spawn; os: a home folder
 * when $HOME is unset, a temporary folder for a refire marker), loaded at their first property read: requiring
 * child_process up front costs every tool call a few milliseconds, os about half of one.
 */
const RUNTIME_LAZY_BUILTINS = new Set(['node:child_process', 'node:os']);
const LAZY_BUILTIN_PRELUDE = [
  `function ${LAZY_BUILTIN}(id) {`,
  '  var real;',
  '  return new Proxy({}, { get: function (_t, key) { return (real || (real = require(id)))[key]; } });',
  '}',
];
const BUILTINS = new Set(builtinModules);

export class BundleError extends Error {
  override readonly name = 'BundleError';
}

export function isFile(p: string): boolean {
  return existsSync(p) && statSync(p).isFile();
}

/** a file's id in the module table: its root-relative POSIX path without the `.ts` suffix */
export function moduleId(root: string, file: string): string {
  return relative(root, file).split(sep).join('/').replace(/\.ts$/, '');
}

/** A relative specifier -> the .ts file it names (NodeNext style `.js` suffix, or none). */
export function resolveRelative(root: string, from: string, spec: string, exists: (file: string) => boolean = isFile): string {
  const base = resolve(dirname(from), spec);
  const candidates = spec.endsWith('.js') ? [`${base.slice(0, -3)}.ts`] : [base, `${base}.ts`, join(base, 'index.ts')];
  const hit = candidates.find((c) => c.endsWith('.ts') && exists(c));
  if (!hit) throw new BundleError(`${moduleId(root, from)}: cannot resolve "${spec}" to a .ts file`);
  const rel = relative(root, hit);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new BundleError(`${moduleId(root, from)}: "${spec}" leaves the bundle root`);
  return hit;
}

/** The built-in a specifier names, as a `node:` specifier; undefined when it is no built-in. */
export function builtinSpecifier(spec: string): string | undefined {
  const bare = spec.startsWith('node:') ? spec.slice(5) : spec;
  return BUILTINS.has(bare) ? `node:${bare}` : undefined;
}

/** TypeScript -> CommonJS text; `interop` adds esModuleInterop (default imports of CommonJS packages). */
export function transpile(root: string, file: string, source: string, interop = false): string {
  const out = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      removeComments: true,
      sourceMap: false,
      inlineSourceMap: false,
      importHelpers: false,
      ...(interop ? { esModuleInterop: true } : {}),
    },
  });
  const errors = (out.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const text = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ');
    throw new BundleError(`${moduleId(root, file)}: ${text}`);
  }
  return out.outputText;
}

interface Rewrite {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** What `link` may do beyond the hook runtime's rules (each absent hook keeps the refusal). */
export interface LinkHooks {
  /** a relative specifier -> the absolute file it names (default: the `.ts` file, see resolveRelative) */
  readonly relative?: (spec: string, from: string) => string;
  /** a bare package specifier -> the absolute file it loads; absent, every bare import is refused */
  readonly bare?: (spec: string, from: string) => string;
  /** the expression a built-in's require becomes (given `node:<name>`); absent, `require("node:<name>")` */
  readonly builtin?: (specifier: string) => string;
  /** the expression `import.meta.url` becomes; absent, import.meta is refused */
  readonly importMetaUrl?: string;
  /** refuse `require(<not a string literal>)`, which would escape the module table */
  readonly literalRequiresOnly?: boolean;
}

/**
 * Find every `require("x")` in transpiled output (a dynamic import() has become one too; import.meta is
 * refused), decide what each becomes, and return the rewritten code plus the local files it needs.
 */
export function link(root: string, file: string, code: string, hooks: LinkHooks = {}): { code: string; deps: string[] } {
  const declared = new Set(ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName));
  const sf = ts.createSourceFile(file.replace(/\.ts$/, '.js'), code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const rewrites: Rewrite[] = [];
  const deps: string[] = [];
  const seen = new Set<string>();
  const local = (node: ts.Node, target: string): void => {
    deps.push(target);
    rewrites.push({ start: node.getStart(sf), end: node.end, text: `${LOCAL_REQUIRE}(${JSON.stringify(moduleId(root, target))})` });
  };
  const visit = (node: ts.Node): void => {
    if (hooks.importMetaUrl !== undefined && ts.isPropertyAccessExpression(node) && ts.isMetaProperty(node.expression) && node.name.text === 'url') {
      rewrites.push({ start: node.getStart(sf), end: node.end, text: `(${hooks.importMetaUrl})` });
      return;
    }
    if (ts.isMetaProperty(node)) throw new BundleError(`${moduleId(root, file)}: import.meta cannot run in a CommonJS bundle`);
    if (ts.isCallExpression(node)) {
      const arg = node.arguments[0];
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isRequire && node.arguments.length === 1 && arg && ts.isStringLiteral(arg)) {
        const spec = arg.text;
        seen.add(spec);
        const builtin = builtinSpecifier(spec);
        if (builtin) {
          const text = hooks.builtin ? hooks.builtin(builtin) : `require(${JSON.stringify(builtin)})`;
          rewrites.push({ start: node.getStart(sf), end: node.end, text });
        } else if (spec.startsWith('./') || spec.startsWith('../')) {
          local(node, hooks.relative ? hooks.relative(spec, file) : resolveRelative(root, file, spec));
        } else if (hooks.bare) {
          local(node, hooks.bare(spec, file));
        } else {
          throw new BundleError(`${moduleId(root, file)}: imports "${spec}"; the hook runtime may import only relative modules and node: built-ins`);
        }
      } else if (isRequire && hooks.literalRequiresOnly) {
        throw new BundleError(`${moduleId(root, file)}: require() of a computed name cannot be bundled`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const spec of declared) {
    if (!seen.has(spec)) throw new BundleError(`${moduleId(root, file)}: import of "${spec}" in a form the bundler does not rewrite`);
  }
  let out = code;
  for (const r of rewrites.sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return { code: out, deps };
}

/** One module of a bundle: its id in the table and its CommonJS code (requires already linked). */
export interface BundledModule {
  readonly id: string;
  readonly code: string;
}

/**
 * The module table and its loader, sorted by id: `__seam_require(id)` runs a module once. With `own` (the hook
 * runtime's body), a run handed a `SHARED_GLOBAL` object takes every other module's instance from it and leaves its
 * own there: one process that runs the body for many agents evaluates the engine once, each agent's root anew.
 */
export function moduleTable(modules: Iterable<BundledModule>, own?: readonly string[]): string[] {
  const defs = [...modules]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((m) => `${JSON.stringify(m.id)}: function (module, exports, ${LOCAL_REQUIRE}) {\n${m.code.trimEnd()}\n}`);
  const share = own !== undefined;
  return [
    'var __seam_defs = {',
    defs.join(',\n'),
    '};',
    'var __seam_cache = {};',
    ...(share ? [`var __seam_own = ${JSON.stringify(Object.fromEntries(own.map((id) => [id, 1])))}, __seam_all = ${SHARED_GLOBAL} || {};`] : []),
    `function ${LOCAL_REQUIRE}(id) {`,
    share ? '  var hit = __seam_own[id] ? __seam_cache[id] : __seam_all[id];' : '  var hit = __seam_cache[id];',
    '  if (hit) return hit.exports;',
    '  var module = { exports: {} };',
    share ? '  (__seam_own[id] ? __seam_cache : __seam_all)[id] = module;' : '  __seam_cache[id] = module;',
    '  __seam_defs[id].call(module.exports, module, module.exports, __seam_require);',
    '  return module.exports;',
    '}',
  ];
}

/** `__seam_require("<id>")`: the call that runs a module of the table. */
export function requireCall(id: string): string {
  return `${LOCAL_REQUIRE}(${JSON.stringify(id)})`;
}

/**
 * Bundle `entry` and everything it imports into the shared runtime file, laid out as layout.ts describes: the
 * body (pure ASCII, in a comment) and its stamp; an agent's entry (entry.ts) loads it with a code cache.
 */
export function bundle(options: BundleOptions): string {
  const root = resolve(options.root);
  const entryPath = resolve(options.entry.path);
  const modules = new Map<string, Module>();
  const queue: string[] = [entryPath];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (modules.has(file)) continue;
    const source = file === entryPath && options.entry.source !== undefined ? options.entry.source : readFileSync(file, 'utf8');
    const linked = link(root, file, transpile(root, file, source), {
      builtin: (b) => (RUNTIME_LAZY_BUILTINS.has(b) ? `${LAZY_BUILTIN}(${JSON.stringify(b)})` : `require(${JSON.stringify(b)})`),
    });
    modules.set(file, { id: moduleId(root, file), code: linked.code });
    queue.push(...linked.deps);
  }
  // only the root reads the agent, the policy and the saver, and no module requires it: every other module is the
  // same for every agent, so a process that runs the body for many agents may share their instances
  const rootId = moduleId(root, entryPath);
  for (const m of modules.values()) {
    if (m.id === rootId) continue;
    const names = [AGENT_GLOBAL, POLICY_GLOBAL, SAVE_GLOBAL, SHARED_GLOBAL].filter((n) => m.code.includes(n));
    if (names.length > 0) throw new BundleError(`${m.id}: names ${names.join(', ')}, which only the runtime's root module may read`);
    if (m.code.includes(requireCall(rootId))) throw new BundleError(`${m.id}: requires the runtime's root module`);
  }
  const body = bodyLines(moduleTable(modules.values(), [rootId]), LAZY_BUILTIN_PRELUDE, requireCall(rootId));
  return [...(options.banner ? [`// ${options.banner.replace(/\r?\n/g, ' ')}`] : []), `'use strict';`, ...runtimeLayout(body), ''].join('\n');
}
