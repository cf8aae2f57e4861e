/**
 * Replit Agent instructions: `replit.md` at the root, rendered from the same template and data as the shared AGENTS.md
 * (always-on text plus the advisory Policy list, since Replit runs no seamc hooks). Replit does not read AGENTS.md, so
 * this is not a second copy in any agent's context. Scoped instructions are reported: replit.md has no conditions.
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

const WHY = 'Replit Agent reads one replit.md at the repository root, always, with no load conditions';

export const emitInstructions = agentsMdOnly(
  {
    glob: (i) => `${WHY}, so "${i.id}" would apply to every file instead of only ${i.paths.join(', ')}.`,
    requested: (i) => `${WHY}, so "${i.id}" would load into every session instead of when the model asks for it.`,
  },
  'replit.md',
);
