/**
 * JetBrains AI Assistant instructions: one project rule `.aiassistant/rules/seamc.md`, rendered from the same template
 * and data as the shared AGENTS.md (always-on text plus the advisory Policy list). A new rule is added to every chat by
 * default, which is what always-on text needs. Glob-scoped and agent-requested instructions are reported: their rule
 * type lives in the IDE settings, and a file written here would load in every chat (instructions.md §4).
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

export const RULE_FILE = '.aiassistant/rules/seamc.md';

const WHY = 'JetBrains AI Assistant sets a rule\'s type (file patterns, model decision) in the IDE settings, not in the rule file, and a new rule defaults to every chat';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      unrepresentable.push({ code: 'SC3301', at: `${i.at}/paths`, reason: `${WHY}, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.` });
    else if (i.description !== undefined)
      unrepresentable.push({ code: 'SC3302', at: `${i.at}/description`, reason: `${WHY}, so "${i.id}" would load into every chat instead of by model decision.` });
  }
  const shared = agentsMd(model);
  return { fragment: shared ? [{ ...shared, path: RULE_FILE }] : [], unrepresentable };
}
