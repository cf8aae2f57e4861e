/**
 * Hooks on Mistral Vibe: the project file `.vibe/hooks.toml`, one `[[hooks]]` table per event seamc uses
 * (`name`, `type` = before_tool | after_tool | post_agent_turn, `command`, `timeout` in seconds, `strict`), no `match`
 * (the runtime filters by tool class). Vibe spawns the command through the shell with the invocation on stdin.
 *
 * `strict = true` (tool hooks only) is written on before_tool whenever a security rule sits at pre_tool: a crash, a
 * timeout or unreadable output then denies the call instead of letting it run. Hooks are experimental in Vibe and the
 * project file is read only in a trusted folder (facts.gates). Vibe reads no hooks file unless `enable_experimental_hooks`
 * is set, so the project `.vibe/config.toml` (config-toml.ts) says it. Decisions: docs/decisions/mistral_vibe.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { configToml } from './config-toml.js';
import { facts } from './facts.js';

/** the only hook type where Vibe honours `strict` and a failure then stops the call */
const STRICT_WIRE = 'before_tool';

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks: JsonObject[] = [];
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const rules = model.rules.filter((r) => r.on === event);
    const user = model.hooks.filter((h) => h.on === event);
    // an event Vibe lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || (rules.length === 0 && user.length === 0)) continue;
    const wire = cap.wire[0] as string;
    const timeout = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    const entry: Record<string, JsonObject[string]> = { name: `seamc-${wire.replace(/_/g, '-')}`, type: wire, command: ctx.hookCommand, timeout };
    if (wire === STRICT_WIRE && rules.some((r) => r.intent === 'security')) entry.strict = true;
    entry.description = 'seamc policy runtime (generated from seam.yaml)';
    hooks.push(entry);
  }
  if (hooks.length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'toml', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  const config = configToml(model, facts.hooks.events);
  if (config) fragment.push(config);
  return { fragment, unrepresentable: [] };
}
