/**
 * Hooks on Reasonix: `.reasonix/settings.json` `hooks.<Event>: [{command, timeout, description}]`, one entry per wire
 * event a rule or a user hook uses. No `match` (an anchored regex on the tool name): the runtime filters by tool class
 * itself. `timeout` is in milliseconds (Reasonix's default at PreToolUse is 5 s, and a gating hook that times out
 * blocks). Reasonix loads a project's hooks only once the user trusts the project (facts.gates). The command is the
 * shared one (docs/decisions/hook-commands.md), walking up from the payload's cwd, where Reasonix runs it.
 * See docs/decisions/newagents2.md.
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
    // an event Reasonix lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const seconds = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    hooks[cap.wire[0] as string] = [{ command: ctx.hookCommand, timeout: seconds * 1000, description: 'seamc policy' }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
