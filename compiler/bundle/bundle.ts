/**
 * The hook-runtime bundler, on the TypeScript compiler API (a devDependency: loaded only by
 * scripts/bundle-runtime.ts and tests, never by `seamc build`). Walks relative imports from an entry,
 * transpiles each file to CommonJS, wraps each in a function of a small module table, keeps `node:`
 * built-ins as real `require` calls, refuses every other bare import, and returns ONE .cjs text.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { POLICY_PLACEHOLDER_LINE, SHEBANG } from './placeholder.js';

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
}

interface Module {
  readonly id: string;
  readonly code: string;
}

const LOCAL_REQUIRE = '__seam_require';
const BUILTINS = new Set(builtinModules);

export class BundleError extends Error {
  override readonly name = 'BundleError';
}

function isFile(p: string): boolean {
  return existsSync(p) && statSync(p).isFile();
}

/** a file's id in the module table: its root-relative POSIX path without the `.ts` suffix */
function moduleId(root: string, file: string): string {
  return relative(root, file).split(sep).join('/').replace(/\.ts$/, '');
}

/** A relative specifier -> the .ts file it names (NodeNext style `.js` suffix, or none). */
function resolveRelative(root: string, from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  const candidates = spec.endsWith('.js') ? [`${base.slice(0, -3)}.ts`] : [base, `${base}.ts`, join(base, 'index.ts')];
  const hit = candidates.find((c) => c.endsWith('.ts') && isFile(c));
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

function transpile(root: string, file: string, source: string): string {
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

/**
 * Find every `require("x")` in transpiled output (a dynamic import() has become one too; import.meta is
 * refused), decide what each becomes, and return the rewritten code plus the local files it needs.
 */
function link(root: string, file: string, code: string): { code: string; deps: string[] } {
  const declared = new Set(ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName));
  const sf = ts.createSourceFile(file.replace(/\.ts$/, '.js'), code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const rewrites: Rewrite[] = [];
  const deps: string[] = [];
  const seen = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isMetaProperty(node)) throw new BundleError(`${moduleId(root, file)}: import.meta cannot run in a CommonJS bundle`);
    if (ts.isCallExpression(node)) {
      const arg = node.arguments[0];
      if (ts.isIdentifier(node.expression) && node.expression.text === 'require' && node.arguments.length === 1 && arg && ts.isStringLiteral(arg)) {
        const spec = arg.text;
        seen.add(spec);
        const builtin = builtinSpecifier(spec);
        if (builtin) {
          rewrites.push({ start: node.getStart(sf), end: node.end, text: `require(${JSON.stringify(builtin)})` });
        } else if (spec.startsWith('./') || spec.startsWith('../')) {
          const target = resolveRelative(root, file, spec);
          deps.push(target);
          rewrites.push({ start: node.getStart(sf), end: node.end, text: `${LOCAL_REQUIRE}(${JSON.stringify(moduleId(root, target))})` });
        } else {
          throw new BundleError(`${moduleId(root, file)}: imports "${spec}"; the hook runtime may import only relative modules and node: built-ins`);
        }
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

/** Bundle `entry` and everything it imports into one self-contained CommonJS script. */
export function bundle(options: BundleOptions): string {
  const root = resolve(options.root);
  const entryPath = resolve(options.entry.path);
  const modules = new Map<string, Module>();
  const queue: string[] = [entryPath];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (modules.has(file)) continue;
    const source = file === entryPath && options.entry.source !== undefined ? options.entry.source : readFileSync(file, 'utf8');
    const linked = link(root, file, transpile(root, file, source));
    modules.set(file, { id: moduleId(root, file), code: linked.code });
    queue.push(...linked.deps);
  }
  const entryId = moduleId(root, entryPath);
  const defs = [...modules.values()]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((m) => `${JSON.stringify(m.id)}: function (module, exports, ${LOCAL_REQUIRE}) {\n${m.code.trimEnd()}\n}`);
  return [
    SHEBANG,
    ...(options.banner ? [`// ${options.banner.replace(/\r?\n/g, ' ')}`] : []),
    `'use strict';`,
    POLICY_PLACEHOLDER_LINE,
    '(function () {',
    'var __seam_defs = {',
    defs.join(',\n'),
    '};',
    'var __seam_cache = {};',
    `function ${LOCAL_REQUIRE}(id) {`,
    '  var hit = __seam_cache[id];',
    '  if (hit) return hit.exports;',
    '  var module = { exports: {} };',
    '  __seam_cache[id] = module;',
    '  __seam_defs[id].call(module.exports, module, module.exports, __seam_require);',
    '  return module.exports;',
    '}',
    `${LOCAL_REQUIRE}(${JSON.stringify(entryId)});`,
    '})();',
    '',
  ].join('\n');
}
