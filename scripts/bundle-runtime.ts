/**
 * `npm run build`, second step (after tsc): bundle the engine and every vendors/<id>/runtime.ts into the ONE shared
 * runtime body dist/runtime/seamc-runtime.cjs (`seamc build` writes it once per build, beside one small entry per
 * hook agent: compiler/bundle/inject.ts). Runs from dist/scripts/bundle-runtime.js; reads the TypeScript sources of
 * the package. Files an older build left in dist/runtime/ (one runtime per agent) are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleRuntime, runtimeAgents } from '../compiler/bundle/runtime-entry.js';
import { SHARED_RUNTIME } from '../compiler/bundle/placeholder.js';
import { packageRoot } from '../compiler/util/package-root.js';

function run(): void {
  const root = packageRoot();
  const outDir = join(root, 'dist', 'runtime');
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) if (f !== SHARED_RUNTIME) rmSync(join(outDir, f), { force: true });
  const agents = runtimeAgents(root);
  const file = join(outDir, SHARED_RUNTIME);
  writeFileSync(file, bundleRuntime(root, agents), { encoding: 'utf8', mode: 0o644 });
  process.stdout.write(`bundled the hook runtime of ${agents.length} agents (${agents.join(', ')}) -> ${file}\n`);
}

try {
  run();
} catch (e) {
  process.stderr.write(`bundle-runtime: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
