/**
 * Instructions on Kiro (instructions.md §2 row 18, §3.6): always-on text goes to the shared AGENTS.md, which Kiro
 * reads natively; scoped text goes to steering files `.kiro/steering/<id>.md`: glob rules with
 * `inclusion: fileMatch` + `fileMatchPattern` (a list), agent-requested rules with `inclusion: auto` + `name` +
 * `description` (both required for `auto`). A steering file without front matter would load always.
 */
import type { Artifact, EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

function steering(i: Instruction): Artifact | undefined {
  const data = { body: i.body.trimEnd() };
  const path = `.kiro/steering/${i.id}.md`;
  if (i.paths.length > 0)
    return { path, format: 'markdown', body: { template: 'kiro/body', data, frontmatter: { inclusion: 'fileMatch', fileMatchPattern: [...i.paths] } } };
  if (i.description !== undefined)
    return {
      path,
      format: 'markdown',
      body: { template: 'kiro/body', data, frontmatter: { inclusion: 'auto', name: i.id, description: i.description.replace(/\s+/g, ' ').trim() } },
    };
  return undefined;
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    const a = steering(i);
    if (a) fragment.push(a);
  }
  return { fragment, unrepresentable: [] };
}
