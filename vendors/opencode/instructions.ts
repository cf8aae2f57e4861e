/**
 * Instructions on opencode (instructions.md §2 row 12, §4, §5):
 * - always-on text goes to the shared AGENTS.md, which opencode reads natively;
 * - glob-scoped text cannot be said: the `instructions` list in opencode.json loads every listed file always,
 *   so a glob rule is reported (SC3301) and not written;
 * - agent-requested text becomes a project skill `.opencode/skills/<id>/SKILL.md` (packaging.md §3.8): skills are
 *   opencode's description-triggered mechanism.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.opencode/skills',
  template: 'opencode/body',
  misfit: skillMisfit('opencode'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: 'opencode has no conditional instructions: AGENTS.md and every file listed in opencode.json `instructions` are loaded in every session, so a glob-scoped rule would apply everywhere.',
  }),
});
