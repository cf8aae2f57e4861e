/**
 * Instructions on Windsurf / Devin Desktop (instructions.md §2 row 7, §3.5): always-on text in the shared AGENTS.md
 * (read natively; a root AGENTS.md is an always-on rule); glob-scoped text as `.windsurf/rules/<id>.md` with
 * `trigger: glob` + `globs`; agent-requested text with `trigger: model_decision` + `description`. `.windsurf/rules/`
 * rather than `.devin/rules/`: both are read, and `.devin/rules/` is also the Devin CLI's folder (docs/decisions/windsurf.md).
 * Windsurf truncates a rule file above 6,000 characters and all workspace rules above 12,000, silently: seamc reports
 * (SC3303) and writes no cut-down file.
 */
import { triggerRuleInstructions } from '../_shared/trigger-rules.js';

export const RULE_FILE_LIMIT = 6000;
export const WORKSPACE_LIMIT = 12000;

export const emitInstructions = triggerRuleInstructions({
  who: 'Windsurf',
  dir: '.windsurf/rules',
  template: 'windsurf/body',
  limit: RULE_FILE_LIMIT,
  tooLong: (length) => `Windsurf reads at most ${RULE_FILE_LIMIT} characters of a rule file and drops the rest without telling the model; this one has ${length}. Split it.`,
  alwaysOnTooLong: (total) =>
    `Windsurf loads the root AGENTS.md as one always-on rule and reads at most ${RULE_FILE_LIMIT} characters of it (${WORKSPACE_LIMIT} for all workspace rules); the always-on instructions reach ${total} characters here, and the rest would be cut without notice.`,
});
