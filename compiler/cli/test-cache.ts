/**
 * `seamc build`'s policy-test cache: the last run's counts and failures in `<out>/.seam/cache/policy-tests.json`
 * (beside the hooks' own code caches; not in the manifest, never compared by `check`), reused only under the same
 * key (compiler/policy-tests.ts testsKey: seamc itself, the cases, every byte built). Written only after the build's
 * files are, never on a refused build; a cache that cannot be read or written is a normal run, never an error.
 * `--no-cache` runs the tests whatever is kept. docs/decisions/policy-test-cache.md.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CachedTests, TestCache } from '../policy-tests.js';
import { packageRoot } from '../util/package-root.js';

export const TEST_CACHE = '.seam/cache/policy-tests.json';

/** seamc's version and the size and time of the files its code runs from: a rebuilt or upgraded seamc differs. */
function identity(): string {
  const root = packageRoot();
  const stamp = (rel: string) => {
    const st = statSync(join(root, rel), { throwIfNoEntry: false });
    return st ? `${rel}:${st.size}:${st.mtimeMs}` : `${rel}:-`;
  };
  return [stamp('package.json'), stamp('dist/seamc.cjs'), stamp('dist/cli/main.js'), stamp('dist/compiler/compile.js')].join(' ');
}

function valid(v: unknown, key: string): v is { key: string } & CachedTests {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  const s = o['summary'] as Record<string, unknown> | undefined;
  return o['key'] === key && Array.isArray(o['failures']) && typeof s === 'object' && s !== null && ['tests', 'passed', 'failed', 'na', 'failedTests'].every((k) => Number.isInteger(s[k])) && Array.isArray(s['agents']);
}

export interface BuildTestCache extends TestCache {
  /** write the run this build made, if it made one (after its files are written) */
  flush(): void;
}

export function buildTestCache(out: string): BuildTestCache {
  const file = join(out, TEST_CACHE);
  let pending: { key: string; value: CachedTests } | undefined;
  return {
    identity: identity(),
    get(key) {
      try {
        const v: unknown = JSON.parse(readFileSync(file, 'utf8'));
        return valid(v, key) ? { failures: v.failures, summary: v.summary } : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      pending = { key, value };
    },
    flush() {
      if (!pending) return;
      const tmp = `${file}.seam-tmp-${process.pid}`;
      try {
        mkdirSync(join(out, '.seam', 'cache'), { recursive: true });
        writeFileSync(tmp, JSON.stringify({ key: pending.key, ...pending.value }) + '\n');
        renameSync(tmp, file);
      } catch {
        rmSync(tmp, { force: true });
      }
    },
  };
}
