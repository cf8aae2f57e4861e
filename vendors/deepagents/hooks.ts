/**
 * Hooks on deepagents (`dcode`): the project file `.deepagents/hooks.json`, Claude-style
 * `{hooks: {<Wire>: [{hooks: [{type: "command", command, timeout}]}]}}` (langchain-ai/deepagents libs/code/HOOKS.md).
 * No matcher: the runtime filters by tool class itself. dcode loads the project file only after workspace trust
 * (facts.gates). A command hook that crashes, times out or exits non-zero other than 2 is only a diagnostic (the call
 * runs): every cell fails open. Decisions: docs/decisions/deepagents.md.
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
    // an event deepagents lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const timeout = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    hooks[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout }] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
