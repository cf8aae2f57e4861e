/**
 * Instructions on Antigravity (instructions.md §2 row 22, §3.5, §9.3): always-on text in the shared AGENTS.md (read by
 * the IDE since 1.20.3); glob-scoped and agent-requested text as `.agents/rules/<id>.md` with `trigger: glob` + `globs`
 * or `trigger: model_decision` + `description`. A rule file above 12,000 characters is truncated by Antigravity, so
 * seamc reports it (SC3303) and writes no cut-down file.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd, alwaysOn } from '../_shared/agents-md.js';

export const RULE_FILE_LIMIT = 12000;

function line(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^[A-Za-z0-9(][^:#]*$/.test(flat) ? flat : JSON.stringify(flat);
}

function ruleFile(i: Instruction): Artifact | Loss {
  const bad = i.paths.findIndex((g) => g.includes(',') || g.trim() !== g);
  if (bad >= 0)
    return { code: 'SC3301', at: `${i.at}/paths/${bad}`, reason: `Antigravity splits a rule's \`globs\` at commas, so "${i.paths[bad] as string}" would become other patterns; list each alternative as its own path.` };
  const body = i.body.trimEnd();
  if (body.length > RULE_FILE_LIMIT)
    return { code: 'SC3303', at: i.at, reason: `Antigravity reads at most ${RULE_FILE_LIMIT} characters of a rule file and drops the rest silently; this one has ${body.length}. Split it.` };
  const frontmatter: Record<string, string> =
    i.paths.length > 0 ? { trigger: 'glob', globs: i.paths.join(', ') } : { trigger: 'model_decision', description: line(i.description ?? '') };
  return { path: `.agents/rules/${i.id}.md`, format: 'markdown', body: { template: 'antigravity/body', data: { body }, frontmatter, frontmatterStyle: 'verbatim' } };
}

function budgetLosses(model: Model): Loss[] {
  let total = 0;
  for (const i of alwaysOn(model)) {
    total += i.body.trimEnd().length;
    if (total > RULE_FILE_LIMIT)
      return [{ code: 'SC3303', at: i.at, reason: `Antigravity applies its ${RULE_FILE_LIMIT}-character rule limit to the root AGENTS.md it loads as always-on; the always-on instructions reach ${total} characters here, and the rest would be cut without notice.` }];
  }
  return [];
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = budgetLosses(model);
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    if (i.paths.length === 0 && i.description === undefined) continue;
    const out = ruleFile(i);
    if ('code' in out) unrepresentable.push(out);
    else fragment.push(out);
  }
  return { fragment, unrepresentable };
}
