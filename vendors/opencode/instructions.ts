/**
 * Instructions on opencode (instructions.md §2 row 12, §4, §5):
 * - always-on text goes to the shared AGENTS.md, which opencode reads natively;
 * - glob-scoped text cannot be said: the `instructions` list in opencode.json loads every listed file always,
 *   so a glob rule is reported (SC3301) and not written;
 * - agent-requested text becomes a project skill `.opencode/skills/<id>/SKILL.md` (packaging.md §3.8): skills are
 *   opencode's description-triggered mechanism.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

/** Agent Skills limits (packaging.md §2.1, §6). */
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function requested(i: Instruction, description: string): Artifact | Loss {
  if (!SKILL_NAME.test(i.id) || i.id.length > 64 || description.length > 1024)
    return {
      code: 'SC3302',
      at: i.at,
      reason: `opencode loads agent-requested text only as a skill, whose name must be lowercase words joined by single hyphens (at most 64 characters) and whose description is at most 1024 characters; "${i.id}" does not fit.`,
    };
  return {
    path: `.opencode/skills/${i.id}/SKILL.md`,
    format: 'markdown',
    body: { template: 'opencode/body', data: { body: i.body.trimEnd() }, frontmatter: { name: i.id, description } },
  };
}

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
        reason: 'opencode has no conditional instructions: AGENTS.md and every file listed in opencode.json `instructions` are loaded in every session, so a glob-scoped rule would apply everywhere.',
      });
    else if (i.description !== undefined) {
      const out = requested(i, i.description);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
  }
  return { fragment, unrepresentable };
}
