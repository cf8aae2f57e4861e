/**
 * The AgentM backend: the shared AGENTS.md (read by the system_prompt atom), and a scenario composing seamc's
 * permissions and rules (scenario.ts, policy.ts). Every section that has something to say emits the same manifest.
 */
import type { Artifact, Backend, EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';
import { facts } from './facts.js';
import { emitPackaging } from './packaging.js';
import { policyRules } from './policy.js';
import { permissionLists, policyFile, scenario } from './scenario.js';

const docs = agentsMdOnly(plainMarkdown('AgentM\'s system_prompt atom concatenates every AGENTS.md and CLAUDE.md from the root down, with no front matter or load conditions'));

const withScenario = (model: Model, extra: readonly (Artifact | undefined)[]): Artifact[] =>
  [scenario(model), ...extra].filter((a): a is Artifact => a !== undefined);

function emitInstructions(model: Model, ctx: EmitContext): Emitted {
  const out = docs(model, ctx);
  return { fragment: [...out.fragment, ...withScenario(model, [])], unrepresentable: out.unrepresentable };
}

function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  return { fragment: withScenario(model, []), unrepresentable: permissionLists(model).losses };
}

function emitHooks(model: Model, _ctx: EmitContext): Emitted {
  const hooks = model.hooks.map((h) => ({ code: 'SC3108' as const, at: h.at, reason: 'AgentM runs extension atoms, not shell commands, on its events; a hooks: command has no scenario spelling seamc has recorded.' }));
  return { fragment: withScenario(model, [policyFile(model)]), unrepresentable: [...policyRules(model).losses, ...hooks] };
}

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, hooks: emitHooks, packaging: emitPackaging } } as const satisfies Backend;
