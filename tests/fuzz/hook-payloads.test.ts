/**
 * Hook payload fuzzing (issue "Scale and robustness", docs/reliability.md): every hook agent's runtime adapter, through
 * the dispatcher the bundled runtime runs, against generated payloads: mutations of that vendor's real fixtures (a
 * field replaced by a value of another type, a huge string, deep nesting, a field dropped, unknown fields added at
 * any depth) and byte-level damage (truncation, invalid UTF-8, a BOM, UTF-16, two objects, garbage). Properties:
 * it never throws, always answers a well-formed reply within 200 ms, a payload it cannot place is refused while a
 * security rule is in force and otherwise let through with a line on stderr, and unknown fields never change a
 * verdict. The counts are written to the report docs/reliability.md is made from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RuntimePolicy } from '../../compiler/contract/index.js';
import { dispatch, FAULT, SILENCE } from '../../compiler/runtime/dispatch.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { loadAdapters } from '../runtime/adapters.js';
import { EXAMPLE_POLICY } from '../runtime/example-policy.js';
import { record } from './report.js';
import { damagedBytes, mutatedPayload, withUnknownFields } from './payload-arbitraries.js';

const adapters = await loadAdapters();
const agents = Object.keys(adapters).sort();
const fixtures = (vendor: string): Record<string, unknown>[] =>
  readdirSync(join(packageRoot(), 'tests/fixtures/payloads', vendor))
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(join(packageRoot(), 'tests/fixtures/payloads', vendor, f), 'utf8')) as { payload?: unknown }).payload)
    .filter((p): p is Record<string, unknown> => p !== null && typeof p === 'object' && !Array.isArray(p));

const HYGIENE: RuntimePolicy = { ...EXAMPLE_POLICY, rules: EXAMPLE_POLICY.rules.map((r) => ({ ...r, intent: 'hygiene' as const })) };
/** ≥ 100,000 payloads per run across the agents (issue target), split evenly */
const PER_AGENT = Math.ceil(100_000 / agents.length);
const BUDGET_MS = 200;
const counts = { payloads: 0, crashes: 0, slow: 0, silentNoVerdict: 0, unknownFieldRuns: 0, verdictChanges: 0, maxMs: 0 };
afterAll(() => record('hook-payloads', { agents: agents.length, ...counts }, counts.payloads === PER_AGENT * agents.length && counts.unknownFieldRuns === 300 * agents.length));

function judge(agent: string, policy: RuntimePolicy, input: string | Buffer) {
  const lines: string[] = [];
  const t0 = performance.now();
  const r = dispatch(adapters[agent]!, policy, input, { log: (l) => lines.push(l) });
  let ms = performance.now() - t0;
  // Over budget: time the same payload twice more and keep the fastest. A hang or a backtracking regex is slow
  // every time; a garbage-collection pause or a loaded machine is not (a 250 ms `npm publish` seen under load).
  for (let i = 0; i < 2 && ms > BUDGET_MS; i++) {
    const t = performance.now();
    dispatch(adapters[agent]!, policy, input, { log: () => undefined });
    ms = Math.min(ms, performance.now() - t);
  }
  counts.maxMs = Math.max(counts.maxMs, ms);
  return { r, ms, lines };
}

/** The verdict as the client reads it: exit code and reply, where a rewrite's echoed input keeps the unknown fields it was given. */
function verdict(r: ReturnType<typeof dispatch>): unknown {
  const strip = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(strip) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !k.startsWith('zz_unknown_')).map(([k, x]) => [k, strip(x)])) : v;
  let out: unknown = r.reply.stdout;
  try {
    out = strip(JSON.parse(r.reply.stdout));
  } catch {
    /* not JSON: compared as text */
  }
  return { exit: r.reply.exit, out, verb: r.decision?.verb };
}

describe.each(agents)('%s runtime under generated payloads', (agent) => {
  const base = fixtures(agent);

  it(`answers ${PER_AGENT} mutated and damaged payloads well-formed, in time, closed for security`, () => {
    const input = fc.oneof(
      { weight: 3, arbitrary: mutatedPayload(base).map((p) => JSON.stringify(p)) },
      { weight: 2, arbitrary: damagedBytes(base) },
    );
    fc.assert(
      fc.property(input, fc.boolean(), (bytes, security) => {
        counts.payloads++;
        const policy = security ? EXAMPLE_POLICY : HYGIENE;
        let out: ReturnType<typeof judge>;
        try {
          out = judge(agent, policy, bytes);
        } catch (e) {
          counts.crashes++;
          throw e;
        }
        const { r, ms, lines } = out;
        if (ms > BUDGET_MS) counts.slow++;
        expect(ms).toBeLessThan(BUDGET_MS);
        expect(typeof r.reply.stdout).toBe('string');
        expect(Number.isInteger(r.reply.exit)).toBe(true);
        if (r.event === undefined) {
          // not placed: refused under a security rule, unless it positively belongs to another client; always said
          if (lines.length === 0) counts.silentNoVerdict++;
          expect(lines.length).toBeGreaterThan(0);
          const foreign = lines.some((l) => l.includes('not ' + agent + "'s"));
          // the refusal is the client's blocking fault reply: exit 2 and nothing on stdout, or the adapter's own
          const fault = adapters[agent]!.fault ?? FAULT;
          if (security && !foreign) expect(r.reply).toEqual(fault);
          if (!security) expect([SILENCE, fault]).toContainEqual(r.reply);
        }
      }),
      { numRuns: PER_AGENT, seed: 0x5eed0000 + agent.length },
    );
  });

  it('gives the same verdict when unknown fields are added anywhere in a real payload', () => {
    fc.assert(
      fc.property(fc.constantFrom(...base), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (payload, seed) => {
        counts.unknownFieldRuns++;
        const a = verdict(judge(agent, EXAMPLE_POLICY, JSON.stringify(payload)).r);
        const b = verdict(judge(agent, EXAMPLE_POLICY, JSON.stringify(withUnknownFields(payload, seed))).r);
        if (JSON.stringify(a) !== JSON.stringify(b)) counts.verdictChanges++;
        expect(b).toEqual(a);
      }),
      { numRuns: 300, seed: 0xf1e1d },
    );
  });
});
