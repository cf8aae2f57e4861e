/**
 * Instructions on Continue: always-on text goes to the shared AGENTS.md, which Continue loads as an always-applied
 * rule from the workspace root; a glob-scoped instruction becomes `.continue/rules/<id>.md` with `name` and `globs`
 * (included when a matching file is in context), an agent-requested one the same file with `description` and
 * `alwaysApply: false` (pulled in when the agent decides it applies). See docs/decisions/continue_dev.md.
 */
import type { Artifact, EmitContext, Emitted, JsonValue } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

function rule(i: Instruction): Artifact {
  const frontmatter: Record<string, JsonValue> = { name: i.id };
  if (i.paths.length > 0) frontmatter['globs'] = [...i.paths];
  if (i.description !== undefined) frontmatter['description'] = i.description.replace(/\s+/g, ' ').trim();
  if (i.paths.length === 0) frontmatter['alwaysApply'] = false;
  return { path: `.continue/rules/${i.id}.md`, format: 'markdown', body: { template: 'continue_dev/body', data: { body: i.body.trimEnd() }, frontmatter } };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) if (i.paths.length > 0 || i.description !== undefined) fragment.push(rule(i));
  return { fragment, unrepresentable: [] };
}
