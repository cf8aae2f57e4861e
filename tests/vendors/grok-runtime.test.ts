/** grok's payload fixtures through the in-process dispatcher (the bundled run is tests/runtime/fixtures.test.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { dispatch } from '../../compiler/runtime/dispatch.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { adapter } from '../../vendors/grok/runtime.js';
import { EXAMPLE_POLICY } from '../runtime/example-policy.js';

interface Fixture {
  readonly payload?: unknown;
  readonly raw?: string;
  readonly policy: 'example' | RuntimePolicy;
  readonly expect: { readonly stdout: string | Record<string, unknown>; readonly exit: number };
}

const dir = join(packageRoot(), 'tests', 'fixtures', 'payloads', 'grok');
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Fixture] as const);

describe('grok payload fixtures (in-process)', () => {
  it.each(fixtures)('%s', (_name, f) => {
    const input = f.raw ?? JSON.stringify(f.payload);
    const { reply } = dispatch(adapter, f.policy === 'example' ? EXAMPLE_POLICY : f.policy, Buffer.from(input, 'utf8'), { log: () => {} });
    const stdout = typeof f.expect.stdout === 'string' ? f.expect.stdout : JSON.stringify(f.expect.stdout);
    expect(reply).toEqual({ stdout, exit: f.expect.exit });
  });
});
