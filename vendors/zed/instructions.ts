/**
 * Zed instructions: `.rules`, the first name of Zed's first-match list, so it loads even when another agent of the same
 * build writes `.github/copilot-instructions.md`, `.clinerules`, `AGENTS.md` or `CLAUDE.md` (all later in the list).
 * Because Zed then never reads AGENTS.md, `.rules` carries the same text (same shared template and data: always-on
 * instructions plus the advisory Policy list Zed needs, having no hooks). No agent but Zed reads `.rules`, so nothing
 * is loaded twice. Scoped instructions are reported: Zed loads one file, always (instructions.md §4).
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

export const RULES_FILE = '.rules';

const WHY = 'Zed loads exactly one project rules file, always, and does not parse front matter';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      unrepresentable.push({ code: 'SC3301', at: `${i.at}/paths`, reason: `${WHY}, so "${i.id}" would apply to every file instead of only ${i.paths.join(', ')}.` });
    else if (i.description !== undefined)
      unrepresentable.push({ code: 'SC3302', at: `${i.at}/description`, reason: `${WHY}, so "${i.id}" would load into every thread instead of when the model asks for it (the Rules Library is per user, not a project file).` });
  }
  const shared = agentsMd(model);
  return { fragment: shared ? [{ ...shared, path: RULES_FILE }] : [], unrepresentable };
}
