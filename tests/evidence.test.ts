/**
 * Evidence you can audit (docs/evidence.md): every record carries a locator a reader can open, every graded cell has
 * records, a grade is computed from them and never exceeds what they prove, and every `live-run` record names a
 * scenario of the live suite that witnesses the claim and passed, on the recorded client version.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { EventCapability, VendorFacts } from '../compiler/backend/types.js';
import { BASES, CANONICAL_EVENTS, GRADE_CEILING, GRADES, type Evidence } from '../compiler/contract/index.js';
import { gradeEvent, gradeFacts, liveClaims, loweredClaims, recordsOf, WITNESS } from '../compiler/evidence/grade.js';
import { recordedLive, type LiveEvidence } from '../compiler/evidence/live.js';
import { allScenarios } from './live/scenarios/index.js';
import { backends } from '../vendors/index.js';
import { root } from './cli-helpers.js';

const PRIVATE = /shared\/reference|verified\/|(hooks|permissions|instructions|packaging|planes|style)\.md ?§|reference (hooks|permissions|instructions|packaging)\.md/;

function allRecords(f: VendorFacts): { where: string; e: Evidence }[] {
  const out: { where: string; e: Evidence }[] = Object.entries(f.evidence).map(([k, e]) => ({ where: k, e }));
  for (const ev of CANONICAL_EVENTS) {
    const cap = f.hooks?.events[ev];
    if (cap) for (const c of ['fires', 'block', 'ask', 'rewrite', 'fail-mode'] as const) for (const e of recordsOf(cap, c)) out.push({ where: `${ev} ${c}`, e });
    for (const e of f.hooks?.notInstalled?.[ev]?.evidence ?? []) out.push({ where: `${ev} (not installed)`, e });
  }
  for (const g of f.gates ?? []) for (const e of g.evidence) out.push({ where: `gate ${g.id}`, e });
  for (const x of f.hooks?.sharedWith ?? []) for (const e of x.evidence) out.push({ where: `shared with ${x.agent}`, e });
  return out;
}

const rank = (g: string): number => GRADES.indexOf(g as (typeof GRADES)[number]);

describe('evidence records', () => {
  for (const b of backends) {
    const f = b.facts;
    describe(f.id, () => {
      it('every record has a basis, a date, a claim and the locator its basis needs, none of it private', () => {
        for (const { where, e } of allRecords(f)) {
          const at = `${f.id} ${where}`;
          expect(BASES, at).toContain(e.basis);
          expect(e.date, at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(e.claim.length, `${at}: claim`).toBeGreaterThan(3);
          if (e.basis === 'live-run') expect([e.scenario, e.client, e.version].every(Boolean), `${at}: live-run needs scenario, client, version`).toBe(true);
          else if (e.basis === 'hand-run') expect([e.client, e.version].every(Boolean), `${at}: hand-run needs client, version`).toBe(true);
          else if (e.basis === 'vendor-source') expect([e.repo, e.commit, e.path].every(Boolean), `${at}: vendor-source needs repo, commit, path`).toBe(true);
          else expect(e.url ?? `${e.repo}@${e.commit}:${e.path}`, `${at}: needs a url`).toMatch(/^https:\/\/|^[\w.-]+\/[\w.-]+@[0-9a-f]{7,40}:/);
          expect(JSON.stringify(e), `${at}: cites private notes`).not.toMatch(PRIVATE);
        }
        for (const s of Object.values(f.sections)) if ('reason' in s) expect(s.reason, `${f.id} section reason`).not.toMatch(PRIVATE);
      });
      it('every hook cell has records for fires and fail mode, and for every ability it claims', () => {
        for (const [ev, cap] of Object.entries(f.hooks?.events ?? {}) as [string, EventCapability][]) {
          expect(recordsOf(cap, 'fires').length, `${ev} fires`).toBeGreaterThan(0);
          expect(recordsOf(cap, 'fail-mode').length, `${ev} fail mode`).toBeGreaterThan(0);
          if (cap.block) expect(recordsOf(cap, 'block').length, `${ev} block`).toBeGreaterThan(0);
          if (cap.escalate) expect(recordsOf(cap, 'ask').length, `${ev} ask`).toBeGreaterThan(0);
          if (cap.transform) expect(recordsOf(cap, 'rewrite').length, `${ev} rewrite`).toBeGreaterThan(0);
          expect((cap as { grade?: string }).grade, `${ev}: a grade is computed, never typed`).toBeUndefined();
        }
      });
      it('grades no cell above the ceiling of the records that back it', () => {
        const g = gradeFacts(f, recordedLive());
        for (const [ev, cell] of Object.entries(g.hooks?.events ?? {})) {
          const cap = f.hooks!.events[ev as keyof typeof f.hooks.events]!;
          if (cell!.block) {
            const strongest = Math.min(...recordsOf(cap, 'block').map((e) => BASES.indexOf(e.basis)));
            expect(rank(cell!.grade), `${ev}: ${cell!.grade}`).toBeGreaterThanOrEqual(rank(GRADE_CEILING[BASES[strongest]!]));
          } else expect(cell!.grade, `${ev} cannot block`).toBe('detect');
          if (cell!.grade === 'enforced') expect(recordsOf(cap, 'fail-mode').some((e) => e.basis === 'live-run'), `${ev}: enforced needs a live crash scenario`).toBe(true);
        }
      });
      it('names, in every live-run record, a scenario of the live suite that witnesses the claim and passed on the recorded version', () => {
        const ids = new Map(allScenarios.map((s) => [s.id, s]));
        for (const { where, scenario } of liveClaims(f)) {
          const s = ids.get(scenario);
          expect(s, `${where}: ${scenario} is not a live scenario`).toBeDefined();
          const c = where.split(' ').at(-1) as keyof typeof WITNESS;
          if (c in WITNESS) expect(WITNESS[c], `${where}: ${scenario} proves ${s!.proves.decision}`).toContain(s!.proves.decision);
        }
        expect(loweredClaims(f, recordedLive()), 'claims the recorded live run does not back').toEqual([]);
      });
    });
  }
});

const doc = (claim: string): Evidence => ({ basis: 'vendor-docs', date: '2026-12-03', claim, url: 'https://example.com/docs' });
const liveRec = (scenario: string, version = '1.0.0'): Evidence => ({ basis: 'live-run', date: '2026-12-03', claim: 'seen', scenario, client: 'pkg', version });
const cap = (over: Partial<EventCapability> = {}): EventCapability => ({
  wire: ['Pre'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
  evidence: { fires: [doc('fires')], block: [doc('blocks')], failMode: [doc('fails open')] }, ...over,
});
const run = (records: Partial<LiveEvidence['records'][number]>[]): LiveEvidence => ({
  format: 1,
  records: records.map((r) => ({ agent: 'a', client: 'pkg', version: '1.0.0', date: '2026-12-03', scenario: 'a/x', section: 'hooks', event: 'pre_tool', decision: 'deny', result: 'passed', ...r })),
});

describe('grade computation', () => {
  it('a blocking cell on docs is best-effort; one that cannot block is detect', () => {
    expect(gradeEvent(cap(), undefined, 'pre_tool').grade).toBe('best-effort');
    expect(gradeEvent(cap({ block: false }), undefined, 'post_tool').grade).toBe('detect');
  });
  it('a configurable fail mode backs enforceable only on vendor source, never on docs or inherited records (the Cursor inflation)', () => {
    const src: Evidence = { basis: 'vendor-source', date: '2026-12-03', claim: 'on_failure', repo: 'o/r', commit: 'abcdef1', path: 'x.rs' };
    const inh: Evidence = { basis: 'inherited', date: '2026-12-03', claim: 'their run', repo: 'o/r', commit: 'abcdef1', path: 'x.json' };
    expect(gradeEvent(cap({ failMode: 'configurable', evidence: { fires: [src], block: [src], failMode: [src] } }), undefined, 'pre_tool').grade).toBe('enforceable');
    expect(gradeEvent(cap({ failMode: 'configurable', evidence: { fires: [inh], block: [inh], failMode: [inh] } }), undefined, 'pre_tool').grade).toBe('best-effort');
    expect(gradeEvent(cap({ failMode: 'configurable' }), undefined, 'pre_tool').grade).toBe('best-effort');
  });
  it('a live-run record counts only while its scenario passed on its version with a witnessing decision; otherwise the cell is lowered', () => {
    const c = cap({ evidence: { fires: [liveRec('a/x')], block: [liveRec('a/x')], failMode: [doc('open')] } });
    expect(gradeEvent(c, run([{}]), 'pre_tool')).toMatchObject({ grade: 'best-effort', block: true, lowered: [] });
    for (const [live, why] of [
      [undefined, /no live run/],
      [run([{ scenario: 'a/other' }]), /did not run/],
      [run([{ result: 'failed' }]), /failed/],
      [run([{ version: '2.0.0' }]), /not the recorded 1\.0\.0/],
      [run([{ decision: 'allow' }]), /does not witness "block"/],
      [run([{ event: 'post_tool' }]), /not pre_tool/],
    ] as const) {
      const g = gradeEvent(c, live, 'pre_tool');
      expect(g.block, String(why)).toBe(false);
      expect(g.grade).toBe('detect');
      expect(g.lowered.join('\n')).toMatch(why);
    }
  });
  it('an ask or rewrite claim needs its own witnessing record: a deny scenario does not prove "can ask"', () => {
    const c = cap({ escalate: true, evidence: { fires: [doc('f')], block: [doc('b')], ask: [liveRec('a/x')], failMode: [doc('o')] } });
    const g = gradeEvent(c, run([{ decision: 'deny' }]), 'pre_tool');
    expect(g.escalate).toBe(false);
    expect(g.lowered.join('\n')).toMatch(/ask is claimed but no record backs it/);
    expect(gradeEvent(c, run([{ decision: 'escalate' }]), 'pre_tool').escalate).toBe(true);
  });
});

describe('the house check', () => {
  it('finds no citation of the private notes in docs, evidence, vendors or compiler', () => {
    let out = '';
    try {
      out = execFileSync('git', ['grep', '-l', 'shared/reference', '--', 'docs', 'evidence', 'vendors', 'compiler'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (e) {
      if ((e as { status?: number }).status !== 1) throw e; // 1: no match
    }
    expect(out.trim()).toBe('');
  });
});
