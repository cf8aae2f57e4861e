/**
 * Grades are computed, never typed (docs/evidence.md). A hook cell's grade is the highest its records prove:
 * a record counts only when it can back the claim (a `live-run` record only while the recorded live run has that
 * scenario passing, on the recorded client version, with a decision that witnesses the claim: a deny for "can
 * block", an escalate for "can ask", a transform for "can rewrite", a crash for the fail mode). Vendor-free.
 */
import type { CellEvidence, EventCapability, GradedEvent, RuleTableFacts, VendorFacts } from '../backend/types.js';
import type { Basis, Capability, Evidence, Grade } from '../contract/index.js';
import { BASES, CANONICAL_EVENTS, GRADES, GRADE_CEILING, type CanonicalEvent } from '../contract/index.js';
import type { LiveEvidence, LiveRecord } from './live.js';

/** The live-run decisions that witness each claim. */
export const WITNESS: Readonly<Record<Capability, readonly string[]>> = {
  fires: ['allow', 'deny', 'escalate', 'transform', 'crash-open', 'crash-closed', 'refire-capped'],
  block: ['deny', 'refire-capped'],
  ask: ['escalate'],
  rewrite: ['transform'],
  'fail-mode': ['crash-open', 'crash-closed'],
};

const KEY: Readonly<Record<Capability, keyof CellEvidence>> = { fires: 'fires', block: 'block', ask: 'ask', rewrite: 'rewrite', 'fail-mode': 'failMode' };

/** The records of one claim of a cell. */
export function recordsOf(cap: EventCapability, c: Capability): readonly Evidence[] {
  return cap.evidence[KEY[c]] ?? [];
}

/**
 * Why a `live-run` record does not count against `live` (undefined: it counts). `event` is the cell's canonical
 * event (a section fact has none), `c` the claim, `failMode` the cell's claimed fail mode.
 */
export function liveProblem(e: Evidence, live: LiveEvidence | undefined, c: Capability = 'fires', event?: CanonicalEvent, failMode?: string): string | undefined {
  if (e.basis !== 'live-run') return undefined;
  if (!live) return `no live run is recorded (evidence/live.json), so ${e.scenario} proves nothing`;
  const runs = live.records.filter((r) => r.scenario === e.scenario);
  if (runs.length === 0) return `${e.scenario} did not run in the recorded live run`;
  const r = runs[0] as LiveRecord;
  if (r.result !== 'passed') return `${e.scenario} failed in the live run of ${r.date}`;
  if (r.version !== e.version) return `${e.scenario} ran on ${r.client}@${r.version}, not the recorded ${e.version}`;
  if (!event) return undefined;
  if (r.event !== event) return `${e.scenario} is checked at ${r.event ?? 'no event'}, not ${event}`;
  if (!WITNESS[c].includes(r.decision)) return `${e.scenario} saw ${r.decision}, which does not witness "${c}"`;
  if (c === 'fail-mode' && failMode && failMode !== 'configurable' && r.decision !== `crash-${failMode}`) return `${e.scenario} saw ${r.decision}, not crash-${failMode}`;
  return undefined;
}

const rank = (g: Grade): number => GRADES.indexOf(g);
const weaker = (a: Grade, b: Grade): Grade => (rank(a) >= rank(b) ? a : b);
const stronger = (a: Basis, b: Basis): Basis => (BASES.indexOf(a) <= BASES.indexOf(b) ? a : b);

/** The records of a claim that count, and the problems of those that do not. */
function counted(cap: EventCapability, c: Capability, live: LiveEvidence | undefined, event: CanonicalEvent): { ok: Evidence[]; problems: string[] } {
  const ok: Evidence[] = [];
  const problems: string[] = [];
  for (const e of recordsOf(cap, c)) {
    const p = liveProblem(e, live, c, event, cap.failMode);
    if (p) problems.push(`${c}: ${p}`);
    else ok.push(e);
  }
  return { ok, problems };
}

const best = (es: readonly Evidence[]): Evidence | undefined => [...es].sort((a, b) => BASES.indexOf(a.basis) - BASES.indexOf(b.basis) || (a.date < b.date ? 1 : -1))[0];

