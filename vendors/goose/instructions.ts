/**
 * Instructions on goose (instructions.md §2 row 20, §4): goose reads AGENTS.md (and .goosehints) natively, from the
 * working directory up to the repository root. Always-on text goes to the shared AGENTS.md only (a .goosehints copy
 * would load the same text twice). goose has no conditional rule files, so glob-scoped and agent-requested
 * instructions are reported.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      unrepresentable.push({
        code: 'SC3301',
        at: `${i.at}/paths`,
        reason: `goose has no glob-scoped instructions: AGENTS.md and .goosehints load whole, per directory, so "${i.paths.join(', ')}" cannot be said.`,
      });
    else if (i.description !== undefined)
      unrepresentable.push({
        code: 'SC3302',
        at: `${i.at}/description`,
        reason: 'goose has no description-triggered instruction files: AGENTS.md and .goosehints are always loaded, so the model could not choose to pull this one in.',
      });
  }
  return { fragment, unrepresentable };
}
