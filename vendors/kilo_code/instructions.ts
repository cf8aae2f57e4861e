/**
 * Instructions on Kilo Code (instructions.md §2 row 11, §3.11, §4): always-on text goes to the shared AGENTS.md,
 * which Kilo reads natively. Kilo's only conditions are modes (`.kilo/rules-<mode>/`), personas rather than file
 * globs or descriptions, so glob-scoped (SC3301) and agent-requested (SC3302) rules are reported, not written.
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly({
  glob: () => 'Kilo Code scopes rules only by mode (`.kilo/rules-<mode>/`), never by file glob; files listed in kilo.jsonc `instructions` load in every session.',
  requested: () => 'Kilo Code has no description-triggered rule: a rule file loads always or per mode, so the model cannot pull this one in by its description.',
  requestedAt: 'instruction',
});
