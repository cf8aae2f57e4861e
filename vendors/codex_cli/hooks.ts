/**
 * Hooks on OpenAI Codex CLI: `.codex/hooks.json` `{hooks: {<Wire>: [{hooks: [{type, command, timeout}]}]}}`
 * (verified/codex_cli.md §3), one group per wire event a rule or user hook uses, each running the bundled
 * runtime, which filters by tool class itself (no matcher: Codex names only Bash and apply_patch).
 * Ownership marker: the command path `.seam/hooks/` (hooks.md §5); Codex's trust is keyed on the command's hash.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS, type CanonicalEvent, type ToolClass } from '../../compiler/contract/index.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { configToml } from './config-toml.js';
import { facts } from './facts.js';

/** SessionEnd hooks are clamped to 3 s by Codex (verified H15). */
const SESSION_END_MAX = 3;
/** Tool classes Codex's hooks see: Bash (shell), apply_patch (write/edit) and MCP tools (openai/codex PR #18385); web is reported generically (facts.hooks.sees). */
const SEEN: readonly ToolClass[] = ['shell', 'write', 'edit', 'mcp', 'web'];

// project trust and per-hook review are activation gates (facts.gates, reported as SC3110)

function ruleLosses(r: Rule): Loss[] {
  const out: Loss[] = [];
  if (r.on !== 'pre_tool' && r.on !== 'post_tool') return out;
  const unseen = r.tools.filter((t) => !SEEN.includes(t));
  if (unseen.length > 0)
    out.push({
      code: 'SC3109',
      at: r.at,
      reason: `Codex's tool hooks fire for Bash, apply_patch and MCP calls (openai/codex PR #18385); ${unseen.join(', ')} calls through Codex's own tools never reach a hook, so this rule judges them only when they run as shell commands (cat, grep...).`,
    });
  return out;
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks: Record<string, JsonObject[]> = {};
  const unrepresentable: Loss[] = model.rules.flatMap(ruleLosses);
  const command = ctx.hookCommand;
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const rules = model.rules.filter((r) => r.on === event);
    const user = model.hooks.filter((h) => h.on === event);
    if (!cap || (rules.length === 0 && user.length === 0)) continue; // a missing event is reported generically (SC3101)
    const wire = cap.wire[0] as string;
    let timeout = facts.hooks.timeout + user.reduce((s, h) => s + h.timeout, 0);
    if (event === ('session_end' satisfies CanonicalEvent)) {
      if (user.length > 0 && timeout > SESSION_END_MAX)
        for (const h of user)
          unrepresentable.push({ code: 'SC3108', at: h.at, reason: `Codex gives SessionEnd hooks at most ${SESSION_END_MAX} seconds (verified H15); this hook and the runtime would be killed before the ${h.timeout} s it asks for.` });
      timeout = Math.min(timeout, SESSION_END_MAX);
    }
    hooks[wire] = [{ hooks: [{ type: 'command', command, timeout }] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  // the TTY switch that keeps write_stdin from typing past the hooks (config-toml.ts)
  const config = configToml(model);
  if (config) fragment.push(config);
  return { fragment, unrepresentable };
}
