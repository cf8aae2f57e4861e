/**
 * Coverage: per rule and agent, the strongest plane that holds the rule, with its reason and evidence, computed from the
 * vendor facts and the build's own losses and files (planes/hold.ts), never typed: `sandbox` (the OS refuses it),
 * `enforced` / `enforceable` / `best-effort` (the hook's grade at the rule's event), `at-commit` (`seamc gate`),
 * `advisory` (only text in the agent's instructions), `none`. docs/decisions/planes.md.
 */
import type { BuildReport, Target } from '../compile.js';
import { gateApplies } from '../gate/judge.js';
import type { Model, Rule } from '../model/types.js';
import { gradeFacts, type GradedFacts } from '../evidence/grade.js';
import type { Loss } from '../backend/types.js';
import { recordedLive } from '../evidence/live.js';
import { byHook, eventGrade, NOT_HELD, sandboxHeld } from './hold.js';
import { sandboxHolds, sandboxReach } from './sandbox.js';

export const PLANES = ['sandbox', 'enforced', 'enforceable', 'best-effort', 'at-commit', 'advisory', 'none'] as const;
export type Plane = (typeof PLANES)[number];
const BEFORE: readonly Plane[] = ['sandbox', 'enforced', 'enforceable', 'best-effort'];

export interface CoverageCell {
  readonly agent: string;
  /** the strongest plane */
  readonly plane: Plane;
  readonly reason: string;
  readonly evidence?: string;
  /** every plane that holds it, strongest first (`plane` is the first; `none` alone when nothing does) */
  readonly planes: readonly Plane[];
}

export interface CoverageRow {
  readonly rule: string;
  readonly at: string;
  readonly intent: Rule['intent'];
  readonly decision: Rule['decision'];
  readonly cells: readonly CoverageCell[];
  readonly counts: { readonly agents: number; readonly before: number; readonly commit: number; readonly advisory: number; readonly none: number };
  readonly total: string;
}

export interface SandboxCell {
  readonly agent: string;
  readonly via: 'launcher' | 'native' | 'none';
  readonly note: string;
}

interface Part {
  readonly plane: Plane;
  readonly reason: string;
  readonly evidence?: string;
}

const ADVISORY_FILE = /\.(md|mdc|txt)$|(^|\/)\.[a-z]*rules$/;
const ADVISORY_LINE = /- `([^`\n]+)`: /g;

/** What coverage needs of one agent, computed once per build instead of once per rule. */
interface AgentView {
  readonly target: Target;
  readonly facts?: GradedFacts;
  /** the agent's losses by spec pointer */
  readonly lossesAt: ReadonlyMap<string, readonly Loss[]>;
  /** rule id -> the first of the agent's instruction files that lists it as `- \`id\`: ` */
  readonly advisory: ReadonlyMap<string, string>;
  /** how the sandbox reaches the agent (planes/sandbox.ts), the same for every rule */
  readonly reach?: ReturnType<typeof sandboxReach>;
}

/** What coverage needs of one rule, the same for every agent. */
interface RuleView {
  readonly rule: Rule;
  /** why the sandbox alone holds it, or undefined */
  readonly sandbox?: string;
  readonly gate: boolean;
}

/** Every agent's view in one pass over the build's losses and files (not one pass per agent). */
function agentViews(model: Model, targets: readonly Target[], report: BuildReport): AgentView[] {
  const lossesAt = new Map<string, Map<string, Loss[]>>();
  const advisory = new Map<string, Map<string, string>>();
  for (const t of targets) {
    lossesAt.set(t.id, new Map());
    advisory.set(t.id, new Map());
  }
  for (const l of report.losses) {
    const at = lossesAt.get(l.agent);
    if (at) (at.get(l.at) ?? at.set(l.at, []).get(l.at)!).push(l);
  }
  for (const f of report.files) {
    const mine = f.agents.filter((a) => advisory.has(a));
    if (mine.length === 0 || !ADVISORY_FILE.test(f.path)) continue;
    const ids = Array.from(f.text.matchAll(ADVISORY_LINE), (m) => m[1]!);
    for (const a of mine) {
      const seen = advisory.get(a)!;
      for (const id of ids) if (!seen.has(id)) seen.set(id, f.path);
    }
  }
  return targets.map((t) => ({
    target: t,
    ...(t.backend ? { facts: gradeFacts(t.backend.facts, recordedLive()), reach: sandboxReach(model, t.backend.facts) } : {}),
    lossesAt: lossesAt.get(t.id)!,
    advisory: advisory.get(t.id)!,
  }));
}

function parts(r: RuleView, v: AgentView): Part[] {
  const out: Part[] = [];
  const rule = r.rule;
  if (v.facts) {
    const s = sandboxHeld(r.sandbox, v.reach, v.facts);
    if (s) out.push({ plane: 'sandbox', reason: s.reason, ...(s.evidence ? { evidence: s.evidence } : {}) });
    const h = byHook(rule, v.facts, v.lossesAt.get(rule.at) ?? []);
    if (h?.grade && (BEFORE as readonly string[]).includes(h.grade)) out.push({ plane: h.grade as Plane, reason: h.reason, ...(h.evidence ? { evidence: h.evidence } : {}) });
  }
  if (r.gate) out.push({ plane: 'at-commit', reason: '`seamc gate --staged` (pre-commit) and `--range` (CI) refuse the committed file' });
  const file = rule.intent === 'security' ? undefined : v.advisory.get(rule.id);
  if (file) out.push({ plane: 'advisory', reason: `listed in ${file} as guidance the model may ignore` });
  return out;
}

