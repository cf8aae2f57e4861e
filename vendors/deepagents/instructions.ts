/**
 * deepagents instructions: always-on text and the advisory Policy list go to the shared AGENTS.md (vendors/_shared), which
 * deepagents reads natively, so no second copy is written. A glob-scoped or agent-requested instruction has no home:
 * deepagents has no front matter and no conditions (instructions.md §4), so it is reported, never folded in.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

const WHY = 'deepagents reads .deepagents/AGENTS.md and the root AGENTS.md as plain Markdown with no front matter and no load conditions';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      unrepresentable.push({ code: 'SC3301', at: `${i.at}/paths`, reason: `${WHY}, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.` });
    else if (i.description !== undefined)
      unrepresentable.push({ code: 'SC3302', at: `${i.at}/description`, reason: `${WHY}, so "${i.id}" would load into every session instead of when the model asks for it.` });
  }
  const shared = agentsMd(model);
  return { fragment: shared ? [shared] : [], unrepresentable };
}
