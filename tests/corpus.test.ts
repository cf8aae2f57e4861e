/**
 * The adversarial corpus (tests/corpus/*.jsonl) against its policy (tests/corpus/policy.seam.yaml): every
 * record through every judge in a scratch repository. A non-bypass record must be decided as it expects; a
 * known bypass is reported, never failed; the catch and false-positive rates are printed.
 * To run the corpus through each agent's own hook runtime, add that agent's Judge to `judges`.
 */
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcess, loadPolicy } from '../scripts/corpus/decide.js';
import { corpusProblems, loadCorpus } from '../scripts/corpus/records.js';
import type { ScratchRepo } from '../scripts/corpus/repo.js';
import { makeScratchRepo } from '../scripts/corpus/repo.js';
import { describeFailure, runCorpus, summarize, summaryText } from '../scripts/corpus/stats.js';

const root = resolve(__dirname, '..');
const dir = join(root, 'tests/corpus');
const records = loadCorpus(dir);
const policy = loadPolicy(join(dir, 'policy.seam.yaml'));
const judges: readonly Judge[] = [inProcess(policy)];

let repo: ScratchRepo;
beforeAll(() => {
  repo = makeScratchRepo();
});
afterAll(() => repo?.dispose());

describe('the corpus', () => {
  it('is well-formed: fields by tool, ids by area, expectations by half', () => {
    expect(corpusProblems(records)).toEqual([]);
  });

  it('holds at least 400 records, at least 160 of them safe, in every policy area', () => {
    expect(records.length).toBeGreaterThanOrEqual(400);
    expect(records.filter((r) => r.half === 'safe').length).toBeGreaterThanOrEqual(160);
    for (const area of new Set(records.map((r) => r.area))) {
      const of = records.filter((r) => r.area === area);
      expect(of.some((r) => r.half === 'attack') && of.some((r) => r.half === 'safe'), area).toBe(true);
    }
  });

  it('exercises every rule of the policy: each one, alone, blocks some readable attack record', () => {
    const attacks = records.filter((r) => r.half === 'attack' && r.construct !== 'unreadable');
    const idle = policy.rules.filter((rule) => {
      const alone = inProcess({ rules: [rule], hooks: [] });
      // one blocked record is enough: stop at the first (the whole corpus per rule outgrew the test's time on a busy machine)
      return !attacks.some((r) => runCorpus([r], alone, repo.root)[0]?.got.verb !== 'allow');
    });
    expect(idle.map((r) => r.id)).toEqual([]);
  }, 120_000);
});

describe.each(judges.map((j) => [j.name, j] as const))('the corpus through the %s', (_name, judge) => {
  const catchable = records.filter((r) => r.known_bypass === undefined);

  it.each(catchable.map((r) => [r.id, r] as const))('%s', (_id, record) => {
    const [o] = runCorpus([record], judge, repo.root);
    expect(o?.got.verb, o ? describeFailure(o) : record.id).toBe(record.expect);
  });

  it('reports the catch rate, the false-positive rate and the known bypasses', () => {
    const s = summarize(judge.name, runCorpus(records, judge, repo.root));
    console.log(summaryText(s));
    expect(s.bypasses.length).toBe(records.length - catchable.length);
  });
});
