/**
 * Hooks on a plugin-bridge client (vendors/_shared/plugin-bridge.ts): one generated plugin file at
 * `facts.hooks.config`, which the client loads from its project plugin folder with no config entry, plus the
 * bundled runtime. The plugin installs `tool.execute.before` when a rule or a `hooks:` command is on pre_tool and
 * `tool.execute.after` when one is on post_tool; events the client lacks are reported generically.
 */
import type { Artifact, EmitContext, Emitted, Emitter, VendorFacts } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { bridgePlugin, type BridgeWire } from './plugin-bridge.js';

export function bridgeHooks(facts: VendorFacts, wire: BridgeWire): Emitter {
  return (model: Model, ctx: EmitContext): Emitted => {
    const hooks = facts.hooks;
    if (!hooks) return { fragment: [], unrepresentable: [] };
    const on = (event: string) => model.rules.some((r) => r.on === event) || model.hooks.some((h) => h.on === event);
    const events = [...(on('pre_tool') ? [wire.before] : []), ...(on('post_tool') ? [wire.after] : [])];
    if (events.length === 0) return { fragment: [], unrepresentable: [] };
    // one run holds the runtime and the user hooks of its event; the slowest event sets the plugin's wait
    const user = (event: string) => model.hooks.filter((h) => h.on === event).reduce((s, h) => s + h.timeout, 0);
    const timeoutMs = (hooks.timeout + Math.max(user('pre_tool'), user('post_tool'))) * 1000;
    const rootVar = hooks.roots[0] as string;
    const fragment: Artifact[] = [
      { path: hooks.config, format: 'text', body: bridgePlugin({ agent: facts.id, command: ctx.hookCommand, rootVar, timeoutMs, events, wire }) },
      { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
    ];
    return { fragment, unrepresentable: [] };
  };
}
