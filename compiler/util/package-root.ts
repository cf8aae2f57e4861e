import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The seamc package folder, found from this module whether it runs from source (vitest) or from dist/. */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pj = join(dir, 'package.json');
    if (existsSync(pj) && (JSON.parse(readFileSync(pj, 'utf8')) as { name?: string }).name === 'seamc') return (cached = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error('seamc package root not found');
    dir = up;
  }
}
