/**
 * Junie hooks: `.junie/config.json` in Claude Code's three-level shape, `{hooks: {<wire>: [{hooks: [{type, command,
 * timeout}]}]}}`, one entry per wire event a rule or user hook needs (never PermissionRequest: a hook there that
 * allows approves the action and skips the user's dialog). The command path `.seam/hooks/` is the ownership marker.
 * Junie documents one event, SessionStart, which never blocks; it loads hooks only from `~/.junie/config.json` unless
 * started with `--config-location` (the activation gate in facts.gates, SC3110). See docs/decisions/junie.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';


export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks: Record<string, JsonObject[]> = {};
  const command = ctx.hookCommand;
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    if (!cap) continue; // no wire name: the compiler reports SC3101
    const own = model.hooks.filter((h) => h.on === event);
    if (!model.rules.some((r) => r.on === event) && own.length === 0) continue;
    const hookTime = own.reduce((sum, h) => sum + h.timeout, 0);
    const timeout = hookTime > 0 ? Math.max(facts.hooks.timeout, hookTime + 5) : facts.hooks.timeout;
    hooks[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command, timeout }] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  // the user-file-only gate is data (facts.gates, reported as SC3110)
  const unrepresentable: Loss[] = [];
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: ctx.agent } },
  ];
  return { fragment, unrepresentable };
}
