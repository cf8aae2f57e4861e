/**
 * Instructions on Cortex Code CLI: always-on text goes to the shared AGENTS.md, its project memory; agent-requested
 * text becomes a project skill `.cortex/skills/<id>/SKILL.md`. Cortex Code has no glob-scoped instruction files, so
 * a glob-scoped instruction is SC3301. See docs/decisions/cortex_code.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.cortex/skills',
  template: 'cortex_code/body',
  misfit: skillMisfit('Cortex Code CLI'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `Cortex Code CLI loads AGENTS.md whole and has no glob-scoped rule files, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});
