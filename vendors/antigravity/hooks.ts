/**
 * Antigravity hooks: `.agents/hooks.json` holds named groups, each an event map of matcher groups (hooks.md §4.9):
 * `{"seamc": {"PreToolUse": [{"hooks": [{"type": "command", "command": …}]}]}}`. The group key `seamc` is the
 * ownership marker the format offers (hooks.md §5). No matcher: the runtime filters by tool class. The command is
 * the shared one, walking up from the hook's working directory (no project-dir variable is documented;
 * docs/decisions/hook-commands.md).
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

export const GROUP = 'seamc';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const command = ctx.hookCommand;
  const group: Record<string, JsonObject[]> = {};
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    if (!cap) continue; // SC3101, reported generically
    if (!model.rules.some((r) => r.on === event) && !model.hooks.some((h) => h.on === event)) continue;
    group[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command }] }];
  }
  if (Object.keys(group).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { [GROUP]: group } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
