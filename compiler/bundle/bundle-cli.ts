/**
 * The CLI bundler (package build time, scripts/bundle-cli.ts): cli/main.ts, everything it imports and
 * the CommonJS files of the packages it needs, in ONE CommonJS file (dist/seamc.cjs) that requires nothing but
 * node built-ins. One file, read once and compiled from a V8 code cache, replaces ~70 ES modules and ~150
 * package files resolved, stat'ed and compiled one by one at every run.
 *
 * Our TypeScript goes through the hook-runtime bundler's transpile/link (bundle.ts) with bare imports allowed
 * here; package files are linked as they are (their `require("x")` calls resolved like node resolves them).
 * A few modules choose at run time what to load (top-level await, files next to themselves); the bundle has
 * its own version of each, see cli-flavour.ts. `import.meta.url` is allowed only where it merely locates the
 * package (package-root.ts), and becomes the bundle file's URL. The text is pure ASCII (ascii.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { asciiOnly } from './ascii.js';
import { BundleError, isFile, link, moduleId, moduleTable, requireCall, resolveRelative, transpile } from './bundle.js';
import type { BundledModule, LinkHooks } from './bundle.js';

export interface CliBundleOptions {
  /** the package root: module ids are relative to it */
  readonly root: string;
  /** entry module (absolute .ts path) whose exports become the bundle's exports */
  readonly entry: string;
  /** absolute .ts path -> the source used instead of that file (the file may not exist) */
  readonly substitutes: ReadonlyMap<string, string>;
  /** root-relative module ids (no .ts) allowed to use import.meta.url */
  readonly importMetaModules: readonly string[];
  /** first comment line */
  readonly banner: string;
  /** `node:` built-ins loaded at their first property read instead of at require (see LAZY_PRELUDE) */
  readonly lazyBuiltins?: readonly string[];
}

/** `import.meta.url` in the bundle: the URL of the bundle file itself (its __filename). */
export const BUNDLE_META_URL = 'require("node:url").pathToFileURL(__filename).href';

const LAZY = '__seam_lazy';
/**
 * A built-in that the bundled code requires up front but rarely uses (commander's child_process, ~3 ms to
 * load with its stream and socket modules) becomes an object that requires it at its first property read.
 */
const LAZY_PRELUDE = [
  `function ${LAZY}(id) {`,
  '  var real;',
  '  var load = function () { return real || (real = require(id)); };',
  '  return new Proxy({}, {',
  '    get: function (_t, key) { return load()[key]; },',
  '    has: function (_t, key) { return key in load(); },',
  '    ownKeys: function () { return Reflect.ownKeys(load()); },',
  '    getOwnPropertyDescriptor: function (_t, key) { var d = Object.getOwnPropertyDescriptor(load(), key); if (d) d.configurable = true; return d; },',
  '  });',
  '}',
];

interface PackageInfo {
  readonly name: string;
  readonly version: string;
  readonly license: string;
  readonly notice: string;
}

/** The package a file of node_modules belongs to: the nearest package.json that has a name. */
function packageOf(file: string): { dir: string; info: PackageInfo } {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const pj = join(dir, 'package.json');
    if (!isFile(pj)) continue;
    const meta = JSON.parse(readFileSync(pj, 'utf8')) as { name?: string; version?: string; license?: string };
    if (!meta.name) continue;
    const noticeFile = readdirSync(dir).filter((f) => /^licen[cs]e(\.(md|txt))?$/i.test(f)).sort()[0];
    const notice = noticeFile ? readFileSync(join(dir, noticeFile), 'utf8').trim() : '';
    return { dir, info: { name: meta.name, version: meta.version ?? '?', license: meta.license ?? 'see package', notice } };
  }
  throw new BundleError(`${file}: belongs to no named package`);
}

/** True when node would load `file` as an ES module (`.mjs`, or `.js` under a `"type": "module"` package.json). */
function isEsModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const pj = join(dir, 'package.json');
    if (isFile(pj)) return (JSON.parse(readFileSync(pj, 'utf8')) as { type?: string }).type === 'module';
  }
  return false;
}

/** node's own resolution (the `require` conditions), from the requiring file. */
function nodeResolve(spec: string, from: string): string {
  try {
    return createRequire(from).resolve(spec);
  } catch (e) {
    throw new BundleError(`${from}: cannot resolve "${spec}" (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
  }
}

/** A licence notice as a comment block (a `*\/` inside would end the comment early). */
function noticeComment(p: PackageInfo): string {
  const body = p.notice.replace(/\*\//g, '* /').split('\n').map((l) => ` * ${l}`.trimEnd());
  return [`/*! ${p.name} ${p.version} (${p.license}), bundled into seamc's CLI`, ...body, ' */'].join('\n');
}

/** The one-file CLI: `module.exports` is the entry module's exports. */
export function bundleCli(options: CliBundleOptions): string {
  const root = resolve(options.root);
  const subs = options.substitutes;
  const exists = (f: string): boolean => subs.has(f) || isFile(f);
  const lazy = new Set(options.lazyBuiltins ?? []);
  const builtin = (spec: string): string => (lazy.has(spec) ? `${LAZY}(${JSON.stringify(spec)})` : `require(${JSON.stringify(spec)})`);
  const tsHooks: LinkHooks = {
    relative: (spec, from) => resolveRelative(root, from, spec, exists),
    bare: nodeResolve,
    builtin,
    literalRequiresOnly: true,
  };
  const pkgHooks: LinkHooks = { relative: nodeResolve, bare: nodeResolve, builtin, literalRequiresOnly: true };
  const modules = new Map<string, BundledModule>();
  const packages = new Map<string, PackageInfo>();
  const queue: string[] = [resolve(options.entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (modules.has(file)) continue;
    const id = moduleId(root, file);
    let code: string;
    if (file.endsWith('.ts')) {
      const source = subs.get(file) ?? readFileSync(file, 'utf8');
      const meta = options.importMetaModules.includes(id) ? { importMetaUrl: BUNDLE_META_URL } : {};
      const linked = link(root, file, transpile(root, file, source, true), { ...tsHooks, ...meta });
      code = linked.code;
      queue.push(...linked.deps);
    } else {
      const { dir, info } = packageOf(file);
      packages.set(dir, info);
      const source = readFileSync(file, 'utf8');
      if (file.endsWith('.json')) {
        code = `module.exports = ${JSON.stringify(JSON.parse(source))};`;
      } else if (isEsModule(file)) {
        throw new BundleError(`${id}: an ES module; only CommonJS package files can be bundled (resolve the package's require entry)`);
      } else if (/\.c?js$/.test(basename(file))) {
        const linked = link(root, file, source.replace(/^#!.*/, ''), pkgHooks);
        code = linked.code;
        queue.push(...linked.deps);
      } else {
        throw new BundleError(`${id}: only .js, .cjs and .json package files can be bundled`);
      }
    }
    modules.set(file, { id, code: asciiOnly(code, file) });
  }
  const notices = [...packages.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(noticeComment);
  return [
    `// ${options.banner.replace(/\r?\n/g, ' ')}`,
    ...notices.map((n) => asciiOnly(n, 'notice.js')),
    ...(lazy.size > 0 ? LAZY_PRELUDE : []),
    ...moduleTable(modules.values()),
    `module.exports = ${requireCall(moduleId(root, resolve(options.entry)))};`,
    '',
  ].join('\n');
}
