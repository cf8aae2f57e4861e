/**
 * Which plane of one agent holds one rule, from the vendor's facts and the losses its build reported (never typed by
 * hand): the OS sandbox, the hook (graded by its event capability), the agent's declarative rule table, or nothing
 * before the call. Shared by the security check (RISK-0) and `seamc coverage`. docs/decisions/planes.md.
 */
import type { Grade } from '../contract/index.js';
import type { Loss } from '../backend/types.js';
import { cite } from '../evidence/cite.js';
import type { GradedFacts } from '../evidence/grade.js';
import type { Model, Rule } from '../model/types.js';
import { sandboxHolds, sandboxReach } from './sandbox.js';

/** Loss codes after which the hook (or rule table) no longer delivers the rule's decision at all. */
export const NOT_HELD: ReadonlySet<string> = new Set(['SC3001', 'SC3002', 'SC3101', 'SC3102', 'SC3106', 'SC3107', 'SC3109', 'SC3112', 'SC3501', 'SC3502']);

const HARD: readonly Grade[] = ['enforced', 'enforceable'];

export interface Held {
  readonly plane: 'sandbox' | 'hook';
  readonly grade?: Grade;
  readonly hard: boolean;
  readonly reason: string;
  readonly evidence?: string;
}

export function isHardGrade(g: Grade): boolean {
  return HARD.includes(g);
}

/** The sandbox plane, when it holds `rule` on this agent. */
export function bySandbox(rule: Rule, model: Model, facts: GradedFacts): Held | undefined {
  return sandboxHeld(sandboxHolds(rule, model), sandboxReach(model, facts), facts);
}

/** bySandbox from its two halves, for a caller that has them already (coverage: one per rule, one per agent). */
export function sandboxHeld(why: string | undefined, reach: ReturnType<typeof sandboxReach>, facts: GradedFacts): Held | undefined {
  if (!why || !reach) return undefined;
  const ev = reach.via === 'launcher' ? facts.sandbox?.evidence.launcher : facts.sandbox?.evidence.native;
  return { plane: 'sandbox', hard: true, reason: `${why}, ${reach.note}`, ...(ev ? { evidence: cite(ev) } : {}) };
}

/**
 * The grade of the hook plane (a hook runtime or a rule table) on this agent, when it delivers `rule`'s decision:
 * byHook without its reason and citations (coverage's totals count grades only, for every rule × agent).
 */
export function hookGrade(rule: Rule, facts: GradedFacts, losses: readonly Loss[]): Grade | undefined {
  if (facts.sections.hooks.status !== 'emitted') return undefined;
  for (const l of losses) if (l.at === rule.at && NOT_HELD.has(l.code)) return undefined;
  return eventGrade(rule.on, facts);
}

/** hookGrade for a rule at event `on` that no loss keeps from the hook: the rule table's grade, or the event's when it can block. */
export function eventGrade(on: Rule['on'], facts: GradedFacts): Grade | undefined {
  if (facts.sections.hooks.status !== 'emitted') return undefined;
  if (facts.ruleTable) return facts.ruleTable.grade;
  const cap = facts.hooks?.events[on];
  return cap?.block ? cap.grade : undefined;
}

/** The hook plane (a hook runtime or a rule table), when it delivers `rule`'s decision on this agent. */
export function byHook(rule: Rule, facts: GradedFacts, losses: readonly Loss[]): Held | undefined {
  const grade = hookGrade(rule, facts, losses);
  if (grade === undefined) return undefined;
  const table = facts.ruleTable;
  if (table) {
    return { plane: 'hook', grade, hard: isHardGrade(grade), reason: `${facts.displayName}'s rule table ${table.config} (grade ${grade})`, evidence: cite(table.evidence) };
  }
  const cap = facts.hooks!.events[rule.on]!;
  const degraded = losses.filter((l) => l.at === rule.at && (l.code === 'SC3103' || l.code === 'SC3104')).map((l) => l.code);
  const note = degraded.length > 0 ? ` (answered stricter: ${degraded.join(', ')})` : '';
  return { plane: 'hook', grade, hard: isHardGrade(grade), ...hookText(facts.displayName, cap, note) };
}

type GradedCap = NonNullable<NonNullable<GradedFacts['hooks']>['events'][Rule['on']]>;
const hookTexts = new WeakMap<GradedCap, Map<string, { reason: string; evidence: string }>>();

/** The reason and citations of one hook cell: the same for every rule at that event, so made once per cell and note. */
function hookText(name: string, cap: GradedCap, note: string): { reason: string; evidence: string } {
  const byNote = hookTexts.get(cap) ?? hookTexts.set(cap, new Map()).get(cap)!;
  const hit = byNote.get(note);
  if (hit) return hit;
  const made = {
    reason: `${name} ${cap.wire.join(' / ')} runs seamc's hook (grade ${cap.grade}${isHardGrade(cap.grade) ? ', fails closed' : cap.failMode === 'open' ? ', fails open' : `: failing closed is backed only by ${cap.evidence.failMode.map((e) => e.basis).join(', ') || 'no record'}`})${note}`,
    evidence: [...(cap.evidence.block ?? []), ...cap.evidence.failMode].map(cite).join('; '),
  };
  byNote.set(note, made);
  return made;
}

const noHardTexts = new WeakMap<GradedFacts, Map<string, string>>();

/**
 * Why no hard plane holds a security rule on this agent, or undefined when one does. The text depends on the rule only
 * through the hook's reason or loss codes and the sandbox's reach, so each distinct text is made once per agent.
 */
export function noHardPlane(rule: Rule, model: Model, facts: GradedFacts, losses: readonly Loss[]): string | undefined {
  if (bySandbox(rule, model, facts)) return undefined;
  const hook = byHook(rule, facts, losses);
  if (hook?.hard) return undefined;
  const name = facts.displayName;
  const codes = hook || facts.sections.hooks.status !== 'emitted' ? '' : losses.filter((l) => l.at === rule.at).map((l) => l.code).join(', ');
  const s = model.sandbox && model.sandbox.mode !== 'off';
  const reach = !s ? 0 : !sandboxReach(model, facts) ? 1 : 2;
  const texts = noHardTexts.get(facts) ?? noHardTexts.set(facts, new Map()).get(facts)!;
  const key = `${hook ? hook.reason : ''}\0${codes}\0${reach}`;
  const hit = texts.get(key);
  if (hit !== undefined) return hit;
  const hookWhy = hook
    ? `${hook.reason}: when the hook crashes or times out the call may run anyway, and no evidence seamc holds shows that ${name} can be told to fail closed there`
    : facts.sections.hooks.status === 'emitted'
      ? `${name}'s hooks do not deliver this rule (${codes || 'no blocking event'})`
      : `${name} has no hook seamc can install (${facts.sections.hooks.status})`;
  const sandboxWhy =
    reach === 0
      ? 'and the spec has no sandbox'
      : reach === 1
        ? `and neither a launcher nor ${name}'s own sandbox setting holds sandbox: (${facts.sandbox?.noLauncher ?? 'no launcher'})`
        : 'and the sandbox sees only writes outside the repository and network hosts, not what this rule matches';
  const text = `no hard plane holds this security rule on ${name}: ${hookWhy}, ${sandboxWhy}.`;
  texts.set(key, text);
  return text;
}
