/**
 * Hooks on OpenHands: `.openhands/hooks.json`, Claude format `{hooks: {<Wire>: [{hooks: [{type, command, timeout}]}]}}`.
 * No matcher (the runtime filters by tool class itself). The shared command starts at OPENHANDS_PROJECT_DIR, which
 * the SDK sets for every hook (and runs it there, through a shell). A project file shadows the user's
 * ~/.openhands/hooks.json (no merge): see docs/decisions/openhands.md. The `.seam/hooks/` command path marks seamc's
 * entries.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const command = ctx.hookCommand;
  const hooks: Record<string, JsonObject[]> = {};
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const used = model.rules.some((r) => r.on === event) || model.hooks.some((h) => h.on === event);
    // an event OpenHands lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || !used) continue;
    const userSeconds = model.hooks.filter((h) => h.on === event).reduce((sum, h) => sum + h.timeout, 0);
    hooks[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command, timeout: facts.hooks.timeout + userSeconds }] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
