/**
 * Instructions on DeepSeek Harness: always-on text goes to the shared AGENTS.md, which its agent-instructions plugin
 * loads from the project root down to the session folder; agent-requested text becomes a project skill
 * `.dsh/skills/<id>/SKILL.md` (required `name` + `description` front matter, kebab-case names), which the model loads
 * on demand. DeepSeek Harness has no glob-scoped instruction files, so a glob-scoped instruction is SC3301.
 * See docs/decisions/newagents2.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.dsh/skills',
  template: 'deepseek_harness/body',
  misfit: skillMisfit('DeepSeek Harness'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `DeepSeek Harness loads AGENTS.md files by folder, whole, and has no glob-scoped rule files, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});
