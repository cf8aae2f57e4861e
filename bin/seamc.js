#!/usr/bin/env node
// The seamc command. `npm run build` makes dist/seamc.cjs (the whole CLI and the packages it uses in one
// CommonJS file, compiler/bundle/bundle-cli.ts) and dist/seamc.cjs.cache (its V8 code cache,
// compiler/bundle/code-cache.ts): compiled from the cache, one file starts in a fraction of the time ~200
// separate modules take. A cache V8 rejects (another node version) only costs a normal compile; nothing is
// ever written here at run time. Without the bundle, or when `tsc` alone rewrote the ES modules under dist/
// after it was made (a stale bundle), those ES modules run instead.
// This file is CommonJS (bin/package.json): an ES module entry would cost node's ESM loader, ~5 ms.
'use strict';
const { readFileSync, statSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { Script } = require('node:vm');

const argv = process.argv.slice(2);
const dist = join(__dirname, '..', 'dist');
const file = join(dist, 'seamc.cjs');

function mtime(path) {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
}

function read(path, encoding) {
  try {
    return readFileSync(path, encoding);
  } catch {
    return undefined;
  }
}

// The bundle is pure ASCII (compiler/bundle/ascii.ts; tests/bundle-cli.test.ts checks it), so latin1 gives the same
// string as utf8 without node's UTF-8 reader: ~10 ms less CPU for the 2.4 MB file on a loaded 2-core machine.
const text = mtime(file) >= mtime(join(dist, 'cli', 'main.js')) ? read(file, 'latin1') : undefined;
if (text === undefined) {
  import('../dist/cli/main.js').then(async ({ runAsync }) => {
    process.exitCode = await runAsync(argv);
  });
} else {
  const cachedData = read(`${file}.cache`);
  const script = new Script(Module.wrap(text), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(file), module, file, dist);
  module.exports.runAsync(argv).then((code) => {
    process.exitCode = code;
  });
}
