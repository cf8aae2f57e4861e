/**
 * What the run means for the capability matrix: every `live-run` evidence record of the agents whose clients ran
 * names a scenario; one that names a scenario this run selected but did not run (skipped), or one the suite does
 * not have, fails the suite. The cells and facts the run's evidence does not back any more are printed as lowered
 * (compiler/evidence/grade.ts decides; docs/evidence.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveClaims, loweredClaims } from '../../compiler/evidence/grade.js';
import { LIVE_EVIDENCE_PATH, parseLiveEvidence, renderLiveEvidence, type LiveEvidence } from '../../compiler/evidence/live.js';
import { backends } from '../../vendors/index.js';
import { recordsOf, type ScenarioResult } from './evidence.js';
import type { Scenario } from './harness.js';
import { allScenarios } from './scenarios/index.js';

function evidenceNow(root: string, results: readonly ScenarioResult[], date: string): LiveEvidence {
  try {
    return parseLiveEvidence(readFileSync(join(root, LIVE_EVIDENCE_PATH), 'utf8'));
  } catch {
    return parseLiveEvidence(renderLiveEvidence(recordsOf(results, date)));
  }
}

export function claimReport(root: string, results: readonly ScenarioResult[], selected: readonly Scenario[], agents: readonly string[], date: string): { lines: string[]; unrun: number } {
  const known = new Set(allScenarios.map((s) => s.id));
  const picked = new Set(selected.map((s) => s.id));
  const ran = new Set(results.filter((r) => r.outcome.status !== 'skipped').map((r) => r.scenario.id));
  const live = evidenceNow(root, results, date);
  const lines: string[] = [];
  let unrun = 0;
  for (const agent of agents) {
    const f = backends.find((b) => b.facts.id === agent)?.facts;
    if (!f) continue;
    for (const c of liveClaims(f)) {
      if (!known.has(c.scenario)) {
        lines.push(`CLAIM   ${c.where} cites ${c.scenario}, which the live suite does not have`);
        unrun++;
      } else if (picked.has(c.scenario) && !ran.has(c.scenario)) {
        lines.push(`CLAIM   ${c.where} cites ${c.scenario}, which did not run (skipped)`);
        unrun++;
      }
    }
    for (const l of loweredClaims(f, live)) lines.push(`LOWERED ${l}`);
  }
  lines.unshift(unrun > 0 || lines.length > 0 ? `matrix: ${lines.length - unrun} claim(s) lowered, ${unrun} claim(s) citing a scenario that did not run` : 'matrix: every live-run claim of the clients run is backed by a passing scenario');
  return { lines, unrun };
}
