/**
 * AGENTS.md, read natively by many agents. Every vendor that writes it calls this one function, so two
 * agents always produce the same bytes for it. Hygiene rules are listed as guidance for the model; the compiler adds,
 * per rule, what holds it on each agent writing the file (compiler/holders.ts). Security rules are never turned into text.
 */
import type { Artifact } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { advisoryRules } from './advisory.js';

/** Instructions that apply everywhere, always: no glob scope and not agent-requested. */
export function alwaysOn(model: Model): readonly Instruction[] {
  return model.instructions.filter((i) => i.paths.length === 0 && i.description === undefined);
}

const made = new WeakMap<Model, Artifact | undefined>();

/** The same artifact object for every agent of a build: compile.ts compares a shared file once, not per agent. */
export function agentsMd(model: Model): Artifact | undefined {
  if (made.has(model)) return made.get(model);
  const a = makeAgentsMd(model);
  made.set(model, a);
  return a;
}

function makeAgentsMd(model: Model): Artifact | undefined {
  const instructions = alwaysOn(model);
  const rules = advisoryRules(model);
  if (instructions.length === 0 && rules.length === 0) return undefined;
  return {
    path: 'AGENTS.md',
    format: 'markdown',
    body: { template: 'shared/agents-md', data: { instructions: instructions.map((i) => ({ id: i.id, body: i.body.trimEnd() })), rules } },
  };
}
