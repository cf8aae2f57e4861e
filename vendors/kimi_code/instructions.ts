/**
 * Instructions on Kimi Code CLI. Kimi (0.38.0, agent-core-v2 profile/context.ts) walks from the git root down to the
 * working folder and, in each folder, loads `.kimi-code/AGENTS.md` and the first of `AGENTS.md` / `agents.md`: both,
 * not one or the other. So the shared root AGENTS.md is read natively and seamc writes no second copy. An
 * agent-requested instruction becomes a Kimi skill `.kimi-code/skills/<id>/SKILL.md` (name + description front
 * matter; the model loads it by its description). Kimi has no glob-scoped rule: nested AGENTS.md files scope by
 * folder only, so a glob-scoped instruction is reported. See docs/decisions/kimi_code.md.
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const SKILL_DIR = '.kimi-code/skills';

export const emitInstructions = skillInstructions({
  skillDir: SKILL_DIR,
  template: 'kimi_code/body',
  misfit: skillMisfit('Kimi Code CLI'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: `Kimi Code CLI has no file-pattern rules: it loads AGENTS.md (and .kimi-code/AGENTS.md) from the repository root down to the working folder, always, so "${i.paths.join(', ')}" cannot be said.`,
  }),
});
