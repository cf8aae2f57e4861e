/**
 * Instructions on Grok CLI (instructions.md §2 row 25, §4): Grok reads AGENTS.md natively, so always-on text goes to
 * the shared AGENTS.md only. `.grok/rules/*.md` files are loaded into every session with no condition, so a glob-scoped
 * or agent-requested instruction has no exact home: it is reported, never loaded everywhere.
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
        reason: `Grok CLI has no glob-scoped instructions: AGENTS.md and every .grok/rules/*.md load into every session, and nested AGENTS.md files scope by directory only, so "${i.paths.join(', ')}" cannot be said.`,
      });
    else if (i.description !== undefined)
      unrepresentable.push({
        code: 'SC3302',
        at: `${i.at}/description`,
        reason: 'Grok CLI has no description-triggered instructions: .grok/rules/*.md files load into every session, so the model could not choose to pull this one in.',
      });
  }
  return { fragment, unrepresentable };
}
