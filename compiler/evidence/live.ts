/**
 * Live evidence: what the live conformance suite (`npm run test:live`, docs/live-suite.md) saw the real
 * clients do with seamc's output, read from evidence/live.json. A `live-run` evidence record counts only while
 * its scenario is recorded here as passing, on the record's client version, with a decision that witnesses the
 * claim (compiler/evidence/grade.ts; docs/evidence.md). Vendor-free: agents, clients and versions are data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CANONICAL_EVENTS, type CanonicalEvent } from '../contract/events.js';
import { SECTIONS, type Section } from '../contract/capabilities.js';
import { packageRoot } from '../util/package-root.js';

export const LIVE_EVIDENCE_PATH = 'evidence/live.json';
export const LIVE_EVIDENCE_FORMAT = 1;

/** One scenario's result in one run. */
export interface LiveRecord {
  /** seamc agent id whose output the client read */
  readonly agent: string;
  /** npm package of the client */
  readonly client: string;
  /** the version the client reported */
  readonly version: string;
  /** YYYY-MM-DD, the run's date */
  readonly date: string;
  /** `<agent>/<name>`, see docs/live-suite.md */
  readonly scenario: string;
  readonly section: Section;
  /** canonical event, for scenarios checked at tool time */
  readonly event?: CanonicalEvent;
  /**
   * the decision seen taking effect (a decision verb), `crash-open` / `crash-closed` (what the client did with the
   * call when the hook crashed), `refire-capped` (a re-fired Stop let through), or `loaded` / `valid` for config checks
   */
  readonly decision: string;
  readonly result: 'passed' | 'failed';
}

export interface LiveEvidence {
  readonly format: typeof LIVE_EVIDENCE_FORMAT;
  /** sorted by agent, then scenario */
  readonly records: readonly LiveRecord[];
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseRecord(v: unknown, i: number): LiveRecord {
  const bad = (what: string): never => {
    throw new Error(`${LIVE_EVIDENCE_PATH}: records[${i}]: ${what}`);
  };
  if (!isObj(v)) return bad('not an object');
  for (const k of ['agent', 'client', 'version', 'date', 'scenario', 'section', 'decision', 'result'] as const) if (typeof v[k] !== 'string') bad(`${k} must be a string`);
  if (!DATE.test(v['date'] as string)) bad('date must be YYYY-MM-DD');
  if (!(SECTIONS as readonly string[]).includes(v['section'] as string)) bad(`unknown section ${String(v['section'])}`);
  if (v['result'] !== 'passed' && v['result'] !== 'failed') bad('result must be passed or failed');
  if (v['event'] !== undefined && !(CANONICAL_EVENTS as readonly string[]).includes(v['event'] as string)) bad(`unknown event ${String(v['event'])}`);
  return v as unknown as LiveRecord;
}

/** Parse the text of evidence/live.json; throws with the record at fault. */
export function parseLiveEvidence(text: string): LiveEvidence {
  const j = JSON.parse(text) as unknown;
  if (!isObj(j) || j['format'] !== LIVE_EVIDENCE_FORMAT || !Array.isArray(j['records'])) throw new Error(`${LIVE_EVIDENCE_PATH}: expected {"format": ${LIVE_EVIDENCE_FORMAT}, "records": [...]}`);
  return { format: LIVE_EVIDENCE_FORMAT, records: j['records'].map(parseRecord) };
}

/** Load evidence/live.json from the package (or `root`); undefined when no live run has been recorded. */
export function loadLiveEvidence(root: string = packageRoot()): LiveEvidence | undefined {
  let text: string;
  try {
    text = readFileSync(join(root, LIVE_EVIDENCE_PATH), 'utf8');
  } catch {
    return undefined;
  }
  return parseLiveEvidence(text);
}

/** The canonical order of records: agent, scenario. */
export function sortLiveRecords(records: readonly LiveRecord[]): LiveRecord[] {
  return [...records].sort((a, b) => (a.agent === b.agent ? (a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : 0) : a.agent < b.agent ? -1 : 1));
}

/** The JSON text the suite writes (2-space indent, fixed key order, LF, final newline). */
export function renderLiveEvidence(records: readonly LiveRecord[]): string {
  const ordered = sortLiveRecords(records).map((r) => ({
    agent: r.agent,
    client: r.client,
    version: r.version,
    date: r.date,
    scenario: r.scenario,
    section: r.section,
    ...(r.event ? { event: r.event } : {}),
    decision: r.decision,
    result: r.result,
  }));
  return JSON.stringify({ format: LIVE_EVIDENCE_FORMAT, records: ordered }, null, 2) + '\n';
}

let recorded: { live: LiveEvidence | undefined } | undefined;
/** evidence/live.json of this package, read once per process (undefined when no live run is recorded). */
export function recordedLive(): LiveEvidence | undefined {
  recorded ??= { live: loadLiveEvidence() };
  return recorded.live;
}

/** The failing records for one agent (the matrix can flag cells a live run contradicted). */
export function liveFailures(evidence: LiveEvidence | undefined, agent: string): LiveRecord[] {
  return evidence ? evidence.records.filter((r) => r.agent === agent && r.result === 'failed') : [];
}
