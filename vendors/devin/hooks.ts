/**
 * Hooks on Devin CLI: `.devin/hooks.v1.json`, a bare map (no `hooks` wrapper) of CC-style matcher groups
 * (hooks.md §4.7), one group per wire event in use, running the bundled runtime. No matcher: only `exec` is a
 * known tool name, so the runtime filters by class. pre_tool installs PreToolUse only (PermissionRequest is parsed
 * if a user wires it). Ownership marker: the command path `.seam/hooks/`. See docs/decisions/devin.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { facts } from './facts.js';

function ruleLosses(r: Rule): Loss[] {
  if (r.on !== 'pre_tool' && r.on !== 'post_tool') return [];
  const unsure = r.tools.filter((t) => t !== 'shell');
  if (unsure.length === 0) return [];
  return [
    {
      code: 'SC3109',
      at: r.at,
      reason: `Devin CLI's hook docs name only the exec tool; the names its ${unsure.join(', ')} tools send are not documented, so the runtime may not recognise those calls and the rule may never apply to them.`,
    },
  ];
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const body: Record<string, JsonObject[]> = {};
  const unrepresentable: Loss[] = model.rules.flatMap(ruleLosses);
  const command = ctx.hookCommand;
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const user = model.hooks.filter((h) => h.on === event);
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue; // missing events: SC3101
    const timeout = facts.hooks.timeout + user.reduce((s, h) => s + h.timeout, 0);
    body[cap.wire[0] as string] = [{ hooks: [{ type: 'command', command, timeout }] }];
  }
  if (Object.keys(body).length === 0) return { fragment: [], unrepresentable };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
