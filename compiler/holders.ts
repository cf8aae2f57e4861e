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

/** The AGENTS.md artifact with, per rule, what holds it on each agent writing it; any other artifact unchanged. */
export function withHolders(a: Artifact, agents: readonly string[], targets: readonly Target[], model: Model): Artifact {
  if (a.format !== 'markdown' || a.body.template !== 'shared/agents-md') return a;
  const rules = a.body.data['rules'] as { id: string; text: string }[] | undefined;
  if (!rules?.length) return a;
  const byId = new Map(targets.map((t) => [t.id, t]));
  const ruleById = new Map(model.rules.map((x) => [x.id, x]));
  // a rule's line depends only on its event and whether it allows: made once per pair, not once per rule
  const lines = new Map<string, string>();
  const held = rules.map((r) => {
    const rule = ruleById.get(r.id);
    if (!rule) return { ...r, heldBy: '' };
    const key = `${rule.on}\0${rule.decision === 'allow'}`;
    let heldBy = lines.get(key);
    if (heldBy === undefined) lines.set(key, (heldBy = agents.map((id) => holder(byId.get(id), rule)).join('; ')));
    return { ...r, heldBy };
  });
  return { ...a, body: { ...a.body, data: { ...a.body.data, rules: held } } };
}
