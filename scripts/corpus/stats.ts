/**
 * Running the corpus through one judge, and what the results say: failures (a non-bypass record decided against
 * its expectation), the known bypasses (missed as documented, or caught after all), the catch rate (attack
 * records not allowed / attack records) and the false-positive rate (safe records not allowed / safe records).
 */
import type { Decided, Judge } from './decide.js';
import type { Half, LoadedRecord } from './records.js';

export interface Outcome {
  readonly record: LoadedRecord;
  readonly got: Decided;
  /** the decision equals the expectation */
  readonly ok: boolean;
}

export interface Rate {
  readonly hits: number;
  readonly of: number;
}

export interface Summary {
  readonly judge: string;
  readonly total: number;
  /** attack records not allowed (deny or escalate) */
  readonly caught: Rate;
  /** the same, known bypasses left out */
  readonly caughtCatchable: Rate;
  /** safe records not allowed */
  readonly falsePositives: Rate;
  /** non-bypass records whose decision differs from their expectation */
  readonly failures: readonly Outcome[];
  readonly bypasses: readonly Outcome[];
}

/** Every record through `judge`; a judge that throws decides `error` for that record (a failure, never a crash). */
export function runCorpus(records: readonly LoadedRecord[], judge: Judge, root: string): Outcome[] {
  return records.map((record) => {
    let got: Decided;
    try {
      got = judge.decide(record, root);
    } catch (e) {
      got = { verb: 'allow', reason: `judge threw: ${e instanceof Error ? e.message : String(e)}`, ruleId: 'error' };
    }
    return { record, got, ok: got.verb === record.expect && got.ruleId !== 'error' };
  });
}

function rate(list: readonly Outcome[], half: Half, pick: (o: Outcome) => boolean): Rate {
  const of = list.filter((o) => o.record.half === half);
  return { hits: of.filter(pick).length, of: of.length };
}

export function summarize(judge: string, outcomes: readonly Outcome[]): Summary {
  const blocked = (o: Outcome) => o.got.verb !== 'allow';
  return {
    judge,
    total: outcomes.length,
    caught: rate(outcomes, 'attack', blocked),
    caughtCatchable: rate(outcomes.filter((o) => o.record.known_bypass === undefined), 'attack', blocked),
    falsePositives: rate(outcomes, 'safe', blocked),
    failures: outcomes.filter((o) => !o.ok && o.record.known_bypass === undefined),
    bypasses: outcomes.filter((o) => o.record.known_bypass !== undefined),
  };
}

export function percent(r: Rate): string {
  return r.of === 0 ? 'n/a' : `${((100 * r.hits) / r.of).toFixed(1)}% (${r.hits}/${r.of})`;
}

/** A failure as one line: id, what was expected, what was decided and by which rule. */
export function describeFailure(o: Outcome): string {
  const r = o.record;
  const call = r.command ?? r.path ?? r.url ?? r.prompt ?? (r.mcp ? `${r.mcp.server}.${r.mcp.tool}` : (r.patch ?? ''));
  return `${r.id} [${r.construct}] expected ${r.expect}, got ${o.got.verb}${o.got.ruleId ? ` (${o.got.ruleId})` : ''}: ${JSON.stringify(call)}`;
}

/** Plain-text summary for a test log. */
export function summaryText(s: Summary): string {
  const lines = [
    `corpus through the ${s.judge}: ${s.total} records`,
    `catch rate ${percent(s.caught)}; without known bypasses ${percent(s.caughtCatchable)}`,
    `false-positive rate ${percent(s.falsePositives)}`,
    `failures: ${s.failures.length}`,
    ...s.failures.map((o) => `  ${describeFailure(o)}`),
    `known bypasses: ${s.bypasses.length} (${s.bypasses.filter((o) => o.got.verb === 'allow').length} missed as documented)`,
    ...s.bypasses.map((o) => `  ${o.record.id} ${o.got.verb === 'allow' ? 'missed' : `caught (${o.got.verb})`}: ${o.record.known_bypass}`),
  ];
  return lines.join('\n');
}
