/**
 * Package-build helper: the `yaml` package's CommonJS build folded into one file. Loading one file instead of
 * ~70 modules takes a spec load from ~25-35 ms of `yaml` start-up to ~7 ms. Only relative require() calls are
 * folded; node built-ins stay require() calls (the bundle is CommonJS). The licence notice travels with it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

export const YAML_BUNDLE = 'yaml.bundle.cjs';

export function bundleYaml(): string {
  const req = createRequire(import.meta.url);
  const entry = req.resolve('yaml');
  const root = dirname(entry);
  const pkgDir = dirname(root);
  const sources = new Map<string, string>();
  const visit = (file: string): void => {
    if (sources.has(file)) return;
    sources.set(file, '');
    const src = readFileSync(file, 'utf8').replace(/require\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (_m, _q: string, rel: string) => {
      let target = resolve(dirname(file), rel);
      if (!target.endsWith('.js')) target += '.js';
      visit(target);
      return `__seamRequire(${JSON.stringify(relative(root, target))})`;
    });
    sources.set(file, src);
  };
  visit(entry);
  const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
  const licence = readFileSync(join(pkgDir, 'LICENSE'), 'utf8').trim().split('\n').map((l) => ` * ${l}`.trimEnd()).join('\n');
  const parts = [
    `/*! yaml ${version} (https://github.com/eemeli/yaml), folded into one file by seamc's build.\n${licence}\n */`,
    '"use strict";',
    'const __seamDefs = {};',
    'const __seamCache = {};',
    'function __seamRequire(id) {',
    '  const hit = __seamCache[id];',
    '  if (hit) return hit.exports;',
    '  const module = (__seamCache[id] = { exports: {} });',
    '  __seamDefs[id](module, module.exports);',
    '  return module.exports;',
    '}',
  ];
  const ids = [...sources.keys()].map((f) => relative(root, f)).sort();
  for (const id of ids) parts.push(`__seamDefs[${JSON.stringify(id)}] = function (module, exports) {\n${sources.get(join(root, id)) ?? ''}\n};`);
  parts.push(`module.exports = __seamRequire(${JSON.stringify(relative(root, entry))});`, '');
  return parts.join('\n');
}
