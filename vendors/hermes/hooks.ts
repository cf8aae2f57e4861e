/**
 * Hooks on Hermes Agent. Hermes reads shell hooks only from the `hooks:` block of the profile config.yaml under
 * HERMES_HOME (agent/shell_hooks.py), so a project build cannot install them: seamc writes the block to
 * `.seam/hermes/hooks.json` (JSON, which YAML reads as is) for the user to merge, and the `user-config-only` and
 * `hook-consent` gates report it inert until then. One entry, at pre_tool_call (the only shell-hook event whose
 * block Hermes honours), with no matcher (the runtime filters by tool class), `fail_closed: true` (a spawn error, a
 * timeout or unreadable stdout then blocks) and the runtime's sh program wrapped as `/bin/sh -c '...'` (facts.hooks.noShell):
 * Hermes splits the command with shlex (POSIX rules) and runs it without a shell. See docs/decisions/hermes.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';


/** Hermes clamps a shell hook's timeout to 300 seconds. */
const TIMEOUT_MAX = 300;

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  const user = model.hooks.filter((h) => h.on === 'pre_tool');
  if (user.length === 0 && !model.rules.some((r) => r.on === 'pre_tool')) return { fragment: [], unrepresentable };
  const timeout = facts.hooks.timeout + user.reduce((s, h) => s + h.timeout, 0);
  if (timeout > TIMEOUT_MAX)
    for (const h of user)
      unrepresentable.push({ code: 'SC3108', at: h.at, reason: `Hermes Agent runs a shell hook for at most ${TIMEOUT_MAX} seconds; the runtime and the user hooks at pre_tool_call need ${timeout}.` });
  const entry = { command: ctx.hookCommand, timeout: Math.min(timeout, TIMEOUT_MAX), fail_closed: true };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks: { pre_tool_call: [entry] } } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
