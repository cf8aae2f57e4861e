/** Every registered vendor's runtime adapter, loaded from its vendors/<id>/runtime.ts (vendors with hook facts only). */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { backends } from '../../vendors/index.js';

export async function loadAdapters(): Promise<Record<string, RuntimeAdapter>> {
  const entries = await Promise.all(
    backends
      .filter((b) => 'hooks' in b.facts && b.facts.hooks !== undefined)
      .map(async (b) => {
        const mod = (await import(/* @vite-ignore */ pathToFileURL(join(packageRoot(), 'vendors', b.facts.id, 'runtime.ts')).href)) as { adapter: RuntimeAdapter };
        return [b.facts.id, mod.adapter] as const;
      }),
  );
  return Object.fromEntries(entries);
}
