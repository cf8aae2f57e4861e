/**
 * Hooks on Crush: `crush.json` `hooks.PreToolUse: [{name, command, timeout}]` (Crush's only hook event). No matcher:
 * the runtime filters by tool class itself. Crush runs the command through its embedded POSIX shell from the
 * working directory and sets CRUSH_PROJECT_DIR, where the shared command starts its walk up to .seam/hooks/.
 * See docs/decisions/crush.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks: Record<string, JsonObject[]> = {};
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const user = model.hooks.filter((h) => h.on === event);
    // an event Crush lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const timeout = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    hooks[cap.wire[0] as string] = [{ name: 'seamc', command: ctx.hookCommand, timeout }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
