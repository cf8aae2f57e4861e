/**
 * Qwen Code instructions:
 * - always-on text (plus the advisory Policy list) goes to `QWEN.md`, Qwen's default context file, rendered from the
 *   shared AGENTS.md template and data. Qwen does not read AGENTS.md unless `context.fileName` is changed, and changing
 *   it would stop Qwen reading a user's own QWEN.md, so seamc writes QWEN.md instead of a settings edit;
 * - glob-scoped text goes to `.qwen/rules/<id>.md` with `paths:` (a conditional rule, injected once a matching file is
 *   touched) and, when given, `description:` (a label);
 * - agent-requested text (description, no paths) is reported: a rule without `paths:` is a baseline rule that is in
 *   every prompt, and `description:` gates nothing (Qwen's rules page). See docs/decisions/qwen_code.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

function conditionalRule(i: Instruction): Artifact {
  const frontmatter: Record<string, string | string[]> = {};
  if (i.description !== undefined) frontmatter['description'] = i.description.replace(/\s+/g, ' ').trim();
  frontmatter['paths'] = [...i.paths];
  return { path: `.qwen/rules/${i.id}.md`, format: 'markdown', body: { template: 'qwen_code/rule', data: { body: i.body.trimEnd() }, frontmatter } };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push({ ...shared, path: 'QWEN.md' });
  for (const i of model.instructions) {
    if (i.paths.length > 0) fragment.push(conditionalRule(i));
    else if (i.description !== undefined)
      unrepresentable.push({
        code: 'SC3302',
        at: `${i.at}/description`,
        reason: `Qwen Code loads a .qwen/rules file either always (no paths:) or when a matching file is touched; description: is only a label, so "${i.id}" would be in every prompt instead of when the model asks for it.`,
      });
  }
  return { fragment, unrepresentable };
}
