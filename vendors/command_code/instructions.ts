/**
 * Instructions on Command Code: always-on text goes to the shared AGENTS.md, its project memory file; agent-requested
 * text becomes a project skill `.commandcode/skills/<id>/SKILL.md`. Subdirectory AGENTS.md files load only when the
 * agent reads a file under them, with no glob front matter, so a glob-scoped instruction is SC3301.
 * See docs/decisions/command_code.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.commandcode/skills',
  template: 'command_code/body',
  misfit: skillMisfit('Command Code'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `Command Code loads AGENTS.md whole (nested ones by folder, not by glob), so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});
