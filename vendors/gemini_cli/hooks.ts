/**
 * Gemini CLI hooks: `.gemini/settings.json` `{hooks: {<wire>: [{hooks: [{type, command, name, timeout}]}]}}`, one
 * entry per wire event a rule or user hook needs, all running the bundled runtime. No `matcher`: the runtime filters
 * by tool class itself, and an absent matcher fires for every tool (verified Q2). `name: "seamc"` marks the entry as
 * seamc's (hooks.md §5) and is the handle `hooksConfig.disabled` uses. Timeouts are milliseconds (verified Q2).
 * See docs/decisions/gemini_cli.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

export const HOOK_NAME = 'seamc';

/** wire event -> timeout in seconds, in canonical-event order, for every event a rule or hook attaches to */
export function wiredEvents(model: Model): Map<string, number> {
  const out = new Map<string, number>();
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    if (!cap) continue; // no wire name: the compiler reports SC3101
    const hooks = model.hooks.filter((h) => h.on === event);
    if (!model.rules.some((r) => r.on === event) && hooks.length === 0) continue;
    const hookTime = hooks.reduce((sum, h) => sum + h.timeout, 0);
    out.set(cap.wire[0] as string, hookTime > 0 ? Math.max(facts.hooks.timeout, hookTime + 5) : facts.hooks.timeout);
  }
  return out;
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const wired = wiredEvents(model);
  if (wired.size === 0) return { fragment: [], unrepresentable: [] };
  const command = ctx.hookCommand;
  const hooks: Record<string, JsonObject[]> = {};
  for (const [wire, seconds] of wired) {
    hooks[wire] = [{ hooks: [{ type: 'command', command, name: HOOK_NAME, timeout: seconds * 1000 }] }];
  }
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: ctx.agent } },
  ];
  return { fragment, unrepresentable: [] };
}
