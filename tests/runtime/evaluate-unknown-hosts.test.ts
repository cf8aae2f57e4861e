/**
 * Security rules on hosts against fetches whose host the line does not show (docs/matching.md, "MCP calls and the
 * web"): refused with the reason; a variable the hook's environment holds is read from it; a host written out with
 * only its path or query unknown is judged as written; other rules see only what is written.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-hosts-'));
const rule = (id: string, match: SpecMatcher, over: Partial<CompiledRule> = {}): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools: ['web'], decision: 'deny', intent: 'security', message: `${id} says no`, ...over, match: lowerMatcher(match) });
const metadata = rule('metadata', { host: '169.254.*' });
const decide = (rules: CompiledRule[], command: string, env: Record<string, string> = {}) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  const ctx = evalContext(e, { root: repo });
  return evaluate({ rules, hooks: [] }, e, { ...ctx, env: { ...ctx.env, ...env } });
};

describe('a host known only at run time', () => {
  it.each([
    ['curl "$URL"', 'seamc cannot tell which host `http://$URL` names'],
    ['curl -s "http://$H/latest/meta-data/"', 'seamc cannot tell which host `http://$H/latest/meta-data/` names'],
    ['wget -qO- "http://$(cat host.txt)/"', 'seamc cannot tell which host'],
    ['curl -K fetch.cfg', 'seamc cannot tell which hosts a list read at run time names'],
    ['wget -i urls.txt', 'seamc cannot tell which hosts a list read at run time names'],
    ['cat hosts | xargs -n1 curl', 'seamc cannot tell which hosts a list read at run time names'],
  ])('%s is refused by a security rule on hosts', (line, why) => {
    const d = decide([metadata], line);
    expect(d.verb).toBe('deny');
    expect(d.reason).toContain(why);
  });

  it('a variable the hook environment holds is read from it', () => {
    expect(decide([metadata], 'curl "$API/health"', { API: 'https://api.example.com' }).verb).toBe('allow');
    expect(decide([metadata], 'curl "$API/latest"', { API: 'http://169.254.169.254' })).toMatchObject({ verb: 'deny', reason: 'metadata says no' });
  });

  it('a written host with an unknown path or query is judged as written', () => {
    expect(decide([metadata], 'curl "https://api.github.com/repos/$REPO/issues?state=$S"').verb).toBe('allow');
  });

  it('a rule without intent: security sees only what is written', () => {
    expect(decide([rule('plain', { host: '169.254.*' }, { intent: 'policy' } as Partial<CompiledRule>)], 'curl "$URL"').verb).toBe('allow');
  });
});
