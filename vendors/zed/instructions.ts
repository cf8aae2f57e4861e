/**
 * Zed instructions: `.rules`, the first name of Zed's first-match list, so it loads even when another agent of the same
 * build writes `.github/copilot-instructions.md`, `.clinerules`, `AGENTS.md` or `CLAUDE.md` (all later in the list).
 * Because Zed then never reads AGENTS.md, `.rules` carries the same text (same shared template and data: always-on
 * instructions plus the advisory Policy list Zed needs, having no hooks). No agent but Zed reads `.rules`, so nothing
 * is loaded twice. Scoped instructions are reported: Zed loads one file, always (instructions.md §4).
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

export const RULES_FILE = '.rules';

const WHY = 'Zed loads exactly one project rules file, always, and does not parse front matter';

export const emitInstructions = agentsMdOnly(
  {
    glob: (i) => `${WHY}, so "${i.id}" would apply to every file instead of only ${i.paths.join(', ')}.`,
    requested: (i) => `${WHY}, so "${i.id}" would load into every thread instead of when the model asks for it (the Rules Library is per user, not a project file).`,
  },
  RULES_FILE,
);
