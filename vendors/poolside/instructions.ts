/**
 * Instructions on Poolside: always-on text goes to the shared AGENTS.md, which Poolside applies by folder;
 * agent-requested text becomes a project skill `.poolside/skills/<id>/SKILL.md` (Agent Skills: `name` matching the
 * folder, `description`), which Poolside applies when the description matches the request. Poolside has no
 * glob-scoped instruction files, so a glob-scoped instruction is SC3301. See docs/decisions/newagents2.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.poolside/skills',
  template: 'poolside/body',
  misfit: skillMisfit('Poolside'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `Poolside applies AGENTS.md files by folder, whole, and has no glob-scoped rule files, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});
