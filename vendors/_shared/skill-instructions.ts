/**
 * Instructions for agents that read the shared AGENTS.md natively and load agent-requested text only as an Agent
 * Skill: `<skillDir>/<id>/SKILL.md` with `name` + `description` front matter (packaging.md §2.1). What a glob-scoped
 * instruction becomes (a rule file, or a loss) differs by vendor, so the caller says it.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from './agents-md.js';

/** Agent Skills limits (packaging.md §2.1, §6). */
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;

export interface SkillVendor {
  /** The folder of project skills, e.g. `.opencode/skills`. */
  readonly skillDir: string;
  /** The vendor's body template, e.g. `opencode/body`. */
  readonly template: string;
  /** SC3302 reason when the id or the description breaks the Agent Skills limits. */
  readonly misfit: (id: string) => string;
  /** What a glob-scoped instruction becomes: a rule file or a loss. */
  readonly scoped: (i: Instruction) => Artifact | Loss;
}

/** The SC3302 reason most skill-only vendors give, with the vendor's display name. */
export function skillMisfit(who: string): (id: string) => string {
  return (id) =>
    `${who} loads agent-requested text only as a skill, whose name must be lowercase words joined by single hyphens (at most ${SKILL_NAME_MAX} characters) and whose description is at most ${SKILL_DESCRIPTION_MAX} characters; "${id}" does not fit.`;
}

function requested(i: Instruction, description: string, v: SkillVendor): Artifact | Loss {
  if (!SKILL_NAME.test(i.id) || i.id.length > SKILL_NAME_MAX || description.length > SKILL_DESCRIPTION_MAX)
    return { code: 'SC3302', at: i.at, reason: v.misfit(i.id) };
  return {
    path: `${v.skillDir}/${i.id}/SKILL.md`,
    format: 'markdown',
    body: { template: v.template, data: { body: i.body.trimEnd() }, frontmatter: { name: i.id, description } },
  };
}

/** AGENTS.md, then per instruction: glob-scoped -> `v.scoped`, agent-requested -> a skill (or SC3302). */
export function skillInstructions(v: SkillVendor): (model: Model, ctx: EmitContext) => Emitted {
  return (model) => {
    const fragment: Artifact[] = [];
    const unrepresentable: Loss[] = [];
    const shared = agentsMd(model);
    if (shared) fragment.push(shared);
    for (const i of model.instructions) {
      const out = i.paths.length > 0 ? v.scoped(i) : i.description !== undefined ? requested(i, i.description, v) : undefined;
      if (out === undefined) continue;
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    }
    return { fragment, unrepresentable };
  };
}
