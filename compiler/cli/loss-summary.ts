/** The loss part of the text report: open losses grouped by code and agent with counts, and the waivers in use. */
import type { BuildReport, LossReport } from '../compile.js';
import { CODES, isDiagnosticCode } from '../diagnostics/codes.js';

/** `  SC3203  agent-a  2  permission pattern not expressible` rows, most frequent first. */
export function lossGroups(losses: readonly LossReport[]): string[] {
  const counts = new Map<string, { code: string; agent: string; n: number }>();
  for (const l of losses) {
    const k = `${l.code} ${l.agent}`;
    const g = counts.get(k) ?? { code: l.code, agent: l.agent, n: 0 };
    g.n++;
    counts.set(k, g);
  }
  const rows = [...counts.values()].sort((a, b) => b.n - a.n || (a.code < b.code ? -1 : a.code > b.code ? 1 : a.agent < b.agent ? -1 : 1));
  const wa = Math.max(...rows.map((r) => r.agent.length));
  const wn = Math.max(...rows.map((r) => String(r.n).length));
  return rows.map((r) => `  ${r.code}  ${r.agent.padEnd(wa)}  ${String(r.n).padStart(wn)}  ${isDiagnosticCode(r.code) ? CODES[r.code].title : ''}`.trimEnd());
}

/** How many open losses the text report lists one by one by default (`--max-losses`; 0 lists all). */
export const MAX_LISTED = 50;

/**
 * The losses to list when there are more than `max`: taken round-robin across the (code, agent) groups, so every
 * group shows an example before any shows a second, then put back in report order.
 */
export function listed<T extends LossReport>(losses: readonly T[], max: number): readonly T[] {
  if (max <= 0 || losses.length <= max) return losses;
  const groups = new Map<string, number[]>();
  losses.forEach((l, i) => {
    const k = `${l.code} ${l.agent}`;
    const g = groups.get(k);
    if (g) g.push(i);
    else groups.set(k, [i]);
  });
  const lists = [...groups.values()];
  const chosen: number[] = [];
  for (let round = 0; chosen.length < max; round++)
    for (const g of lists) {
      if (chosen.length >= max) break;
      if (round < g.length) chosen.push(g[round]!);
    }
  return chosen.sort((a, b) => a - b).map((i) => losses[i]!);
}

export const WAIVER_HINT =
  '  accept a reviewed loss under the top-level `waivers:` key, each with a `reason`: `{ agent, at: <pointer> }` for one item, ' +
  'or a class by `agent`, `code`, `rule` (or a combination); `seamc explain <code>` says more';

/** The waived losses: a count, then each waiver that accepted something, with its reason. */
export function waivedLines(report: BuildReport): string[] {
  const waived = report.losses.filter((l) => l.waived !== undefined).length;
  if (waived === 0) return [];
  const out = [`${waived} item(s) waived:`];
  for (const w of report.waivers) {
    if (w.matched === 0) continue;
    const where = w.pos ? `${w.pos.file}:${w.pos.line}:${w.pos.col}  ` : '';
    out.push(`  ${where}${w.at} (${w.selects}): ${w.matched} item(s): ${w.reason}`);
  }
  return out;
}
