/**
 * Junie instructions: Junie loads only the FIRST file of `.junie/AGENTS.md` → `AGENTS.md` → `.junie/guidelines.md`
 * (instructions.md §2 row 16, §5 trap 2). seamc writes the shared root AGENTS.md and nothing under `.junie/`, so the
 * file it writes is the one that loads (a guidelines file beside it would be dead). One plain file, no conditions:
 * glob-scoped and agent-requested instructions are losses. See docs/decisions/junie.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  const unrepresentable: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0) {
      unrepresentable.push({
        code: 'SC3301',
        at: `${i.at}/paths`,
        reason: `Junie loads one guideline file, the first it finds, with no front matter or conditions, so "${i.id}" cannot be limited to ${i.paths.join(', ')}.`,
      });
    } else if (i.description !== undefined) {
      unrepresentable.push({
        code: 'SC3302',
        at: `${i.at}/description`,
        reason: `Junie loads its one guideline file whole at start-up; "${i.id}" cannot wait until the model asks for it.`,
      });
    }
  }
  return { fragment, unrepresentable };
}
