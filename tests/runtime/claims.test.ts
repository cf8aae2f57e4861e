/**
 * Recognition that never fails open (docs/decisions/payload-recognition.md): a runtime judges every payload that
 * names an event in its client's spelling, whatever extra fields it carries, and says "not mine" only on positive
 * evidence of another client. For every hook agent: each of its own fixtures keeps its exact verdict when any field
 * another vendor sends (or an unknown one) is added, except the fields of its own vocabulary (a vendor that names no
 * event reads it from the payload's shape); a `foreign-*` fixture is placed as the other client's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../compiler/runtime/dispatch.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { loadAdapters } from './adapters.js';
import { EXAMPLE_POLICY } from './example-policy.js';

const adapters = await loadAdapters();
const root = join(packageRoot(), 'tests', 'fixtures', 'payloads');
interface Case {
  readonly vendor: string;
  readonly name: string;
  readonly payload: Record<string, unknown>;
  readonly policy: unknown;
}
const cases: Case[] = readdirSync(root).flatMap((vendor) =>
  readdirSync(join(root, vendor))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ vendor, name: f.slice(0, -5), ...(JSON.parse(readFileSync(join(root, vendor, f), 'utf8')) as { payload?: Record<string, unknown>; policy: unknown }) }))
    .filter((c): c is Case => c.payload !== undefined && typeof c.payload === 'object' && !Array.isArray(c.payload)),
);

/** Every top-level field any vendor's fixture carries, plus fields new releases were seen or are likely to add. */
const MARKERS: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(cases.flatMap((c) => Object.entries(c.payload))),
  timestamp: '2026-12-03T10:00:00Z',
  conversation_id: 'c-1',
  workspace_roots: ['/path/to/repo'],
  turn_id: 't-1',
  generation_id: 'g-1',
  project_path: '/path/to/repo',
  client_type: 'some_new_client',
  prompt_id: 'p-1',
  effort: { level: 'high' },
  session_title: 'x',
  agent_id: 'a-1',
  mcp_server: { name: 'x', source: 'project' },
  zz_unknown_field: { nested: [1, 2, 3] },
};

const reply = (vendor: string, payload: unknown, policy: unknown) => {
  const r = dispatch(adapters[vendor]!, (policy === 'example' ? EXAMPLE_POLICY : policy) as typeof EXAMPLE_POLICY, JSON.stringify(payload), { log: () => {} }).reply;
  return { stdout: r.stdout, exit: r.exit };
};

describe('recognition over every payload fixture', () => {
  it('has fixtures for every vendor with a runtime', () => {
    expect(Object.keys(adapters).filter((id) => !cases.some((c) => c.vendor === id))).toEqual([]);
  });

  describe.each(Object.keys(adapters))('%s', (vendor) => {
    const adapter = adapters[vendor]!;
    const own = cases.filter((c) => c.vendor === vendor && !c.name.startsWith('foreign-'));
    // fields of this vendor's own payloads are its vocabulary (shape-inferring vendors read the event from them)
    const vocabulary = new Set(own.flatMap((c) => Object.keys(c.payload)));
    it.each(own.map((c) => [c.name, c] as const))('%s: the verdict survives every added field', (_n, c) => {
      const base = reply(vendor, c.payload, c.policy);
      const changed: string[] = [];
      for (const [k, v] of Object.entries(MARKERS)) {
        if (k in c.payload || vocabulary.has(k)) continue;
        const probe = { ...c.payload, [k]: v };
        // a field that IS this runtime's positive evidence of another client may change it: that is the point of evidence
        if (adapter.foreign(probe) !== undefined) continue;
        const got = reply(vendor, probe, c.policy);
        if (got.stdout !== base.stdout || got.exit !== base.exit) changed.push(k);
      }
      expect(changed).toEqual([]);
    });
    it('names its positive evidence only by fields no own fixture carries', () => {
      expect(own.filter((c) => adapter.foreign(c.payload) !== undefined).map((c) => c.name)).toEqual([]);
    });
    const foreign = cases.filter((c) => c.vendor === vendor && c.name.startsWith('foreign-'));
    it.each(foreign.map((c) => [c.name, c] as const))('%s is placed as another client\u2019s, with a note on stderr', (_n, c) => {
      expect(adapter.foreign(c.payload)).toBeTypeOf('string');
      const logs: string[] = [];
      const r = dispatch(adapter, EXAMPLE_POLICY, JSON.stringify(c.payload), { log: (m) => logs.push(m) });
      expect(r.reply).toEqual({ stdout: '', exit: 0 });
      expect(logs.join('\n')).toMatch(/not .*'s; .* gives no verdict/);
    });
  });
});
