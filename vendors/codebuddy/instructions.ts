/**
 * Instructions on CodeBuddy Code: always-on text (with the advisory Policy list) goes to the project memory file
 * `CODEBUDDY.md`, rendered from the shared AGENTS.md template (CodeBuddy's memory page names CODEBUDDY.md, not
 * AGENTS.md); agent-requested text becomes a project skill `.codebuddy/skills/<id>/SKILL.md`. `.codebuddy/rules/`
 * files load whole: no path front matter is documented, so a glob-scoped instruction is SC3301.
 * See docs/decisions/codebuddy.md.
 */
import type { EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const MEMORY = 'CODEBUDDY.md';

const shared = skillInstructions({
  skillDir: '.codebuddy/skills',
  template: 'codebuddy/body',
  misfit: skillMisfit('CodeBuddy Code'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `CodeBuddy Code loads CODEBUDDY.md and every .codebuddy/rules/*.md whole at start, with no documented path front matter, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
  }),
});

export function emitInstructions(model: Model, ctx: EmitContext): Emitted {
  const out = shared(model, ctx);
  return { ...out, fragment: out.fragment.map((a) => (a.path === 'AGENTS.md' ? { ...a, path: MEMORY } : a)) };
}
