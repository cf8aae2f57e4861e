/**
 * Cursor hooks: `.cursor/hooks.json` `{version: 1, hooks: {<wire>: [{command, failClosed?, timeout}]}}`, one entry per
 * wire gate, all running the bundled runtime. No `matcher` (hooks.md §4.2: at shell gates it is a regex over the
 * command text, elsewhere unsettled); the runtime filters by tool class itself.
 *
 * Gates per canonical event come from facts.hooks.events[e].wire (first = main gate, where user hooks run). For
 * pre_tool, preToolUse sees every tool and is the only gate that can rewrite input; seamc adds
 * beforeShellExecution / beforeMCPExecution (the only gates that can ask) when a rule or hook can apply to shell / mcp,
 * and beforeReadFile (reads outside tool calls, e.g. attached files) when one can apply to read. The runtime defers an
 * escalate on a shell or MCP call at preToolUse to the dedicated gate, which is always installed in that case.
 * failClosed is set on blocking gates that carry a security rule. See docs/decisions/cursor.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { facts } from './facts.js';

/** Secondary pre_tool gates and the tool class each one serves. */
const SECONDARY: Readonly<Record<string, ToolClass>> = {
  beforeShellExecution: 'shell',
  beforeMCPExecution: 'mcp',
  beforeReadFile: 'read',
};
/** Tool classes Cursor can ask about (at beforeShellExecution / beforeMCPExecution only). */
const ASKABLE: readonly ToolClass[] = ['shell', 'mcp'];
/** Blocking gates where failClosed is established (hooks.md §4.2, §5); stop is excluded: not established there. */
const FAIL_CLOSED_GATES = new Set(['preToolUse', 'beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile', 'beforeSubmitPrompt']);

const applies = (tools: readonly ToolClass[], t: ToolClass): boolean => tools.length === 0 || tools.includes(t);

interface Gate {
  security: boolean;
  timeout: number;
}

/** Wire gates to install, in canonical-event then facts order, with what each one must carry. */
export function gates(model: Model): Map<string, Gate> {
  const out = new Map<string, Gate>();
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    if (!cap) continue; // no wire name: the compiler reports SC3101
    const rules = model.rules.filter((r) => r.on === event);
    const hooks = model.hooks.filter((h) => h.on === event);
    if (rules.length === 0 && hooks.length === 0) continue;
    const hookTime = hooks.reduce((sum, h) => sum + h.timeout, 0);
    cap.wire.forEach((wire, n) => {
      const served = SECONDARY[wire];
      // preToolUse fires for every tool, Shell included, so a write rule sees shell writes there; a secondary gate
      // serves only the rules written for its class (it exists for the ask it can carry)
      const here = served === undefined ? rules : rules.filter((r) => applies(r.tools, served));
      if (n > 0 && here.length === 0) return; // secondary gates serve rules; user hooks run at the main gate only
      out.set(wire, {
        security: FAIL_CLOSED_GATES.has(wire) && here.some((r) => r.intent === 'security'),
        timeout: n === 0 && hookTime > 0 ? Math.max(facts.hooks.timeout, hookTime + 5) : facts.hooks.timeout,
      });
    });
  }
  return out;
}

function ruleLosses(r: Rule): Loss[] {
  const losses: Loss[] = [];
  if (r.on === 'pre_tool' && r.decision === 'escalate') {
    const silent = r.tools.length === 0 ? ['read', 'write', 'edit', 'web'] : r.tools.filter((t) => !ASKABLE.includes(t));
    if (silent.length > 0) {
      losses.push({
        code: 'SC3103',
        at: r.at,
        reason: `Cursor can ask only at beforeShellExecution and beforeMCPExecution; for ${silent.join(', ')} calls preToolUse and beforeReadFile have no ask (an ask there passes the call), so the runtime denies them instead.`,
      });
    }
  }
  return losses;
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = model.rules.flatMap(ruleLosses);
  const wired = gates(model);
  if (wired.size === 0) return { fragment: [], unrepresentable };
  const command = ctx.hookCommand;
  const hooks: Record<string, JsonObject[]> = {};
  for (const [wire, gate] of wired) {
    hooks[wire] = [gate.security ? { command, failClosed: true, timeout: gate.timeout } : { command, timeout: gate.timeout }];
  }
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { version: 1, hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: ctx.agent } },
  ];
  return { fragment, unrepresentable };
}
