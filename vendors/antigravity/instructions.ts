/**
 * Instructions on Antigravity (instructions.md §2 row 22, §3.5, §9.3): always-on text in the shared AGENTS.md (read by
 * the IDE since 1.20.3); glob-scoped and agent-requested text as `.agents/rules/<id>.md` with `trigger: glob` + `globs`
 * or `trigger: model_decision` + `description`. A rule file above 12,000 characters is truncated by Antigravity, so
 * seamc reports it (SC3303) and writes no cut-down file.
 */
import { triggerRuleInstructions } from '../_shared/trigger-rules.js';

export const RULE_FILE_LIMIT = 12000;

export const emitInstructions = triggerRuleInstructions({
  who: 'Antigravity',
  dir: '.agents/rules',
  template: 'antigravity/body',
  limit: RULE_FILE_LIMIT,
  tooLong: (length) => `Antigravity reads at most ${RULE_FILE_LIMIT} characters of a rule file and drops the rest silently; this one has ${length}. Split it.`,
  alwaysOnTooLong: (total) =>
    `Antigravity applies its ${RULE_FILE_LIMIT}-character rule limit to the root AGENTS.md it loads as always-on; the always-on instructions reach ${total} characters here, and the rest would be cut without notice.`,
});
