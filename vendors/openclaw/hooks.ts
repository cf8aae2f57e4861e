/**
 * Hooks on OpenClaw: no command-hook config exists, so seamc writes a plugin folder, `.seam/openclaw/`
 * (`openclaw.plugin.json` + `index.js`, vendors/openclaw/bridge.ts), whose before_tool_call handler sends every tool
 * call to the bundled runtime. The user links it into the gateway once (gate `link-plugin`). Only pre_tool is
 * installed; events the bridge lacks are reported generically. Decisions: docs/decisions/openclaw.md.
 */
import type { Artifact, EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { openclawPlugin, PLUGIN_DIR, pluginManifest } from './bridge.js';
import { facts } from './facts.js';
import { BEFORE } from './runtime-data.js';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const on = (event: string) => model.rules.some((r) => r.on === event) || model.hooks.some((h) => h.on === event);
  if (!on('pre_tool')) return { fragment: [], unrepresentable: [] };
  // one run holds the runtime and the user hooks of the event
  const user = model.hooks.filter((h) => h.on === 'pre_tool').reduce((s, h) => s + h.timeout, 0);
  const timeoutMs = (facts.hooks.timeout + user) * 1000;
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'text', body: openclawPlugin({ command: ctx.hookCommand, rootVar: facts.hooks.roots[0], timeoutMs, events: [BEFORE] }) },
    { path: `${PLUGIN_DIR}/openclaw.plugin.json`, format: 'json', body: pluginManifest() },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
