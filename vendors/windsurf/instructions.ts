/**
 * Instructions on Windsurf / Devin Desktop (instructions.md §2 row 7, §3.5): always-on text in the shared AGENTS.md
 * (read natively; a root AGENTS.md is an always-on rule); glob-scoped text as `.windsurf/rules/<id>.md` with
 * `trigger: glob` + `globs`; agent-requested text with `trigger: model_decision` + `description`. `.windsurf/rules/`
 * rather than `.devin/rules/`: both are read, and `.devin/rules/` is also the Devin CLI's folder (docs/decisions/windsurf.md).
 * Windsurf truncates a rule file above 6,000 characters and all workspace rules above 12,000, silently: seamc reports
 * (SC3303) and writes no cut-down file.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd, alwaysOn } from '../_shared/agents-md.js';

export const RULE_FILE_LIMIT = 6000;
export const WORKSPACE_LIMIT = 12000;

/** a front-matter value Windsurf's reader takes verbatim: one line, quoted when YAML would misread it */
function line(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^[A-Za-z0-9(][^:#]*$/.test(flat) ? flat : JSON.stringify(flat);
}

function ruleFile(i: Instruction): Artifact | Loss {
  const bad = i.paths.findIndex((g) => g.includes(',') || g.trim() !== g);
  if (bad >= 0)
    return { code: 'SC3301', at: `${i.at}/paths/${bad}`, reason: `Windsurf splits a rule's \`globs\` at commas, so "${i.paths[bad] as string}" would become other patterns; list each alternative as its own path.` };
  const body = i.body.trimEnd();
  if (body.length > RULE_FILE_LIMIT)
    return { code: 'SC3303', at: i.at, reason: `Windsurf reads at most ${RULE_FILE_LIMIT} characters of a rule file and drops the rest without telling the model; this one has ${body.length}. Split it.` };
  const frontmatter: Record<string, string> =
    i.paths.length > 0 ? { trigger: 'glob', globs: i.paths.join(', ') } : { trigger: 'model_decision', description: line(i.description ?? '') };
  return { path: `.windsurf/rules/${i.id}.md`, format: 'markdown', body: { template: 'windsurf/body', data: { body }, frontmatter, frontmatterStyle: 'verbatim' } };
}

/** The always-on text (root AGENTS.md) counts against both limits; the first instruction that crosses one is reported. */
function budgetLosses(model: Model): Loss[] {
  let total = 0;
  for (const i of alwaysOn(model)) {
    total += i.body.trimEnd().length;
    if (total > RULE_FILE_LIMIT)
      return [
        {
          code: 'SC3303',
          at: i.at,
          reason: `Windsurf loads the root AGENTS.md as one always-on rule and reads at most ${RULE_FILE_LIMIT} characters of it (${WORKSPACE_LIMIT} for all workspace rules); the always-on instructions reach ${total} characters here, and the rest would be cut without notice.`,
        },
      ];
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
