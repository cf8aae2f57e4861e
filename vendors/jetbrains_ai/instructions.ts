/**
 * JetBrains AI Assistant instructions: one project rule `.aiassistant/rules/seamc.md`, rendered from the same template
 * and data as the shared AGENTS.md (always-on text plus the advisory Policy list). A new rule is added to every chat by
 * default, which is what always-on text needs. Glob-scoped and agent-requested instructions are reported: their rule
 * type lives in the IDE settings, and a file written here would load in every chat (instructions.md §4).
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

export const RULE_FILE = '.aiassistant/rules/seamc.md';

const WHY = 'JetBrains AI Assistant sets a rule\'s type (file patterns, model decision) in the IDE settings, not in the rule file, and a new rule defaults to every chat';

export const emitInstructions = agentsMdOnly(
  {
    glob: (i) => `${WHY}, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
    requested: (i) => `${WHY}, so "${i.id}" would load into every chat instead of by model decision.`,
  },
  RULE_FILE,
);
