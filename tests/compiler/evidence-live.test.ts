/** compiler/evidence/live.ts: parsing evidence/live.json and overlaying it on a vendor's hook events. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventCapability, VendorFacts } from '../../compiler/backend/types.js';
import { liveEventEvidence, liveFailures, loadLiveEvidence, overlayLiveEvidence, parseLiveEvidence, renderLiveEvidence, type LiveRecord } from '../../compiler/evidence/live.js';

const cap = (source: string): EventCapability => ({
  wire: ['W'], grade: 'best-effort', block: true, escalate: true, transform: false, vouch: false, warn: false,
  evidence: { basis: 'vendor-docs', date: '2026-01-01', source },
});

const facts: VendorFacts = {
  id: 'agent_a',
  displayName: 'Agent A',
  sections: { instructions: { status: 'emitted' }, permissions: { status: 'emitted' }, hooks: { status: 'emitted' }, packaging: { status: 'emitted' } },
  hooks: { config: 'c.json', roots: [], refuse: { exit: 2 }, events: { pre_tool: cap('docs pre'), post_tool: cap('docs post'), stop: cap('docs stop') }, failClosed: false, timeout: 30 },
  evidence: {},
};

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

  it('overlays live-run with client, version and date on an event a scenario proved', () => {
    const ev = parseLiveEvidence(renderLiveEvidence([rec({}), rec({ scenario: 'agent_a/allow-shell', decision: 'allow', date: '2026-12-03' })]));
    const out = overlayLiveEvidence(facts, ev);
    expect(out.hooks!.events.pre_tool!.evidence).toEqual({ basis: 'live-run', date: '2026-12-03', source: 'live: @x/cli@1.2.3 (allow, deny)' });
    expect(out.hooks!.events.post_tool!.evidence).toEqual(cap('docs post').evidence);
    expect(out.hooks!.events.pre_tool!.grade).toBe('best-effort');
    expect(facts.hooks!.events.pre_tool!.evidence.basis).toBe('vendor-docs');
  });

  it('drops back to the recorded facts when any scenario at that event failed, or for another agent', () => {
    const failed = parseLiveEvidence(renderLiveEvidence([rec({}), rec({ scenario: 'agent_a/deny-write', result: 'failed' })]));
    expect(liveEventEvidence(failed, 'agent_a', 'pre_tool')).toBeUndefined();
    expect(overlayLiveEvidence(facts, failed).hooks!.events.pre_tool!.evidence.basis).toBe('vendor-docs');
    expect(liveFailures(failed, 'agent_a').map((r) => r.scenario)).toEqual(['agent_a/deny-write']);
    const other = parseLiveEvidence(renderLiveEvidence([rec({ agent: 'agent_b', scenario: 'agent_b/deny-shell' })]));
    expect(overlayLiveEvidence(facts, other).hooks!.events.pre_tool!.evidence.basis).toBe('vendor-docs');
    expect(overlayLiveEvidence(facts, undefined)).toBe(facts);
  });

  it('ignores records of other sections for hook events', () => {
    const ev = parseLiveEvidence(renderLiveEvidence([rec({ section: 'permissions', scenario: 'agent_a/settings-deny' })]));
    expect(liveEventEvidence(ev, 'agent_a', 'pre_tool')).toBeUndefined();
  });

  it('loads evidence/live.json from a root, undefined when absent', () => {
    const root = mkdtempSync(join(tmpdir(), 'seamc-evidence-'));
    expect(loadLiveEvidence(root)).toBeUndefined();
    mkdirSync(join(root, 'evidence'));
    writeFileSync(join(root, 'evidence', 'live.json'), renderLiveEvidence([rec({})]));
    expect(loadLiveEvidence(root)!.records).toEqual([rec({})]);
  });
});