/** The graded cell: each claim kept only when a counting record backs it, and the grade those records prove. */
export function gradeEvent(cap: EventCapability, live: LiveEvidence | undefined, event: CanonicalEvent): GradedEvent {
  const lowered: string[] = [];
  const claim = (c: Capability, claimed: boolean): Evidence[] => {
    if (!claimed) return [];
    const { ok, problems } = counted(cap, c, live, event);
    if (ok.length === 0) lowered.push(`${c} is claimed but no record backs it${problems.length ? ` (${problems.map((p) => p.slice(c.length + 2)).join('; ')})` : ''}`);
    else lowered.push(...problems);
    return ok;
  };
  const fires = claim('fires', true);
  const block = claim('block', cap.block);
  const ask = claim('ask', cap.escalate);
  const rewrite = claim('rewrite', cap.transform);
  const fail = claim('fail-mode', true);
  const canBlock = block.length > 0 && fires.length > 0;
  let grade: Grade = 'detect';
  if (canBlock) {
    grade = 'best-effort';
    const f = cap.failMode === 'open' ? undefined : best(fail);
    if (f) grade = weaker(cap.failMode === 'closed' ? 'enforced' : 'enforceable', GRADE_CEILING[f.basis]);
    grade = weaker(grade, GRADE_CEILING[best(block)!.basis]);
  }
  const behind = best(canBlock ? block : fires) ?? best(recordsOf(cap, 'fires'));
  const failMode = cap.failMode !== 'open' && fail.length === 0 ? 'open' : cap.failMode;
  // a fail mode that no counting record backs is not claimed: the cell is read as failing open
  return {
    ...cap,
    block: canBlock,
    escalate: canBlock && ask.length > 0,
    transform: canBlock && rewrite.length > 0,
    vouch: cap.vouch && fires.length > 0,
    warn: cap.warn && fires.length > 0,
    failMode,
    grade,
    basis: fires.length === 0 ? 'inherited' : behind?.basis ?? 'inherited',
    date: behind?.date ?? '',
    lowered,
  };
}

/** A rule table's grade: the strongest its fail mode allows, capped by its record's basis. */
export function gradeRuleTable(t: RuleTableFacts): GradedRuleTable {
  const claimed: Grade = t.failMode === 'closed' ? 'enforced' : t.failMode === 'configurable' ? 'enforceable' : 'best-effort';
  return { ...t, grade: weaker(claimed, GRADE_CEILING[t.evidence.basis]) };
}

export type GradedRuleTable = RuleTableFacts & { readonly grade: Grade };

/** A VendorFacts whose hook events (and rule table) are graded. */
export type GradedFacts = Omit<VendorFacts, 'hooks' | 'ruleTable'> & {
  readonly ruleTable?: GradedRuleTable;
  readonly hooks?: Omit<NonNullable<VendorFacts['hooks']>, 'events'> & { readonly events: { readonly [E in CanonicalEvent]?: GradedEvent } };
};

const cache = new WeakMap<VendorFacts, WeakMap<object, GradedFacts>>();
const NO_LIVE = {};

/** `facts` with every hook cell graded against `live` (memoized per facts object and live evidence). */
export function gradeFacts(facts: VendorFacts, live: LiveEvidence | undefined): GradedFacts {
  const byLive = cache.get(facts) ?? new WeakMap<object, GradedFacts>();
  cache.set(facts, byLive);
  const hit = byLive.get(live ?? NO_LIVE);
  if (hit) return hit;
  let out: GradedFacts = (facts.ruleTable ? { ...facts, ruleTable: gradeRuleTable(facts.ruleTable) } : facts) as GradedFacts;
  if (facts.hooks) {
    const events: { [E in CanonicalEvent]?: GradedEvent } = {};
    for (const e of CANONICAL_EVENTS) {
      const cap = facts.hooks.events[e];
      if (cap) events[e] = gradeEvent(cap, live, e);
    }
    out = { ...out, hooks: { ...facts.hooks, events } };
  }
  byLive.set(live ?? NO_LIVE, out);
  return out;
}

/** Every claim of every cell and fact of `facts` that its records do not back, as `<where>: <why>`. */
export function loweredClaims(facts: VendorFacts, live: LiveEvidence | undefined): string[] {
  const out: string[] = [];
  const g = gradeFacts(facts, live);
  for (const e of CANONICAL_EVENTS) for (const l of g.hooks?.events[e]?.lowered ?? []) out.push(`${facts.id} ${e}: ${l}`);
  for (const [k, ev] of Object.entries(facts.evidence)) {
    const p = liveProblem(ev, live);
    if (p) out.push(`${facts.id} ${k}: ${p}`);
  }
  return out;
}

/** Every live-run record of `facts` (cells, facts, gates, events not installed), with where it is claimed. */
export function liveClaims(facts: VendorFacts): { where: string; scenario: string }[] {
  const out: { where: string; scenario: string }[] = [];
  const add = (where: string, es: readonly Evidence[]): void => {
    for (const e of es) if (e.basis === 'live-run' && e.scenario) out.push({ where, scenario: e.scenario });
  };
  for (const e of CANONICAL_EVENTS) {
    const cap = facts.hooks?.events[e];
    if (cap) for (const c of ['fires', 'block', 'ask', 'rewrite', 'fail-mode'] as const) add(`${facts.id} ${e} ${c}`, recordsOf(cap, c));
  }
  for (const [k, ev] of Object.entries(facts.evidence)) add(`${facts.id} ${k}`, [ev]);
  for (const g of facts.gates ?? []) add(`${facts.id} gate ${g.id}`, g.evidence);
  return out;
}
