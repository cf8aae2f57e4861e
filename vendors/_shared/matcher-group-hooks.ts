/**
 * Hook entries in the matcher-group shape several clients copied from Claude Code:
 * `{hooks: {<Wire>: [{hooks: [{type: "command", command, timeout}]}]}}`, one group per wire event a rule or a user
 * hook uses, with no matcher (the runtime filters by tool class itself), plus the runtime file. Events the vendor
 * lacks are reported generically (compiler/backend/capability.ts). `maxTimeout`: the client's own cap, reported
 * per user hook when the runtime and the user hooks at one event need more (SC3108). `keyedByEvent`: the file is the
 * event map itself (`{<Wire>: [...]}`, no `hooks` wrapper), for a client whose hook file holds nothing else.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss, VendorFacts } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';

export interface MatcherGroupOptions {
  readonly maxTimeout?: number;
  readonly keyedByEvent?: boolean;
}

export function matcherGroupHooks(facts: VendorFacts, model: Model, ctx: EmitContext, opts: MatcherGroupOptions = {}): Emitted {
  const { maxTimeout } = opts;
  const hooks = facts.hooks;
  if (!hooks) return { fragment: [], unrepresentable: [] };
  const groups: Record<string, JsonObject[]> = {};
  const unrepresentable: Loss[] = [];
  for (const event of CANONICAL_EVENTS) {
    const cap = hooks.events[event];
    const user = model.hooks.filter((h) => h.on === event);
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const wire = cap.wire[0] as string;
    let timeout = hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    if (maxTimeout !== undefined && timeout > maxTimeout) {
      for (const h of user)
        unrepresentable.push({ code: 'SC3108', at: h.at, reason: `${facts.displayName} allows a hook at most ${maxTimeout} seconds; the runtime and the user hooks at ${wire} need ${timeout}.` });
      timeout = maxTimeout;
    }
    groups[wire] = [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout }] }];
  }
  if (Object.keys(groups).length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [
    { path: hooks.config, format: 'json', body: opts.keyedByEvent === true ? groups : { hooks: groups } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
