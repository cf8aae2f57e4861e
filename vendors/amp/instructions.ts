/**
 * Instructions on Amp (instructions.md §2 row 13, §3.9, §4):
 * - always-on text goes to the shared AGENTS.md, which Amp reads natively;
 * - Amp scopes a file by `globs:` front matter only when AGENTS.md @-mentions it, and AGENTS.md is the one shared
 *   byte-identical file every agent reads, so a mention cannot be added for Amp alone: glob rules are SC3301;
 * - agent-requested text becomes a project skill `.agents/skills/<id>/SKILL.md` (packaging.md §3.10).
 */
import { skillInstructions, skillMisfit } from '../_shared/skill-instructions.js';

export const emitInstructions = skillInstructions({
  skillDir: '.agents/skills',
  template: 'amp/body',
  misfit: skillMisfit('Amp'),
  scoped: (i) => ({
    code: 'SC3301',
    at: `${i.at}/paths`,
    reason: 'Amp applies `globs:` front matter only to a file that AGENTS.md @-mentions; seamc\'s AGENTS.md is shared byte for byte with every other agent, so it cannot carry an Amp-only mention, and an unmentioned rule file is never read.',
  }),
});
