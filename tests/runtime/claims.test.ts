/**
 * "Parse generously, claim narrowly" (hooks.md §6): every payload fixture of every vendor runs through every
 * adapter. At most one adapter may claim a payload; a vendor's own fixtures are claimed by nobody else, and a
 * `foreign-*` fixture (another vendor's payload kept in this vendor's folder) is never claimed by its folder's vendor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../compiler/util/package-root.js';
import { loadAdapters } from './adapters.js';

const adapters = await loadAdapters();
const root = join(packageRoot(), 'tests', 'fixtures', 'payloads');
const cases = readdirSync(root).flatMap((vendor) =>
  readdirSync(join(root, vendor))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ vendor, name: f.slice(0, -5), fixture: JSON.parse(readFileSync(join(root, vendor, f), 'utf8')) as { payload?: unknown } }))
    .filter((c) => c.fixture.payload !== undefined),
);

const claimers = (payload: unknown) => Object.entries(adapters).filter(([, a]) => a.parse(structuredClone(payload)) !== null).map(([id]) => id);

describe('claims over every payload fixture', () => {
  it('has fixtures for every vendor with a runtime', () => {
    expect(Object.keys(adapters).filter((id) => !cases.some((c) => c.vendor === id))).toEqual([]);
  });
  it.each(cases.map((c) => [`${c.vendor}/${c.name}`, c] as const))('%s', (_n, c) => {
    const who = claimers(c.fixture.payload);
    expect(who.length, `claimed by ${who.join(', ')}`).toBeLessThanOrEqual(1);
    if (c.name.startsWith('foreign-')) expect(who).not.toContain(c.vendor);
    else expect(who.filter((id) => id !== c.vendor)).toEqual([]);
  });
});
