/**
 * Instructions on Hermes Agent: always-on text goes to the shared AGENTS.md, which Hermes discovers from the working
 * directory. Hermes has no conditional context files (AGENTS.md, .cursorrules and .cursor/rules load whole), so
 * glob-scoped and agent-requested instructions are reported; its project skills load only once the user trusts the repository. Hermes truncates a
 * context file over 20,000 characters (SC3303) and blocks one that looks like a prompt injection, so the shared file
 * is checked for its size here. See docs/decisions/hermes.md.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { alwaysOn } from '../_shared/agents-md.js';
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

const LIMIT = 20_000;
const base = agentsMdOnly(plainMarkdown('Hermes Agent loads AGENTS.md whole and has no path- or description-conditioned context files (its project skills load only after the user trusts the repository)'));

export function emitInstructions(model: Model, ctx: EmitContext): Emitted {
  const out = base(model, ctx);
  const size = alwaysOn(model).reduce((n, i) => n + i.body.length, 0);
  const extra: Loss[] =
    size > LIMIT
      ? [{ code: 'SC3303', at: '/instructions', reason: `Hermes Agent truncates a context file over ${LIMIT} characters (keeping the head and the tail); the always-on instructions alone are ${size} characters, so part of AGENTS.md would not reach the model.` }]
      : [];
  return { ...out, unrepresentable: [...out.unrepresentable, ...extra] };
}
