/** Meta-tests over the vendor registry (style.md §6.3 rules 3, 4, 11). */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RuntimeAdapter } from '../compiler/contract/index.js';
import { BASES, SECTIONS } from '../compiler/contract/index.js';
import { gradeFacts } from '../compiler/evidence/grade.js';
import { recordedLive } from '../compiler/evidence/live.js';
import { backends, targets } from '../vendors/index.js';
import { specNames } from '../scripts/golden.js';

const root = resolve(__dirname, '..');

describe('vendor registry', () => {
  it('lists each agent id once, sorted', () => {
    const ids = targets.map((t) => t.id);
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(backends.map((b) => b.facts.id)).toEqual(backends.map((b) => b.facts.id).sort());
  });

  for (const b of backends) {
    const id = b.facts.id;
    describe(id, () => {
      it('has facts that are pure data', () => {
        expect(JSON.parse(JSON.stringify(b.facts))).toEqual(b.facts);
      });
      it('has, per section, an emitter xor a recorded gap with a reason', () => {
        for (const s of SECTIONS) {
          const support = b.facts.sections[s];
          const hasEmitter = typeof b.emit[s] === 'function';
          expect(`${s}:${hasEmitter}`).toBe(`${s}:${support.status === 'emitted'}`);
          if (support.status !== 'emitted') expect(support.reason.length).toBeGreaterThan(10);
        }
      });
      it('has a hook runtime exactly when it has hook facts', () => {
        expect(existsSync(join(root, 'vendors', id, 'runtime.ts'))).toBe(b.facts.hooks !== undefined);
      });
      it('grades each hook event from its records (tests/evidence.test.ts checks the records themselves)', () => {
        const graded = gradeFacts(b.facts, recordedLive());
        for (const [event, cap] of Object.entries(graded.hooks?.events ?? {})) {
          expect(BASES, `${event} basis`).toContain(cap!.basis);
          expect(cap!.wire.length, `${event} wire names`).toBeGreaterThan(0);
          if (!cap!.block) expect(['detect', 'none'], `${event} cannot block`).toContain(cap!.grade);
        }
      });
      it('maps its installed wire events as its runtime adapter does, and claims exactly the events its matrix lists', async () => {
        if (!b.facts.hooks) return;
        const { adapter } = (await import(/* @vite-ignore */ pathToFileURL(join(root, 'vendors', id, 'runtime.ts')).href)) as { adapter: RuntimeAdapter };
        expect(adapter.agent).toBe(id);
        const matrix = Object.entries(b.facts.hooks.events);
        for (const [event, cap] of matrix) for (const w of cap.wire) expect(`${w} -> ${adapter.events[w]}`).toBe(`${w} -> ${event}`);
        const wirable = new Set(Object.values(adapter.events).filter((e) => e !== 'unknown'));
        expect([...wirable].sort()).toEqual(matrix.map(([e]) => e).sort());
      });
      it('has golden output for every spec', () => {
        for (const spec of specNames(root)) expect(existsSync(join(root, 'golden', spec, id, '.seam', 'manifest.json')), `${spec}/${id}`).toBe(true);
      });
      it('has payload fixtures when it has a hook runtime', () => {
        if (!b.facts.hooks) return;
        const dir = join(root, 'tests', 'fixtures', 'payloads', id);
        expect(existsSync(dir) ? readdirSync(dir).length : 0).toBeGreaterThanOrEqual(6);
      });
    });
  }
});
