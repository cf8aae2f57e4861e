/**
 * Replit Agent instructions: `replit.md` at the root, rendered from the same template and data as the shared AGENTS.md
 * (always-on text plus the advisory Policy list, since Replit runs no seamc hooks). Replit does not read AGENTS.md, so
 * this is not a second copy in any agent's context. Scoped instructions are reported: replit.md has no conditions.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

const WHY = 'Replit Agent reads one replit.md at the repository root, always, with no load conditions';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      unrepresentable.push({ code: 'SC3301', at: `${i.at}/paths`, reason: `${WHY}, so "${i.id}" would apply to every file instead of only ${i.paths.join(', ')}.` });
    else if (i.description !== undefined)
      unrepresentable.push({ code: 'SC3302', at: `${i.at}/description`, reason: `${WHY}, so "${i.id}" would load into every session instead of when the model asks for it.` });
  }
  const shared = agentsMd(model);
  return { fragment: shared ? [{ ...shared, path: 'replit.md' }] : [], unrepresentable };
}
