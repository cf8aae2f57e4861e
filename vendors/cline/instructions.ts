/**
 * Instructions on Cline (instructions.md §2 row 9, §3.4):
 * - always-on text goes to the shared AGENTS.md, which Cline reads natively;
 * - glob-scoped text goes to `.clinerules/<id>.md` with a `paths:` list (the only condition Cline reads; its
 *   `description` key is a UI label, not a trigger);
 * - agent-requested text becomes a project skill `.cline/skills/<id>/SKILL.md` (packaging.md §3.17).
 * Writing `.clinerules/` also stops Cline from reading Cursor's and Windsurf's rule folders (§2 row 9).
 */
import { skillInstructions } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.cline/skills',
  template: 'cline/body',
  misfit: (id) =>
    `Cline loads agent-requested text only as a skill (a rule's description is only a UI label), and a skill name must be lowercase words joined by single hyphens (at most 64 characters) with a description of at most 1024 characters; "${id}" does not fit.`,
  scoped: (i) => ({
    path: `.clinerules/${i.id}.md`,
    format: 'markdown',
    body: { template: 'cline/body', data: { body: i.body.trimEnd() }, frontmatter: { paths: [...i.paths] } },
  }),
});
