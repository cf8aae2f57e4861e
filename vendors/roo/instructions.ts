/**
 * Instructions on Roo Code / Zoo Code (instructions.md §2 row 10, §3.11, §4): always-on text goes to the shared
 * AGENTS.md, which Roo reads natively. `.roo/rules*` files carry no front matter and are scoped only by mode, so
 * a glob rule cannot be said (SC3301); agent-requested text becomes a skill `.roo/skills/<id>/SKILL.md`.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.roo/skills',
  template: 'roo/body',
  misfit: skillMisfit('Roo Code / Zoo Code'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: 'Roo Code / Zoo Code rule files have no front matter and are scoped only by mode (`.roo/rules-<mode>/`), never by file glob, so this rule would load for every file.',
  }),
});
