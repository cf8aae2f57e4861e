/**
 * Write the run's results into evidence/live.json (compiler/evidence/live.ts reads it). A full run replaces
 * the file; a run limited with --only / --grep replaces the records of the scenarios it selected and keeps
 * the others. Skipped scenarios leave no record: nothing they would have proved stays proved.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LIVE_EVIDENCE_PATH, parseLiveEvidence, renderLiveEvidence, type LiveRecord } from '../../compiler/evidence/live.js';
import type { InstalledClient } from './clients.js';
import type { Outcome, Scenario } from './harness.js';

export interface ScenarioResult {
  readonly scenario: Scenario;
  readonly outcome: Outcome;
  readonly ms: number;
  readonly client?: InstalledClient;
}

export function recordsOf(results: readonly ScenarioResult[], date: string): LiveRecord[] {
  return results.flatMap((r): LiveRecord[] => {
    if (r.outcome.status === 'skipped' || !r.client) return [];
    const p = r.scenario.proves;
    return [
      {
        agent: r.client.spec.agent,
        client: r.client.spec.pkg,
        version: r.client.version,
        date,
        scenario: r.scenario.id,
        section: p.section,
        ...(p.event ? { event: p.event as NonNullable<LiveRecord['event']> } : {}),
        decision: p.decision,
        result: r.outcome.status,
      },
    ];
  });
}

/** Merge and write; returns the repo-relative path written. `covered` = the scenario ids this run selected. */
export function writeEvidence(root: string, records: readonly LiveRecord[], covered: ReadonlySet<string> | 'all'): string {
  const file = join(root, LIVE_EVIDENCE_PATH);
  let kept: LiveRecord[] = [];
  if (covered !== 'all') {
    try {
      kept = parseLiveEvidence(readFileSync(file, 'utf8')).records.filter((r) => !covered.has(r.scenario));
    } catch {
      kept = [];
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderLiveEvidence([...kept, ...records]));
  return LIVE_EVIDENCE_PATH;
}
