/** A rule table's grade is computed from its fail mode and its record's basis, never typed in the facts. */
import { describe, expect, it } from 'vitest';
import type { RuleTableFacts } from '../../compiler/backend/types.js';
import { gradeFacts, gradeRuleTable } from '../../compiler/evidence/grade.js';
import { backends } from '../../vendors/index.js';

const table = (failMode: RuleTableFacts['failMode'], basis: RuleTableFacts['evidence']['basis']): RuleTableFacts => ({
  config: '.x/hooks.json',
  failMode,
  evidence: { basis, date: '2026-12-03', claim: 'c', repo: 'o/n', commit: 'a'.repeat(40), path: 'p', url: 'https://example.com' },
});

describe('rule-table grade', () => {
  it('follows the fail mode, capped by the basis of its record', () => {
    expect(gradeRuleTable(table('open', 'live-run')).grade).toBe('best-effort');
    expect(gradeRuleTable(table('closed', 'live-run')).grade).toBe('enforced');
    expect(gradeRuleTable(table('closed', 'vendor-source')).grade).toBe('enforceable');
    expect(gradeRuleTable(table('configurable', 'vendor-docs')).grade).toBe('best-effort');
  });

  it('is what the graded facts of agentproto and AgentM carry (their tables are skipped or fail open)', () => {
    for (const id of ['agentproto', 'agentm']) {
      const f = backends.find((b) => b.facts.id === id)!.facts;
      expect(f.ruleTable?.failMode).toBe('open');
      expect(gradeFacts(f, undefined).ruleTable?.grade).toBe('best-effort');
    }
  });
});
