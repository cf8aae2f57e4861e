/**
 * `npm run build`, second step (after tsc): bundle every vendors/<id>/runtime.ts into dist/runtime/<id>.cjs.
 * Runs from dist/scripts/bundle-runtime.js; reads the TypeScript sources of the package.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleRuntime, runtimeAgents } from '../compiler/bundle/runtime-entry.js';
import { packageRoot } from '../compiler/util/package-root.js';

function run(): void {
  const root = packageRoot();
  const outDir = join(root, 'dist', 'runtime');
  mkdirSync(outDir, { recursive: true });
  const agents = runtimeAgents(root);
  for (const agent of agents) {
    const file = join(outDir, `${agent}.cjs`);
    writeFileSync(file, bundleRuntime(root, agent), { encoding: 'utf8', mode: 0o755 });
    process.stdout.write(`bundled ${agent} -> ${file}\n`);
  }
  if (agents.length === 0) process.stdout.write('no vendors/<id>/runtime.ts found; nothing bundled\n');
}

try {
  run();
} catch (e) {
  process.stderr.write(`bundle-runtime: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
