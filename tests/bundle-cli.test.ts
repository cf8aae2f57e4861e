/**
 * The one-file CLI (dist/seamc.cjs, made by `npm run build`): the same bytes, output and exit codes as the
 * ES modules under dist/, nothing required from outside node's built-ins, pure ASCII, and a code cache
 * this node accepts. The fallback of bin/seamc.js to the ES modules runs from a copy of the package without
 * the bundle (dist/ itself is never touched: other test files use it at the same time).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiOnly } from '../compiler/bundle/ascii.js';
import { bundleCli } from '../compiler/bundle/bundle-cli.js';
import { BundleError } from '../compiler/bundle/bundle.js';
import { bin, root, scratch, tree } from './cli-helpers.js';

const bundleFile = join(root, 'dist', 'seamc.cjs');
let esmPackage: string;
let tmp: string;

interface Outcome {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function node(args: readonly string[], input?: string): Outcome {
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of the package's run-time files without dist/seamc.cjs: its bin/seamc.js runs the ES modules. */
function packageWithoutBundle(): string {
  const dir = join(tmp, 'esm-package');
  for (const part of ['package.json', 'bin', 'compiler/spec/seam.schema.json', 'compiler/emit/templates', 'vendors', 'evidence']) {
    cpSync(join(root, part), join(dir, part), { recursive: true, filter: (src) => !src.endsWith('.ts') });
  }
  cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true, filter: (src) => !/seamc\.cjs(\.cache)?$/.test(src) });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** dist/seamc.cjs run as bin/seamc.js runs it (with its code cache), whatever the mtimes under dist/ say */
const BUNDLED = [
  '-e',
  [
    "const { Script } = require('node:vm'); const Module = require('node:module'); const fs = require('node:fs');",
    `const file = ${JSON.stringify(bundleFile)}; const m = { exports: {} };`,
    "new Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData: fs.readFileSync(file + '.cache') }).runInThisContext()",
    '  .call(m.exports, m.exports, Module.createRequire(file), m, file, require("node:path").dirname(file));',
    'process.exitCode = m.exports.run(process.argv.slice(1));',
  ].join('\n'),
  '--',
];

/** Run `seamc <args>` both ways; `{out}` in args is replaced by a fresh folder per way. */
function both(args: readonly string[], input?: string): { bundled: Outcome & { out: string }; esm: Outcome & { out: string } } {
  const run = (entry: string[], name: string) => {
    const out = join(tmp, `${name}-${Math.random().toString(36).slice(2)}`);
    const r = node([...entry, ...args.map((a) => (a === '{out}' ? out : a))], input);
    return { ...r, stdout: r.stdout.split(out).join('<out>'), stderr: r.stderr.split(out).join('<out>'), out };
  };
  return { bundled: run(BUNDLED, 'bundled'), esm: run([join(esmPackage, 'bin', 'seamc.js')], 'esm') };
}

beforeAll(() => {
  tmp = scratch('seamc-bundle-cli-');
  esmPackage = packageWithoutBundle();
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the one-file CLI', () => {
  it('is built, pure ASCII, and requires only node: built-ins', () => {
    expect(existsSync(bundleFile)).toBe(true);
    const text = readFileSync(bundleFile, 'utf8');
    expect(/[^\x00-\x7f]/.test(text)).toBe(false);
    const requires: string[] = [];
    const imports: string[] = [];
    const sf = ts.createSourceFile('seamc.js', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'require') requires.push(n.arguments.map((a) => a.getText(sf)).join());
      if ((ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) || ts.isMetaProperty(n)) imports.push(n.getText(sf));
      ts.forEachChild(n, visit);
    };
    visit(sf);
    expect(requires.length).toBeGreaterThan(10);
    expect(requires.filter((s) => !/^"node:[a-z_/]+"$/.test(s))).toEqual(['id']); // the lazy built-in loader
    expect(imports).toEqual([]);
  });

  it('builds the example with a require that refuses everything but node: built-ins', () => {
    const out = join(tmp, 'guarded');
    const probe = [
      "const { Script } = require('node:vm'); const Module = require('node:module'); const fs = require('node:fs');",
      `const file = ${JSON.stringify(bundleFile)}; const real = Module.createRequire(file); const asked = [];`,
      "const guarded = (id) => { asked.push(id); if (!id.startsWith('node:')) throw new Error('required ' + id); return real(id); };",
      "const m = { exports: {} }; new Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file }).runInThisContext()",
      '  .call(m.exports, m.exports, guarded, m, file, require("node:path").dirname(file));',
      `const code = m.exports.run(['build', 'specs/example.seam.yaml', '--out', ${JSON.stringify(out)}]);`,
      "process.stderr.write(JSON.stringify({ code, bad: asked.filter((id) => !id.startsWith('node:')) }));",
    ].join('\n');
    const r = node(['-e', probe]);
    expect(JSON.parse(r.stderr)).toEqual({ code: 0, bad: [] });
    expect(Object.keys(tree(out)).length).toBeGreaterThan(5);
  });

  it('has a code cache this node accepts (compiled the way bin/seamc.js compiles it)', () => {
    const probe = [
      "const { Script } = require('node:vm'); const Module = require('node:module'); const fs = require('node:fs');",
      `const file = ${JSON.stringify(bundleFile)};`,
      "const s = new Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData: fs.readFileSync(file + '.cache') });",
      'process.stdout.write(String(s.cachedDataRejected));',
    ].join('\n');
    expect(node(['-e', probe]).stdout).toBe('false');
    expect(readFileSync(bin, 'utf8')).toContain('new Script(Module.wrap(text), { filename: file');
  });
});

