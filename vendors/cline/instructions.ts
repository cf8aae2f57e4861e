/**
 * Instructions on Cline (instructions.md §2 row 9, §3.4):
 * - always-on text goes to the shared AGENTS.md, which Cline reads natively;
 * - glob-scoped text goes to `.clinerules/<id>.md` with a `paths:` list (the only condition Cline reads; its
 *   `description` key is a UI label, not a trigger);
 * - agent-requested text becomes a project skill `.cline/skills/<id>/SKILL.md` (packaging.md §3.17).
 * Writing `.clinerules/` also stops Cline from reading Cursor's and Windsurf's rule folders (§2 row 9).
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
      reason: `Cline loads agent-requested text only as a skill (a rule's description is only a UI label), and a skill name must be lowercase words joined by single hyphens (at most 64 characters) with a description of at most 1024 characters; "${i.id}" does not fit.`,
    };
  return {
    path: `.cline/skills/${i.id}/SKILL.md`,
    format: 'markdown',
    body: { template: 'cline/body', data: { body: i.body.trimEnd() }, frontmatter: { name: i.id, description } },
  };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      fragment.push({
        path: `.clinerules/${i.id}.md`,
        format: 'markdown',
        body: { template: 'cline/body', data: { body: i.body.trimEnd() }, frontmatter: { paths: [...i.paths] } },
      });
    else if (i.description !== undefined) {
      const out = requested(i, i.description);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
  }
  return { fragment, unrepresentable };
}
