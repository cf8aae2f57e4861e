/** The loss part of the text report: open losses grouped by code and agent with counts, and the waivers in use. */
import type { BuildReport, LossReport } from '../compile.js';
import { CODES, isDiagnosticCode } from '../diagnostics/codes.js';

/**
 * The losses' (code, agent) groups in first-seen order, `add` called for each loss with its group: two map lookups per
 * loss instead of a `code agent` key string (98,000 losses at 2,000 rules over 51 agents).
 */
function byPair<G>(losses: readonly LossReport[], make: (l: LossReport) => G, add: (g: G, i: number) => void): G[] {
  const order: G[] = [];
  const codes = new Map<string, Map<string, G>>();
  losses.forEach((l, i) => {
    let agents = codes.get(l.code);
    if (!agents) codes.set(l.code, (agents = new Map()));
    let g = agents.get(l.agent);
    if (g === undefined) {
      agents.set(l.agent, (g = make(l)));
      order.push(g);
    }
    add(g, i);
  });
  return order;
}

/** `  SC3203  agent-a  2  permission pattern not expressible` rows, most frequent first. */
export function lossGroups(losses: readonly LossReport[]): string[] {
  const rows = byPair(losses, (l) => ({ code: l.code, agent: l.agent, n: 0 }), (g) => g.n++);
  rows.sort((a, b) => b.n - a.n || (a.code < b.code ? -1 : a.code > b.code ? 1 : a.agent < b.agent ? -1 : 1));
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
  const lists = byPair<number[]>(losses, () => [], (g, i) => g.push(i));
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