describe('bin/seamc.js', () => {
  it('takes dist/seamc.cjs unless dist/cli/main.js is newer (tsc ran alone after the build)', () => {
    const dir = join(tmp, 'choice');
    cpSync(esmPackage, dir, { recursive: true });
    const fake = join(dir, 'dist', 'seamc.cjs');
    writeFileSync(fake, "throw new Error('the bundle ran');\n");
    const main = join(dir, 'dist', 'cli', 'main.js');
    utimesSync(fake, new Date(2000, 0, 1), new Date(2000, 0, 1));
    utimesSync(main, new Date(2001, 0, 1), new Date(2001, 0, 1));
    const esm = node([join(dir, 'bin', 'seamc.js'), '--version']);
    expect([esm.status, esm.stdout.trim()]).toEqual([0, JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version]);
    utimesSync(fake, new Date(2001, 0, 1), new Date(2001, 0, 1));
    const bundled = node([join(dir, 'bin', 'seamc.js'), '--version']);
    expect(bundled.status).toBe(1);
    expect(bundled.stderr).toContain('the bundle ran');
  });
});

describe('bundle and ES modules agree', () => {
  it('byte-identical output tree, report and exit code for the example spec', () => {
    const { bundled, esm } = both(['build', 'specs/example.seam.yaml', '--out', '{out}']);
    expect(bundled.status).toBe(0);
    expect(bundled.stderr).toBe('');
    expect(esm).toMatchObject({ status: bundled.status, stdout: bundled.stdout, stderr: bundled.stderr });
    expect(tree(esm.out)).toEqual(tree(bundled.out));
    expect(Object.keys(tree(bundled.out))).toContain('.seam/manifest.json');
    const check = node([bin, 'check', 'specs/example.seam.yaml', '--out', bundled.out]);
    expect(check.status).toBe(0);
  });

  it('the same output trees, reports, diagnostics and exit codes on every other path (all agents too)', { timeout: 180_000 }, () => {
    const payload = JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: root, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git push --force origin main' } });
    const cases: [string[], string?][] = [
      [['--version']],
      [['--help']],
      [['build', '--help']],
      [['explain', 'SC1001']],
      [['explain', 'SC0000']],
      [['nosuch']],
      [['matrix']],
      [['matrix', '--format', 'json']],
      [['hook', 'events', '--agent', 'claude_code']],
      [['hook', 'run', '--agent', 'claude_code', '--spec', 'specs/example.seam.yaml', '--format', 'json'], payload],
      [['build', 'specs/example.seam.yaml', '--out', '{out}', '--format', 'json']],
      [['build', 'specs/example.seam.yaml', '--out', '{out}', '--agents', 'all']],
      // every agent with templates of its own (precompiled into the bundle), one build each: together they may conflict
      ...readdirSync(join(root, 'vendors'))
        .filter((v) => existsSync(join(root, 'vendors', v, 'templates')))
        .map((v): [string[]] => [['build', 'specs/example.seam.yaml', '--out', '{out}', '--agents', v]]),
      [['build', 'tests/fixtures/bad-specs/bad-regex/seam.yaml', '--out', '{out}']],
      [['build', 'tests/fixtures/bad-specs/duplicate-key/seam.yaml', '--out', '{out}', '--format', 'json']],
      [['build', 'no/such/spec.yaml', '--out', '{out}']],
      [['check', 'specs/example.seam.yaml', '--out', '{out}']],
    ];
    for (const [args, input] of cases) {
      const { bundled, esm } = both(args, input);
      expect({ args, status: esm.status, stdout: esm.stdout, stderr: esm.stderr }).toEqual({ args, status: bundled.status, stdout: bundled.stdout, stderr: bundled.stderr });
      expect(existsSync(esm.out)).toBe(existsSync(bundled.out));
      if (existsSync(bundled.out)) expect({ args, files: tree(esm.out) }).toEqual({ args, files: tree(bundled.out) });
    }
  });
});

