/**
 * The V8 code cache of the one-file CLI (package build time). bin/seamc.js compiles dist/seamc.cjs as
 * `new vm.Script(Module.wrap(text), { cachedData })` and calls the function it evaluates to, as node's own
 * CommonJS loader would; V8 accepts a cache only for the very same source, V8 version and flags and compiles
 * normally otherwise. The cache is made after a real `seamc build`, so it also holds the functions V8 compiles
 * lazily on that path (the bulk of a run's compile time), not only the top level.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

export interface LoadedBundle {
  readonly script: Script;
  readonly exports: { run(argv: readonly string[]): number };
}

/** Compile and run a CommonJS file the way bin/seamc.js does. */
export function loadBundle(file: string, cachedData?: Buffer): LoadedBundle {
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as LoadedBundle['exports'] };
  const fn = script.runInThisContext() as (...args: unknown[]) => void;
  fn.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return { script, exports: module.exports };
}

/**
 * Run `seamc build <spec>` from the bundle into a scratch folder (its report goes to this process's
 * stdout), then return the code cache and the build's exit code (any exit will do: what matters is which
 * functions ran). Run it in a child process of its own: the cache should hold what one `seamc build`
 * compiles, nothing else.
 */
export function warmCodeCache(file: string, spec: string): { cache: Buffer; exit: number } {
  const loaded = loadBundle(file);
  const out = mkdtempSync(join(tmpdir(), 'seamc-cache-'));
  try {
    const exit = loaded.exports.run(['build', spec, '--out', out]);
    return { cache: loaded.script.createCachedData(), exit };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
