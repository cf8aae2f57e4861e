/**
 * Instructions on Roo Code / Zoo Code (instructions.md §2 row 10, §3.11, §4): always-on text goes to the shared
 * AGENTS.md, which Roo reads natively. `.roo/rules*` files carry no front matter and are scoped only by mode, so
 * a glob rule cannot be said (SC3301); agent-requested text becomes a skill `.roo/skills/<id>/SKILL.md`.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function requested(i: Instruction, description: string): Artifact | Loss {
  if (!SKILL_NAME.test(i.id) || i.id.length > 64 || description.length > 1024)
    return {
      code: 'SC3302',
      at: i.at,
      reason: `Roo Code / Zoo Code loads agent-requested text only as a skill, whose name must be lowercase words joined by single hyphens (at most 64 characters) and whose description is at most 1024 characters; "${i.id}" does not fit.`,
    };
  return {
    path: `.roo/skills/${i.id}/SKILL.md`,
    format: 'markdown',
    body: { template: 'roo/body', data: { body: i.body.trimEnd() }, frontmatter: { name: i.id, description } },
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
        reason: 'Roo Code / Zoo Code rule files have no front matter and are scoped only by mode (`.roo/rules-<mode>/`), never by file glob, so this rule would load for every file.',
      });
    else if (i.description !== undefined) {
      const out = requested(i, i.description);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
  }
  return { fragment, unrepresentable };
}
