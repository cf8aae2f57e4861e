/**
 * Rule files with `trigger:` front matter (Antigravity and Windsurf, the same Codeium rule format): glob-scoped text
 * as `trigger: glob` + `globs` (one comma-separated line), agent-requested text as `trigger: model_decision` +
 * `description`, always-on text in the shared AGENTS.md. A rule file over the vendor's character limit is cut
 * silently by the vendor, so it is reported (SC3303) and not written.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd, alwaysOn } from './agents-md.js';

export interface TriggerRules {
  /** Display name in loss reasons. */
  readonly who: string;
  /** The rules folder, e.g. `.windsurf/rules`. */
  readonly dir: string;
  /** The vendor's body template. */
  readonly template: string;
  /** Characters of one rule file the vendor reads. */
  readonly limit: number;
  /** SC3303 reason for a rule file of `length` characters over `limit`. */
  readonly tooLong: (length: number) => string;
  /** SC3303 reason when the always-on text (the root AGENTS.md, which counts against `limit`) reaches `total` characters. */
  readonly alwaysOnTooLong: (total: number) => string;
}

/** a front-matter value the vendor's reader takes verbatim: one line, quoted when YAML would misread it */
function line(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^[A-Za-z0-9(][^:#]*$/.test(flat) ? flat : JSON.stringify(flat);
}

function ruleFile(i: Instruction, v: TriggerRules): Artifact | Loss {
  const bad = i.paths.findIndex((g) => g.includes(',') || g.trim() !== g);
  if (bad >= 0)
    return { code: 'SC3301', at: `${i.at}/paths/${bad}`, reason: `${v.who} splits a rule's \`globs\` at commas, so "${i.paths[bad] as string}" would become other patterns; list each alternative as its own path.` };
  const body = i.body.trimEnd();
  if (body.length > v.limit) return { code: 'SC3303', at: i.at, reason: v.tooLong(body.length) };
  const frontmatter: Record<string, string> =
    i.paths.length > 0 ? { trigger: 'glob', globs: i.paths.join(', ') } : { trigger: 'model_decision', description: line(i.description ?? '') };
  return { path: `${v.dir}/${i.id}.md`, format: 'markdown', body: { template: v.template, data: { body }, frontmatter, frontmatterStyle: 'verbatim' } };
}

/** The always-on text counts against the rule limit; the first instruction that crosses it is reported. */
function budgetLosses(model: Model, v: TriggerRules): Loss[] {
  let total = 0;
  for (const i of alwaysOn(model)) {
    total += i.body.trimEnd().length;
    if (total > v.limit) return [{ code: 'SC3303', at: i.at, reason: v.alwaysOnTooLong(total) }];
  }
  return [];
}

export function triggerRuleInstructions(v: TriggerRules): (model: Model, ctx: EmitContext) => Emitted {
  return (model) => {
    const fragment: Artifact[] = [];
    const unrepresentable: Loss[] = budgetLosses(model, v);
    const shared = agentsMd(model);
    if (shared) fragment.push(shared);
    for (const i of model.instructions) {
      if (i.paths.length === 0 && i.description === undefined) continue;
      const out = ruleFile(i, v);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
    return { fragment, unrepresentable };
  };
}
