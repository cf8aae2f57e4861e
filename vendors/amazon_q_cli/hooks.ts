/**
 * Hooks on Amazon Q Developer CLI: `q chat` runs hooks only from the `hooks` field of an agent file, so seamc writes
 * one local agent, `.amazonq/cli-agents/seamc.json`, that is the built-in default agent (every tool, the same context
 * files, the workspace's legacy .amazonq/mcp.json) plus one hook per trigger a rule or a user hook uses. It applies
 * only in a chat started with that agent (facts.gates: select-agent). Tool triggers get the matcher "*" (every
 * built-in and MCP tool; the runtime filters by tool class itself) and `cache_ttl_seconds: 0`, since a cached pass is
 * kept per hook, not per call. `timeout_ms` covers the runtime and the user's own hooks. The command is the shared one
 * (docs/decisions/hook-commands.md), walking up from the chat's working directory. Pre-approvals and denied
 * commands come from permissions.ts, merged into the same file. See docs/decisions/amazon_q_cli.md.
 */
import type { EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { AGENT_FILE, facts } from './facts.js';

const TOOL_TRIGGERS: readonly string[] = ['preToolUse', 'postToolUse'];

/** The built-in default agent's fields (docs/default-agent-behavior.md; util/paths.rs adds AGENTS.md), under seamc's name. */
export const BASE_AGENT: JsonObject = {
  name: 'seamc',
  description: 'The built-in default agent with this repository\'s seamc hooks and permissions',
  tools: ['*'],
  resources: ['file://AmazonQ.md', 'file://AGENTS.md', 'file://README.md', 'file://.amazonq/rules/**/*.md'],
  useLegacyMcpJson: true,
};

const capOf = (event: string) => facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
const used = (model: Model, event: string): boolean => model.hooks.some((h) => h.on === event) || model.rules.some((r) => r.on === event);

/** Will emitHooks write the agent? (permissions.ts then adds only its own fields.) */
export function hooksInUse(model: Model): boolean {
  return CANONICAL_EVENTS.some((e) => capOf(e) !== undefined && used(model, e));
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const hooks: Record<string, JsonObject[]> = {};
  for (const event of CANONICAL_EVENTS) {
    const cap = capOf(event);
    const user = model.hooks.filter((h) => h.on === event);
    // an event Amazon Q lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || !used(model, event)) continue;
    const wire = cap.wire[0] as string;
    const seconds = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    hooks[wire] = [{ command: ctx.hookCommand, timeout_ms: seconds * 1000, ...(TOOL_TRIGGERS.includes(wire) ? { matcher: '*', cache_ttl_seconds: 0 } : {}) }];
  }
  if (Object.keys(hooks).length === 0) return { fragment: [], unrepresentable: [] };
  return {
    fragment: [
      { path: AGENT_FILE, format: 'json', body: { ...BASE_AGENT, hooks } },
      { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
    ],
    unrepresentable: [],
  };
}
