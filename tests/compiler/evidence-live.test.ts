/** compiler/evidence/live.ts: parsing and rendering evidence/live.json (grading against it: tests/evidence.test.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveFailures, loadLiveEvidence, parseLiveEvidence, renderLiveEvidence, type LiveRecord } from '../../compiler/evidence/live.js';

const rec = (o: Partial<LiveRecord>): LiveRecord => ({
  agent: 'agent_a', client: '@x/cli', version: '1.2.3', date: '2026-12-02', scenario: 'agent_a/deny-shell', section: 'hooks', event: 'pre_tool', decision: 'deny', result: 'passed', ...o,
});

describe('live evidence', () => {
  it('renders deterministically: sorted by agent then scenario, fixed key order, no event key when absent', () => {
    const { event: _dropped, ...noEvent } = rec({ scenario: 'agent_a/z', section: 'packaging', decision: 'valid' });
    const text = renderLiveEvidence([rec({ agent: 'b', scenario: 'b/x' }), noEvent, rec({ scenario: 'agent_a/a' })]);
    const back = parseLiveEvidence(text);
    expect(back.records.map((r) => r.scenario)).toEqual(['agent_a/a', 'agent_a/z', 'b/x']);
    expect(Object.keys(back.records[0]!)).toEqual(['agent', 'client', 'version', 'date', 'scenario', 'section', 'event', 'decision', 'result']);
    expect('event' in back.records[1]!).toBe(false);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('rejects a malformed file with the record at fault', () => {
    expect(() => parseLiveEvidence('{"format":2,"records":[]}')).toThrow('expected {"format": 1');
    expect(() => parseLiveEvidence(JSON.stringify({ format: 1, records: [{ ...rec({}), date: '2 Dec' }] }))).toThrow('records[0]: date must be YYYY-MM-DD');
    expect(() => parseLiveEvidence(JSON.stringify({ format: 1, records: [rec({ event: 'pre_toll' as never })] }))).toThrow('records[0]: unknown event pre_toll');
    expect(() => parseLiveEvidence(JSON.stringify({ format: 1, records: [rec({ result: 'ok' as never })] }))).toThrow('records[0]: result must be passed or failed');
  });

  it('lists failing records per agent (the live suite prints them with the cells they lower)', () => {
    const ev = parseLiveEvidence(renderLiveEvidence([rec({ result: 'failed' }), rec({ agent: 'b', scenario: 'b/x' })]));
    expect(liveFailures(ev, 'agent_a').map((r) => r.scenario)).toEqual(['agent_a/deny-shell']);
    expect(liveFailures(ev, 'b')).toEqual([]);
  });
  it('loads evidence/live.json from a root, undefined when absent', () => {
    const root = mkdtempSync(join(tmpdir(), 'seamc-evidence-'));
    expect(loadLiveEvidence(root)).toBeUndefined();
    mkdirSync(join(root, 'evidence'));
    writeFileSync(join(root, 'evidence', 'live.json'), renderLiveEvidence([rec({})]));
    expect(loadLiveEvidence(root)!.records).toEqual([rec({})]);
  });
});
