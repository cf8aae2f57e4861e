/**
 * Tabnine CLI hooks: `.tabnine/agent/settings.json` in Gemini CLI's shape, `{hooks: {<wire>: [{hooks: [{type,
 * command, name, timeout}]}]}}`, one entry per wire event a rule or user hook needs. No `matcher` (the runtime filters
 * by tool class). `name: "seamc"` on each handler is the ownership marker (hooks.md §5). Timeouts in milliseconds
 * (the docs' examples). See docs/decisions/tabnine.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
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
    const seconds = hookTime > 0 ? Math.max(facts.hooks.timeout, hookTime + 5) : facts.hooks.timeout;
    hooks[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command, name: 'seamc', timeout: seconds * 1000 }] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: ctx.agent } },
  ];
  return { fragment, unrepresentable: [] };
}
