/**
 * Instructions on Amp (instructions.md §2 row 13, §3.9, §4):
 * - always-on text goes to the shared AGENTS.md, which Amp reads natively;
 * - Amp scopes a file by `globs:` front matter only when AGENTS.md @-mentions it, and AGENTS.md is the one shared
 *   byte-identical file every agent reads, so a mention cannot be added for Amp alone: glob rules are SC3301;
 * - agent-requested text becomes a project skill `.agents/skills/<id>/SKILL.md` (packaging.md §3.10).
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
      reason: `Amp loads agent-requested text only as a skill, whose name must be lowercase words joined by single hyphens (at most 64 characters) and whose description is at most 1024 characters; "${i.id}" does not fit.`,
    };
  return {
    path: `.agents/skills/${i.id}/SKILL.md`,
    format: 'markdown',
    body: { template: 'amp/body', data: { body: i.body.trimEnd() }, frontmatter: { name: i.id, description } },
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
        reason: 'Amp applies `globs:` front matter only to a file that AGENTS.md @-mentions; seamc\'s AGENTS.md is shared byte for byte with every other agent, so it cannot carry an Amp-only mention, and an unmentioned rule file is never read.',
      });
    else if (i.description !== undefined) {
      const out = requested(i, i.description);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
  }
  return { fragment, unrepresentable };
}
