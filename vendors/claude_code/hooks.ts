/**
 * Hooks on Claude Code: `.claude/settings.json` `hooks.<WireEvent>[]` matcher groups (hooks.md §4.1), one
 * group per wire event that a rule or a user hook uses, each running the bundled runtime, which filters
 * precisely and spawns the user's own hook commands. The matcher only narrows invocations.
 *
 * Ownership: the command itself is the marker. Every seamc entry runs `.seam/hooks/<agent>.cjs`, so an
 * installer can recognise (and replace) exactly its own groups without adding keys Claude's settings schema
 * was never seen to accept (docs/decisions/claude_code.md).
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS, hookedClasses, type CanonicalEvent, type ToolClass } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';
import { hookMatcher } from './tool-names.js';

/** Events whose matcher is a tool name (hooks.md §5 "Matchers"); on the others seamc writes none. */
const TOOL_EVENTS: readonly CanonicalEvent[] = ['pre_tool', 'post_tool', 'tool_failure'];

interface Use {
  /** tool classes some rule or hook at this event targets; `any` = one of them targets every tool */
  classes: ToolClass[];
  any: boolean;
  /** seconds the runtime may spend running user hook commands here */
  userSeconds: number;
}

function uses(model: Model): Map<CanonicalEvent, Use> {
  const out = new Map<CanonicalEvent, Use>();
  const at = (e: CanonicalEvent): Use => {
    let u = out.get(e);
    if (!u) out.set(e, (u = { classes: [], any: false, userSeconds: 0 }));
    return u;
  };
  const note = (u: Use, tools: readonly ToolClass[]): void => {
    if (tools.length === 0) u.any = true;
    for (const t of tools) if (!u.classes.includes(t)) u.classes.push(t);
  };
  for (const r of model.rules) note(at(r.on), r.kinds.length > 0 ? hookedClasses(r.kinds) : r.tools);
  for (const h of model.hooks) {
    const u = at(h.on);
    note(u, h.tools);
    u.userSeconds += h.timeout;
  }
  return out;
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const used = uses(model);
  const hooks: Record<string, JsonObject[]> = {};
  const command = ctx.hookCommand;
  for (const event of CANONICAL_EVENTS) {
    const u = used.get(event);
    const cap = facts.hooks.events[event];
    // an event Claude lacks is reported generically (compiler/backend/capability.ts); all twelve exist today
    if (!u || !cap) continue;
    const wire = cap.wire[0];
    const matcher = TOOL_EVENTS.includes(event) && !u.any ? hookMatcher(u.classes) : undefined;
    const handler = { type: 'command', command, timeout: facts.hooks.timeout + u.userSeconds };
    hooks[wire] = [matcher === undefined ? { hooks: [handler] } : { matcher, hooks: [handler] }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable: [] };
}
