/**
 * Instructions on Crush: always-on text goes to the shared AGENTS.md, which Crush reads among its default context
 * paths; agent-requested text becomes a project skill `.crush/skills/<id>/SKILL.md` (a default skill path). Crush
 * has no conditional rule files, so a glob-scoped instruction is SC3301. See docs/decisions/crush.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.crush/skills',
  template: 'crush/body',
  misfit: skillMisfit('Crush'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `Crush loads its context files (AGENTS.md, CRUSH.md, ...) whole, with no glob front matter, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});
