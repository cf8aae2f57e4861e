/**
 * Waivers meet losses (docs/decisions/adoption.md, "Waivers"). A waiver accepts every loss that all its selectors
 * match: `agent`, `at` (exactly that pointer, the original form), `code`, `rule` (that rule's pointer or below).
 * The first matching waiver gives the reason shown; every matching waiver counts as used. A waiver that accepts
 * nothing is stale (SC2001), judged only where the build could have matched it: an agent-bound waiver when its
 * agent is built, any other when the build covers every agent the spec itself targets.
 */
import type { Diagnostic, Position } from './diagnostics/diagnostic.js';
import type { Waiver } from './model/types.js';

export interface WaivableLoss {
  readonly agent: string;
  readonly code: string;
  readonly at: string;
  readonly waived?: string;
  /** the pointer of the waiver that accepted it (/waivers/<n>) */
  readonly waiver?: string;
}

/** One waiver in the build report: where it is, what it selects, its reason, how many losses it accepted. */
export interface WaiverUse {
  readonly at: string;
  readonly pos?: Position;
  readonly selects: string;
  readonly reason: string;
  readonly matched: number;
}

export function waiverMatches(w: Waiver, l: { agent: string; code: string; at: string }): boolean {
  if (w.agent !== undefined && w.agent !== l.agent) return false;
  if (w.target !== undefined && w.target !== l.at) return false;
  if (w.code !== undefined && w.code !== l.code) return false;
  if (w.rule !== undefined && l.at !== w.rule.at && !l.at.startsWith(`${w.rule.at}/`)) return false;
  return true;
}

/** `agent <id>, code SC3203` — the selectors as words, for messages and the report. */
export function selectorText(w: Waiver): string {
  const parts = [
    w.agent !== undefined ? `agent ${w.agent}` : 'every agent',
    ...(w.target !== undefined ? [`at ${w.target}`] : []),
    ...(w.code !== undefined ? [`code ${w.code}`] : []),
    ...(w.rule !== undefined ? [`rule ${w.rule.id}`] : []),
  ];
  return parts.join(', ');
}

export interface WaiverInput {
  readonly waivers: readonly Waiver[];
  /** agent ids this build targets */
  readonly built: readonly string[];
  /** agent ids the spec itself targets (its `agents`, or the default); defaults to `built` */
  readonly specAgents?: readonly string[];
  readonly locate: (pointer: string) => Position | undefined;
}

export function applyWaivers<L extends WaivableLoss>(input: WaiverInput, losses: readonly L[], errors: Diagnostic[]): { losses: L[]; uses: WaiverUse[] } {
  const { waivers, built, locate } = input;
  const counts = waivers.map(() => 0);
  const out = losses.map((l) => {
    let first = -1;
    waivers.forEach((w, i) => {
      if (!waiverMatches(w, l)) return;
      counts[i]!++;
      if (first < 0) first = i;
    });
    return first < 0 ? l : { ...l, waived: waivers[first]!.reason, waiver: waivers[first]!.at };
  });
  const complete = (input.specAgents ?? built).every((a) => built.includes(a));
  const uses: WaiverUse[] = [];
  waivers.forEach((w, i) => {
    const pos = locate(w.at);
    uses.push({ at: w.at, ...(pos ? { pos } : {}), selects: selectorText(w), reason: w.reason, matched: counts[i]! });
    if (counts[i]! > 0) return;
    if (w.agent !== undefined ? !built.includes(w.agent) : !complete) return;
    errors.push({
      code: 'SC2001',
      severity: 'error',
      message: `waiver ${w.at} (${selectorText(w)}) matches no unrepresentable item`,
      hint: 'remove the waiver: nothing is lost there any more (or a selector is wrong)',
      pointer: w.at,
      ...(pos ? { pos } : {}),
    });
  });
  return { losses: out, uses };
}
