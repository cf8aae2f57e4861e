/**
 * AGENTS.md, read natively by many agents. Every vendor that writes it calls this one function,
 * so two agents always produce the same bytes for it.
 */
import type { Artifact } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';

/** Instructions that apply everywhere, always: no glob scope and not agent-requested. */
export function alwaysOn(model: Model): readonly Instruction[] {
  return model.instructions.filter((i) => i.paths.length === 0 && i.description === undefined);
}

export function agentsMd(model: Model): Artifact | undefined {
  const instructions = alwaysOn(model);
  if (instructions.length === 0) return undefined;
  return {
    path: 'AGENTS.md',
    format: 'markdown',
    body: { template: 'shared/agents-md', data: { instructions: instructions.map((i) => ({ id: i.id, body: i.body.trimEnd() })) } },
  };
}
