/**
 * Hooks on Pi: no command-hook config exists, so seamc writes an extension, `.pi/extensions/seamc.js`, which pi loads
 * from the project's extension folder with no config entry, and which sends every tool call to the bundled runtime
 * (bridge.ts). `tool_call` is installed when a rule or a `hooks:` command is on pre_tool, `tool_result` when one is on
 * post_tool; events pi's bridge lacks are reported generically. Decisions: docs/decisions/pi.md.
 */
import type { Artifact, EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { piExtension } from './bridge.js';
import { facts } from './facts.js';
import { AFTER, BEFORE } from './runtime-data.js';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const on = (event: string) => model.rules.some((r) => r.on === event) || model.hooks.some((h) => h.on === event);
  const events = [...(on('pre_tool') ? [BEFORE] : []), ...(on('post_tool') ? [AFTER] : [])];
  if (events.length === 0) return { fragment: [], unrepresentable: [] };
  // one run holds the runtime and the user hooks of its event; the slowest event sets the extension's wait
  const user = (event: string) => model.hooks.filter((h) => h.on === event).reduce((s, h) => s + h.timeout, 0);
  const timeoutMs = (facts.hooks.timeout + Math.max(user('pre_tool'), user('post_tool'))) * 1000;
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'text', body: piExtension({ command: ctx.hookCommand, rootVar: facts.hooks.roots[0], timeoutMs, events }) },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