describe('bundler rules (a fake package)', () => {
  const fake = (files: Record<string, string>): string => {
    const dir = join(tmp, `fake-${Math.random().toString(36).slice(2)}`);
    for (const [name, text] of Object.entries({ 'package.json': '{"name":"fake-root"}', ...files })) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  };
  const make = (dir: string, extra: { meta?: string[]; lazy?: string[] } = {}): string =>
    bundleCli({ root: dir, entry: join(dir, 'entry.ts'), substitutes: new Map(), importMetaModules: extra.meta ?? [], banner: 'test', lazyBuiltins: extra.lazy ?? [] });
  const exec = (text: string, file: string): unknown => {
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', '__filename', text)(module, module.exports, require, file);
    return module.exports;
  };
  const PKG = {
    'node_modules/pkg/package.json': '{"name":"pkg","version":"1.2.3","license":"MIT","main":"lib/index.js"}',
    'node_modules/pkg/LICENSE': 'Copyright (c) Someone \u00a9',
    'node_modules/pkg/lib/index.js': "const { sep } = require('path');\nconst data = require('./data.json');\nmodule.exports = { sep, n: data.n, s: 'caf\u00e9' };\n",
    'node_modules/pkg/lib/data.json': '{"n": 7}',
  };

  it('takes packages in (relative files, JSON, built-ins), with their licence, as ASCII', () => {
    const dir = fake({ ...PKG, 'entry.ts': "import pkg from 'pkg';\nexport const out = { ...pkg, arrow: '\u2192' };\n" });
    const text = make(dir);
    expect(text).toContain('/*! pkg 1.2.3 (MIT), bundled into seamc');
    expect(text).toContain('"node_modules/pkg/lib/data.json": function');
    expect(/[^\x00-\x7f]/.test(text)).toBe(false);
    expect(exec(text, join(dir, 'x.cjs'))).toMatchObject({ out: { sep: '/', n: 7, s: 'caf\u00e9', arrow: '\u2192' } });
  });

  it('refuses a computed require and import.meta outside the allowed modules; allowed, it is the bundle URL', () => {
    expect(() => make(fake({ 'entry.ts': 'const n = "fs";\nexport const x = require(n);\n' }))).toThrow(/computed name/);
    const meta = fake({ 'entry.ts': 'export const url = import.meta.url;\n' });
    expect(() => make(meta)).toThrow(BundleError);
    expect(exec(make(meta, { meta: ['entry'] }), '/some/where/b.cjs')).toEqual({ url: 'file:///some/where/b.cjs' });
  });

  it('refuses an ES module package file', () => {
    const esm = fake({
      'node_modules/esm-only/package.json': '{"name":"esm-only","type":"module","main":"index.js"}',
      'node_modules/esm-only/index.js': 'export const x = 1;\n',
      'entry.ts': "import { x } from 'esm-only';\nexport const y = x;\n",
    });
    expect(() => make(esm)).toThrow(/an ES module/);
  });

  it('a lazy built-in loads at its first property read', () => {
    const dir = fake({ 'entry.ts': "import * as cp from 'node:child_process';\nexport const f = () => typeof cp.spawn;\n" });
    const text = make(dir, { lazy: ['node:child_process'] });
    expect(text).toContain('__seam_lazy("node:child_process")');
    expect((exec(text, join(dir, 'x.cjs')) as { f: () => string }).f()).toBe('function');
  });
});

describe('asciiOnly', () => {
  it('escapes literals, regexes and comments; keeps identifiers and tagged templates', () => {
    expect(asciiOnly("const a = '\u00a7 1'; // \u2192\n", 'a.js')).toBe("const a = '\\u00a7 1'; // \\u2192\n");
    expect(asciiOnly('const r = /\\\u00e9+/; const t = `x\u00e9${1}\u00e9`;\n', 'a.js')).toBe('const r = /\\u00e9+/; const t = `x\\u00e9${1}\\u00e9`;\n');
    expect(asciiOnly('const s = "\\\\\u00e9";\n', 'a.js')).toBe('const s = "\\\\\\u00e9";\n');
    expect(asciiOnly('const caf\u00e9 = String.raw`\u00e9`;\n', 'a.js')).toBe('const caf\u00e9 = String.raw`\u00e9`;\n');
    expect(asciiOnly('const e = "\ud83d\ude00";\n', 'a.js')).toBe('const e = "\\ud83d\\ude00";\n');
  });
});
