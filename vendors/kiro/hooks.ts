/**
 * Hooks on Kiro CLI 3: one standalone hook file, `.kiro/hooks/seamc.json` (`{"version": "v1", "hooks": [...]}`), with
 * one command hook per trigger a rule or a user hook uses, no matcher (the runtime filters by tool class), applying to
 * every agent in the workspace. Kiro CLI 2.x reads hooks only from agent configs (facts.gates). The IDE's own
 * `*.kiro.hook` files are a different mechanism that passes no tool input, so nothing is written for it.
 * See docs/decisions/kiro.md.
 */
import type { EmitContext, Emitted, JsonObject, VendorFacts } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

export const HOOK_FILE = '.kiro/hooks/seamc.json';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks = (facts as VendorFacts).hooks;
  if (!hooks) return { fragment: [], unrepresentable: [] };
  const entries: JsonObject[] = [];
  for (const event of CANONICAL_EVENTS) {
    const cap = hooks.events[event];
    const user = model.hooks.filter((h) => h.on === event);
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const timeout = hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    entries.push({ name: `seamc-${event}`, trigger: cap.wire[0] as string, action: { type: 'command', command: ctx.hookCommand }, timeout, enabled: true });
  }
  if (entries.length === 0) return { fragment: [], unrepresentable: [] };
  return {
    fragment: [
      { path: HOOK_FILE, format: 'json', body: { version: 'v1', hooks: entries } },
      { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
    ],
    unrepresentable: [],
  };
}
