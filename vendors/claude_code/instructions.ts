/**
 * Instructions on Claude Code (instructions.md §2 row 1, §3.3, §5 trap 4):
 * - always-on text goes to the shared AGENTS.md, which Claude does not read natively, so CLAUDE.md imports it
 *   with `@AGENTS.md`;
 * - glob-scoped text goes to `.claude/rules/<id>.md` with a `paths:` list in the front matter;
 * - agent-requested text (a description, no paths) becomes a project skill `.claude/skills/<id>/SKILL.md`:
 *   skills are Claude's description-triggered mechanism (a rule file without `paths` would load always).
 *   `user-invocable: false` keeps it off the slash menu, so only the model pulls it in.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

/** Agent Skills limits (packaging.md §2.1, §6), which Claude's skill loader applies. */
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;

function body(i: Instruction): { body: string } {
  return { body: i.body.trimEnd() };
}

function scopedRule(i: Instruction): Artifact {
  return {
    path: `.claude/rules/${i.id}.md`,
    format: 'markdown',
    body: { template: 'claude_code/body', data: body(i), frontmatter: { paths: [...i.paths] } },
  };
}

function requestedSkill(i: Instruction, description: string): Artifact | Loss {
  if (!SKILL_NAME.test(i.id) || i.id.length > SKILL_NAME_MAX)
    return {
      code: 'SC3302',
      at: i.at,
      reason: `Claude Code loads agent-requested text only as a skill, and a skill name must be lowercase words joined by single hyphens, at most ${SKILL_NAME_MAX} characters; "${i.id}" is not, and a rule file without paths would load it into every session instead.`,
    };
  if (description.length > SKILL_DESCRIPTION_MAX)
    return {
      code: 'SC3302',
      at: i.at,
      reason: `Claude Code loads agent-requested text only as a skill, whose description is limited to ${SKILL_DESCRIPTION_MAX} characters (this one has ${description.length}); Claude would skip the skill or cut the text the model decides by.`,
    };
  return {
    path: `.claude/skills/${i.id}/SKILL.md`,
    format: 'markdown',
    body: {
      template: 'claude_code/body',
      data: body(i),
      frontmatter: { name: i.id, description, 'user-invocable': false },
    },
  };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) {
    fragment.push(shared);
    fragment.push({ path: 'CLAUDE.md', format: 'markdown', body: { template: 'claude_code/claude-md', data: {} } });
  }
  for (const i of model.instructions) {
    if (i.paths.length > 0) fragment.push(scopedRule(i));
    else if (i.description !== undefined) {
      const out = requestedSkill(i, i.description);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
  }
  return { fragment, unrepresentable };
}
