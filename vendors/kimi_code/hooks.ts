/**
 * Hooks on Kimi Code CLI. Kimi reads `[[hooks]]` tables (exactly event, matcher, command, timeout) only from the
 * user's ~/.kimi-code/config.toml (hooks.md §4.10), so a project build cannot install them: seamc writes the
 * entries as a TOML fragment under .seam/kimi_code/ for the user (or a later `seamc install`) to place inside a
 * `# >>> seamc >>> seamc` ... `# <<< seamc <<< seamc` block (hooks.md §5), and reports the hook as inert until
 * then. No matcher: the runtime filters by tool class. See docs/decisions/kimi_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

/** Kimi accepts timeouts of 1-600 seconds (vendor hooks page). */
const TIMEOUT_MAX = 600;

// the user-file-only gate is data (facts.gates, reported as SC3110)

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const entries: JsonObject[] = [];
  const unrepresentable: Loss[] = [];
  const command = ctx.hookCommand;
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const user = model.hooks.filter((h) => h.on === event);
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const timeout = facts.hooks.timeout + user.reduce((s, h) => s + h.timeout, 0);
    if (timeout > TIMEOUT_MAX)
      for (const h of user)
        unrepresentable.push({ code: 'SC3108', at: h.at, reason: `Kimi Code allows a hook at most ${TIMEOUT_MAX} seconds; the runtime and the user hooks at ${cap.wire[0]} need ${timeout}.` });
    entries.push({ event: cap.wire[0] as string, command, timeout: Math.min(timeout, TIMEOUT_MAX) });
  }
  if (entries.length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'toml', body: { hooks: entries } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
