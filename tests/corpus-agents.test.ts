/**
 * The adversarial corpus through every hook agent's real path (scripts/corpus/agents.ts): each record as that
 * agent's client sends it, answered by its bundled runtime with the corpus policy, read in its reply dialect.
 * No attack a construct can catch may be allowed silently (a miss is allowed only where the agent's build reports the
 * deciding rule as a loss), no safe record may be refused, on any agent; what an agent has no call for is n/a.
 */
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRates, agentRuntimes, lostRules, runAgent } from '../scripts/corpus/agents.js';
import { inProcess, loadPolicy } from '../scripts/corpus/decide.js';
import { loadCorpus } from '../scripts/corpus/records.js';
import type { ScratchRepo } from '../scripts/corpus/repo.js';
import { makeScratchRepo } from '../scripts/corpus/repo.js';
import { backends } from '../vendors/index.js';

const root = resolve(__dirname, '..');
const records = loadCorpus(join(root, 'tests/corpus'));
const spec = join(root, 'tests/corpus/policy.seam.yaml');
const policy = loadPolicy(spec);
const runtimes = agentRuntimes(policy);
const lost = lostRules(spec);
const decidedBy = new Map<string, string | undefined>();
/** each shell line's actions, read once for all agents (the scratch repository does not change) */
const actions = new Map<string, unknown>();

let repo: ScratchRepo;
beforeAll(() => {
  repo = makeScratchRepo();
  const judge = inProcess(policy);
  for (const r of records) decidedBy.set(r.id, judge.decide(r, repo.root).ruleId);
});
afterAll(() => repo?.dispose());

describe('the corpus on every hook agent', () => {
  it('covers every hook agent', () => {
    expect(Object.keys(runtimes).length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(runtimes).length).toBe(backends.filter((b) => b.facts.hooks).length);
  });
  it.each(Object.keys(runtimes))('%s: no catchable attack allowed, no safe record refused', (id) => {
    const r = agentRates(runAgent(records, runtimes[id]!, repo.root, actions), decidedBy, lost.get(id));
    console.log(`${id}: caught ${r.caught}/${r.attack} attacks (${r.reported.length} missed by a rule its build reports as lost), refused ${r.fp}/${r.safe} safe records, ${r.na} n/a`);
    expect({ misses: r.misses, falsePositives: r.falsePositives }).toEqual({ misses: [], falsePositives: [] });
    // an agent with no pre-tool hook (Junie: SessionStart only) judges nothing: every record is n/a, with its reason
    if (backends.find((b) => b.facts.id === id)?.facts.hooks?.events.pre_tool) expect(r.attack + r.safe).toBeGreaterThan(records.length / 2);
    else expect(r.na).toBe(records.length);
  }, 120_000);
});
