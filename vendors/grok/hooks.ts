/**
 * Hooks on Grok CLI: a dedicated project hook file `.grok/hooks/seam.json` (Grok reads and merges every
 * `.grok/hooks/*.json`), Claude-style `{hooks: {<Wire>: [{hooks: [{type, command, timeout}]}]}}`. No matcher: the
 * runtime filters by tool class itself, and Grok maps Claude tool names onto its own in matchers (an extra layer
 * seamc would have to mirror exactly). The whole file is seamc's, so the path (and the `.seam/hooks/` command) is the
 * ownership marker.
 *
 * The file is inert until the user trusts the folder (/hooks-trust or --trust): see docs/decisions/grok.md.
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
    const userSeconds = model.hooks.filter((h) => h.on === event).reduce((sum, h) => sum + h.timeout, 0);
    const used = model.rules.some((r) => r.on === event) || model.hooks.some((h) => h.on === event);
    // an event Grok lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || !used) continue;
    hooks[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command, timeout: facts.hooks.timeout + userSeconds }] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