function total(rule: Rule, c: CoverageRow['counts']): string {
  const verb = ['deny', 'escalate', 'transform'].includes(rule.decision) ? 'blocked' : 'held';
  const what = rule.kinds.length > 0 && rule.kinds.every((k) => k === 'write') ? 'write' : rule.on === 'prompt_submit' ? 'prompt' : 'call';
  const bits = [`${verb} before the ${what} on ${c.before}/${c.agents}`, `at commit on ${c.commit}/${c.agents}`, `advisory on ${c.advisory}`];
  if (c.none > 0) bits.push(`none on ${c.none}`);
  return `${rule.id}: ${bits.join(', ')}`;
}

/** The counts of one rule's row from each agent's planes, strongest first (`none` alone when nothing holds it). */
function countsOf(planes: readonly (readonly Plane[])[]): CoverageRow['counts'] {
  return {
    agents: planes.length,
    before: planes.filter((p) => BEFORE.includes(p[0]!)).length,
    commit: planes.filter((p) => p.includes('at-commit')).length,
    advisory: planes.filter((p) => !BEFORE.includes(p[0]!) && p.includes('advisory')).length,
    none: planes.filter((p) => p[0] === 'none').length,
  };
}

function ruleViews(model: Model): RuleView[] {
  return model.rules
    .filter((r) => !r.builtin)
    .map((rule) => {
      const sandbox = sandboxHolds(rule, model);
      return { rule, ...(sandbox !== undefined ? { sandbox } : {}), gate: gateApplies(rule) };
    });
}

export function coverageRows(model: Model, targets: readonly Target[], report: BuildReport): CoverageRow[] {
  const views = agentViews(model, targets, report);
  return ruleViews(model).map((r) => {
    const rule = r.rule;
    const cells: CoverageCell[] = views.map((v) => {
      const t = v.target;
      const p = parts(r, v);
      const first = p[0];
      if (!first) return { agent: t.id, plane: 'none', reason: 'no plane of this agent holds it, and it is not listed in its instructions', planes: ['none'] };
      return { agent: t.id, plane: first.plane, reason: first.reason, ...(first.evidence ? { evidence: first.evidence } : {}), planes: p.map((x) => x.plane) };
    });
    const counts = countsOf(cells.map((c) => c.planes));
    return { rule: rule.id, at: rule.at, intent: rule.intent, decision: rule.decision, cells, counts, total: total(rule, counts) };
  });
}

/**
 * Only each row's `total` line (what `seamc build` prints), without the cells' reasons: per agent, which rules a
 * not-held loss names and which its instruction files list, as flags by rule index (one pass over the losses and
 * files), and the hook grade per event; then a count per rule. The same counts as coverageRows (tests/planes).
 */
export function coverageTotals(model: Model, targets: readonly Target[], report: BuildReport): string[] {
  const rules = ruleViews(model);
  const index = new Map<string, number[]>();
  const ids = new Map<string, number[]>();
  rules.forEach((r, i) => {
    (index.get(r.rule.at) ?? index.set(r.rule.at, []).get(r.rule.at)!).push(i);
    (ids.get(r.rule.id) ?? ids.set(r.rule.id, []).get(r.rule.id)!).push(i);
  });
  const agents = new Map(targets.map((t) => [t.id, { notHeld: new Uint8Array(rules.length), advisory: new Uint8Array(rules.length) }]));
  for (const l of report.losses) {
    if (!NOT_HELD.has(l.code)) continue;
    const at = index.get(l.at);
    const a = at && agents.get(l.agent);
    if (a) for (const i of at!) a.notHeld[i] = 1;
  }
  for (const f of report.files) {
    const mine = f.agents.filter((a) => agents.has(a));
    if (mine.length === 0 || !ADVISORY_FILE.test(f.path)) continue;
    for (const m of f.text.matchAll(ADVISORY_LINE))
      for (const i of ids.get(m[1]!) ?? []) for (const a of mine) agents.get(a)!.advisory[i] = 1;
  }
  const views = targets.map((t) => {
    const f = t.backend ? gradeFacts(t.backend.facts, recordedLive()) : undefined;
    const before = new Map<Rule['on'], boolean>();
    // hookGrade once it has passed its loss check, once per event
    const grade = (on: Rule['on']): boolean => {
      let b = before.get(on);
      if (b === undefined) {
        const g = f ? eventGrade(on, f) : undefined;
        before.set(on, (b = g !== undefined && (BEFORE as readonly string[]).includes(g)));
      }
      return b;
    };
    return { facts: f, reach: f && t.backend ? sandboxReach(model, t.backend.facts) : undefined, grade, ...agents.get(t.id)! };
  });
  return rules.map((r, i) => {
    let before = 0;
    let commit = 0;
    let advisory = 0;
    let none = 0;
    for (const v of views) {
      // parts() without the reasons: sandboxHeld holds exactly when both halves are there
      const held = v.facts !== undefined && ((Boolean(r.sandbox) && v.reach !== undefined) || (v.notHeld[i] === 0 && v.grade(r.rule.on)));
      const adv = r.rule.intent !== 'security' && v.advisory[i] === 1;
      if (held) before++;
      else if (adv) advisory++;
      else if (!r.gate) none++;
      if (r.gate) commit++;
    }
    return total(r.rule, { agents: views.length, before, commit, advisory, none });
  });
}

export function sandboxCells(model: Model, targets: readonly Target[]): SandboxCell[] {
  return targets.map((t) => {
    const f = t.backend?.facts;
    const reach = f ? sandboxReach(model, f) : undefined;
    if (reach) return { agent: t.id, via: reach.via, note: reach.note };
    return { agent: t.id, via: 'none', note: f?.sandbox?.noLauncher ?? (model.sandbox && model.sandbox.mode !== 'off' ? 'no launcher and no native setting' : 'no sandbox in the spec') };
  });
}
