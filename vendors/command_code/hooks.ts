/**
 * Hooks on Command Code: matcher groups under `hooks` in the shared project `.commandcode/settings.json`
 * (`{hooks: {<Wire>: [{hooks: [{type: "command", command, timeout, failClosed?}]}]}}`), no matcher (the runtime
 * filters by tool class). `failClosed: true` is written on the PreToolUse entry whenever a security rule is attached
 * to pre_tool: a crash, a timeout or unreadable output then blocks the call. Timeouts are capped at Command Code's
 * 600 seconds. New hooks are trusted on first run. See docs/decisions/command_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

const TIMEOUT_MAX = 600;

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks: Record<string, JsonObject[]> = {};
  const unrepresentable: Loss[] = [];
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const rules = model.rules.filter((r) => r.on === event);
    const user = model.hooks.filter((h) => h.on === event);
    if (!cap || (rules.length === 0 && user.length === 0)) continue;
    const wire = cap.wire[0] as string;
    let timeout = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    if (timeout > TIMEOUT_MAX) {
      for (const h of user) unrepresentable.push({ code: 'SC3108', at: h.at, reason: `Command Code allows a hook at most ${TIMEOUT_MAX} seconds; the runtime and the user hooks at ${wire} need ${timeout}.` });
      timeout = TIMEOUT_MAX;
    }
    const handler: Record<string, JsonObject[string]> = { type: 'command', command: ctx.hookCommand, timeout };
    if (wire === 'PreToolUse' && rules.some((r) => r.intent === 'security')) handler.failClosed = true;
    hooks[wire] = [{ hooks: [handler] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
