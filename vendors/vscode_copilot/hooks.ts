/**
 * Hooks on GitHub Copilot: one `.github/hooks/seamc.json` read by both VS Code and the Copilot CLI, with PascalCase
 * event keys and flat `{type, command, timeout}` entries (the VS Code form, which the CLI also loads: verified/copilot.md
 * §2 F4). No `version` key (optional, F2; a wrong one discards the file, F3), no `matcher` (VS Code discards it; the
 * runtime filters by tool class), no `powershell`-only entry (F10: a shell that cannot start denies every call).
 * The command path `.seam/hooks/` is seamc's ownership marker (hooks.md §5). See docs/decisions/vscode_copilot.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { facts } from './facts.js';

/**
 * VS Code validates `updatedInput` against the tool's schema and silently drops it when invalid, so the original call
 * runs (hooks.md §4.5). Only a rewrite of a shell command's `command` fits every shell tool's schema in both products.
 */
function transformLoss(r: Rule): Loss | undefined {
  if (r.on !== 'pre_tool' || r.decision !== 'transform') return undefined;
  const keys = Object.keys(r.update ?? {});
  if (r.tools.length === 1 && r.tools[0] === 'shell' && keys.length === 1 && keys[0] === 'command') return undefined;
  return {
    code: 'SC3104',
    at: r.at,
    reason:
      "VS Code checks a PreToolUse updatedInput against the tool's own input schema and silently drops it when it does not fit, so the unmodified call runs; seamc can vouch only for rewriting `command` on shell tools (tool: shell, update: {command}).",
  };
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  for (const r of model.rules) {
    const loss = transformLoss(r);
    if (loss) unrepresentable.push(loss);
  }
  const command = ctx.hookCommand;
  const hooks: Record<string, JsonObject[]> = {};
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    if (!cap) continue; // reported generically (SC3101)
    const rules = model.rules.filter((r) => r.on === event);
    const user = model.hooks.filter((h) => h.on === event);
    if (rules.length === 0 && user.length === 0) continue;
    const timeout = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    hooks[cap.wire[0] as string] = [{ type: 'command', command, timeout }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
