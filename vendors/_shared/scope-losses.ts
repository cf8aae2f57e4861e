/**
 * Instructions an agent cannot scope: a glob-scoped instruction is SC3301 (at `<instruction>/paths`), an
 * agent-requested one SC3302, each with the vendor's own reason. Most of these agents then write only the shared
 * AGENTS.md (or the same rendering under their own file name): `agentsMdOnly`.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from './agents-md.js';

export interface Unscoped {
  /** SC3301 reason for a glob-scoped instruction. */
  readonly glob: (i: Instruction) => string;
  /** SC3302 reason for an agent-requested instruction. */
  readonly requested: (i: Instruction) => string;
  /** Where SC3302 points: the instruction's `description` (default) or the whole instruction. */
  readonly requestedAt?: 'description' | 'instruction';
}

export function scopeLosses(model: Model, u: Unscoped): Loss[] {
  const losses: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0) losses.push({ code: 'SC3301', at: `${i.at}/paths`, reason: u.glob(i) });
    else if (i.description !== undefined)
      losses.push({ code: 'SC3302', at: u.requestedAt === 'instruction' ? i.at : `${i.at}/description`, reason: u.requested(i) });
  }
  return losses;
}

/** The reasons of an agent that reads plain Markdown with no front matter and no load conditions (`why` says which). */
export function plainMarkdown(why: string): Unscoped {
  return {
    glob: (i) => `${why}, so "${i.id}" would load for every file instead of only ${i.paths.join(', ')}.`,
    requested: (i) => `${why}, so "${i.id}" would load into every session instead of when the model asks for it.`,
  };
}

/** The shared AGENTS.md (renamed to `file` where the agent reads another name) plus the scope losses. */
export function agentsMdOnly(u: Unscoped, file?: string): (model: Model, ctx: EmitContext) => Emitted {
  return (model) => {
    const unrepresentable = scopeLosses(model, u);
    const shared = agentsMd(model);
    return { fragment: shared ? [file === undefined ? shared : { ...shared, path: file }] : [], unrepresentable };
  };
}
