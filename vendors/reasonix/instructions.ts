/**
 * Instructions on Reasonix: always-on text goes to the shared AGENTS.md (Reasonix loads REASONIX.md, AGENTS.md and
 * CLAUDE.md by folder); agent-requested text becomes a project skill `.reasonix/skills/<id>/SKILL.md` (`name` +
 * `description` front matter), whose name and description sit in the model's skill index and whose body loads on
 * demand. Reasonix has no glob-scoped instruction files, so a glob-scoped instruction is SC3301.
 * See docs/decisions/newagents2.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.reasonix/skills',
  template: 'reasonix/body',
  misfit: skillMisfit('Reasonix'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `Reasonix loads AGENTS.md (and REASONIX.md, CLAUDE.md) by folder, whole, and has no glob-scoped rule files, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});
