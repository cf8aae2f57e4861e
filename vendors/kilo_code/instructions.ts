/**
 * Instructions on Kilo Code (instructions.md §2 row 11, §3.11, §4): always-on text goes to the shared AGENTS.md,
 * which Kilo reads natively. Kilo's only conditions are modes (`.kilo/rules-<mode>/`), personas rather than file
 * globs or descriptions, so glob-scoped (SC3301) and agent-requested (SC3302) rules are reported, not written.
 */
import type { EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  for (const i of model.instructions) {
    if (i.paths.length > 0)
      unrepresentable.push({
        code: 'SC3301',
        at: `${i.at}/paths`,
        reason: 'Kilo Code scopes rules only by mode (`.kilo/rules-<mode>/`), never by file glob; files listed in kilo.jsonc `instructions` load in every session.',
      });
    else if (i.description !== undefined)
      unrepresentable.push({
        code: 'SC3302',
        at: i.at,
        reason: 'Kilo Code has no description-triggered rule: a rule file loads always or per mode, so the model cannot pull this one in by its description.',
      });
  }
  const shared = agentsMd(model);
  return { fragment: shared ? [shared] : [], unrepresentable };
}
