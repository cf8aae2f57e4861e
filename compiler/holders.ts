/**
 * What holds each advisory rule on each agent that reads the shared instruction file (AGENTS.md is written byte for
 * byte by many agents, so it says it per agent): seamc's hook with its computed grade, or the text alone. Vendor-free.
 */
import type { Target } from './compile.js';
import type { Artifact } from './backend/types.js';
import { gradeFacts } from './evidence/grade.js';
import { recordedLive } from './evidence/live.js';
import type { Model } from './model/types.js';

function holder(t: Target | undefined, rule: Model['rules'][number]): string {
  const f = t?.backend?.facts;
  if (!f || f.sections.hooks.status !== 'emitted' || !f.hooks) return `${t?.id ?? '?'}: advisory text only`;
  const cap = gradeFacts(f, recordedLive()).hooks?.events[rule.on];
  if (!cap) return `${f.id}: advisory text only (no ${rule.on} hook)`;
  if (!cap.block && rule.decision !== 'allow') return `${f.id}: advisory text only (${rule.on} fires after the fact)`;
  return `${f.id}: hook, ${cap.grade}`;
}

/**
 * The AGENTS.md artifact with, per rule, the event that judges it, and once per event (and allow or not: what a hold
 * depends on) what holds such rules on each agent writing the file; any other artifact unchanged. Said once per event
 * rather than under every rule: at 2,000 rules the per-rule form made a 2 MB file of the same few lines.
 */
export function withHolders(a: Artifact, agents: readonly string[], targets: readonly Target[], model: Model): Artifact {
  if (a.format !== 'markdown' || a.body.template !== 'shared/agents-md') return a;
  const rules = a.body.data['rules'] as { id: string; text: string }[] | undefined;
  if (!rules?.length) return a;
  const byId = new Map(targets.map((t) => [t.id, t]));
  const ruleById = new Map(model.rules.map((x) => [x.id, x]));
  const groups = new Map<string, string>();
  const held = rules.map((r) => {
    const rule = ruleById.get(r.id);
    if (!rule) return r;
    const key = rule.decision === 'allow' ? `${rule.on}, allow` : rule.on;
    if (!groups.has(key)) groups.set(key, agents.map((id) => holder(byId.get(id), rule)).join('; '));
    return { ...r, heldAs: key };
  });
  const holders = [...groups].map(([key, heldBy]) => ({ key, heldBy }));
  return { ...a, body: { ...a.body, data: { ...a.body.data, rules: held, holders } } };
}
