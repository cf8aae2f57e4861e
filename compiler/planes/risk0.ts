/**
 * RISK-0, after the guard one of seamc's seed runtimes applies to its own rule table: a rule with `intent: security` must be
 * held by a hard plane — the OS sandbox, or a hook the agent runs fail-closed — on every targeted agent. Where none
 * holds it the agent gets exactly one loss for the rule (SC3105, or SC3502 where the agent has no hooks at all), which
 * only a waiver naming that agent and rule accepts. A security rule that asks or warns (`escalate`, `warn`) can never
 * be a boundary on a soft plane, so the build refuses it outright (SC1025, exit 2). docs/decisions/planes.md.
 */
import type { Loss } from '../backend/types.js';
import type { GradedFacts } from '../evidence/grade.js';
import type { Diagnostic, Position } from '../diagnostics/diagnostic.js';
import type { Model } from '../model/types.js';
import { bySandbox, noHardPlane } from './hold.js';

/** The agent's losses with RISK-0 applied: SC3105 added where no hard plane holds a security rule, SC3502 dropped where the sandbox does. */
export function withSecurityLosses(model: Model, facts: GradedFacts, losses: readonly Loss[]): Loss[] {
  const ruleAt = rulesAt(model);
  const out = losses.filter((l) => {
    if (l.code !== 'SC3502') return true;
    const r = ruleAt.get(l.at);
    return !r || !bySandbox(r, model, facts);
  });
  if (facts.sections.hooks.status === 'none') return out;
  const at = lossesByPointer(losses);
  for (const r of model.rules) {
    if (r.builtin || r.intent !== 'security') continue;
    const mine = at.get(r.at) ?? [];
    // the event is missing or cannot block: that loss already says the hook stops nothing, and says why
    if (mine.some((l) => l.code === 'SC3101' || l.code === 'SC3102')) continue;
    const why = noHardPlane(r, model, facts, mine);
    if (why) out.push({ code: 'SC3105', at: r.at, reason: why });
  }
  return out;
}

/** The model's rules by pointer, made once per model (every agent of a build asks). */
const byAt = new WeakMap<Model, Map<string, Model['rules'][number]>>();
function rulesAt(model: Model): Map<string, Model['rules'][number]> {
  let m = byAt.get(model);
  if (!m) byAt.set(model, (m = new Map(model.rules.map((r) => [r.at, r]))));
  return m;
}

/** Losses by spec pointer: hold.ts only reads a rule's own losses, so each rule is handed just those. */
function lossesByPointer(losses: readonly Loss[]): Map<string, Loss[]> {
  const m = new Map<string, Loss[]>();
  for (const l of losses) (m.get(l.at) ?? m.set(l.at, []).get(l.at)!).push(l);
  return m;
}

export interface AgentPlanes {
  readonly id: string;
  readonly displayName: string;
  readonly facts?: GradedFacts;
  readonly losses: readonly Loss[];
}

/** SC1025 for every security rule that escalates or warns while some targeted agent holds it only on a soft plane. */
export function softSecurityErrors(model: Model, agents: readonly AgentPlanes[], locate: (p: string) => Position | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const r of model.rules) {
    if (r.builtin || r.intent !== 'security' || (r.decision !== 'escalate' && r.decision !== 'warn')) continue;
    const soft = agents.filter((a) => !a.facts || noHardPlane(r, model, a.facts, a.losses) !== undefined).map((a) => a.id);
    if (soft.length === 0) continue;
    const at = `${r.at}/decision`;
    const pos = locate(at);
    out.push({
      code: 'SC1025',
      severity: 'error',
      message: `security rule ${r.id} would ${r.decision === 'escalate' ? 'ask a human' : 'only warn'} on a soft plane (${soft.join(', ')}): a plane that fails open, or is skipped, is no boundary`,
      hint: 'make it `decision: deny` (and hold it with sandbox: or a fail-closed hook), or drop `intent: security`',
      pointer: at,
      ...(pos ? { pos } : {}),
    });
  }
  return out;
}
