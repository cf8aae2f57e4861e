/**
 * Hooks on goose: a hook-only project plugin `.agents/plugins/seam/hooks/hooks.json` (goose treats every directory
 * under `.agents/plugins/` as a plugin named after it; no manifest needed), Open Plugins / Claude-style
 * `{hooks: {<Wire>: [{hooks: [{type, command, timeout, on_failure?}]}]}}`. No matcher (it is a regex over a
 * per-event string; the runtime filters by tool class itself). The shared command walks up from `PLUGIN_ROOT`
 * (the plugin folder, three levels below the project root), so it works from any working directory.
 *
 * `on_failure: "block"` (PreToolUse only) is written on the PreToolUse entry whenever a security rule is attached to
 * pre_tool: a crash, a timeout or unreadable output then denies the call instead of letting it run.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

/** the only wire event where goose honours `on_failure` */
const FAIL_CLOSED_WIRE = 'PreToolUse';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const command = ctx.hookCommand;
  const hooks: Record<string, JsonObject[]> = {};
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const rules = model.rules.filter((r) => r.on === event);
    const user = model.hooks.filter((h) => h.on === event);
    // an event goose lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || (rules.length === 0 && user.length === 0)) continue;
    const wire = cap.wire[0] as string;
    const timeout = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    const security = wire === FAIL_CLOSED_WIRE && rules.some((r) => r.intent === 'security');
    const handler: JsonObject = security ? { type: 'command', command, timeout, on_failure: 'block' } : { type: 'command', command, timeout };
    hooks[wire] = [{ hooks: [handler] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
