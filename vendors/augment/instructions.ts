/**
 * Augment instructions:
 * - always-on text goes to the shared AGENTS.md, which Auggie and the Augment extensions read natively (cli/rules), so
 *   no `.augment/rules` copy is written;
 * - agent-requested text becomes `.augment/rules/<id>.md` with `type: agent_requested` and its `description`;
 * - glob-scoped text is reported: Augment has no glob rule type (instructions.md §3.7, §4). A rule with both paths and
 *   a description is reported too: loading it by model decision is not the scope the spec asked for.
 * See docs/decisions/augment.md.
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
        reason: `Augment rules are always_apply, manual or agent_requested; there is no file-pattern type, so "${i.id}" cannot be limited to ${i.paths.join(', ')}.`,
      });
    else if (i.description !== undefined)
      fragment.push({
        path: `.augment/rules/${i.id}.md`,
        format: 'markdown',
        body: {
          template: 'augment/rule',
          data: { body: i.body.trimEnd() },
          frontmatter: { type: 'agent_requested', description: i.description.replace(/\s+/g, ' ').trim() },
        },
      });
  }
  return { fragment, unrepresentable };
}
