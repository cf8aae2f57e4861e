/**
 * Windsurf hooks: `.windsurf/hooks.json` `{hooks: {<wire>: [{command, show_output: true}]}}` (hooks.md §4.6). No matcher
 * exists; each pre/post hook serves one kind of action, so seamc installs the gate of every tool class some rule or
 * user hook can apply to. `show_output` makes Cascade show the block reason the runtime prints. The command is the
 * shared one (docs/decisions/hook-commands.md): Cascade offers no project-dir variable, so it walks up from the
 * workspace root Cascade runs hooks in. The `.seam/hooks/` path is the ownership marker.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import { hookedClasses, type ToolClass } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

/** wire -> the tool classes it sees; unlisted wires (prompt, stop) serve every rule at their event */
const SERVES: Readonly<Record<string, readonly ToolClass[]>> = {
  pre_run_command: ['shell'],
  pre_write_code: ['write', 'edit'],
  pre_read_code: ['read'],
  pre_mcp_tool_use: ['mcp'],
  post_run_command: ['shell'],
  post_write_code: ['write', 'edit'],
  post_read_code: ['read'],
  post_mcp_tool_use: ['mcp'],
};

const reaches = (tools: readonly ToolClass[], wire: string): boolean => {
  const served = SERVES[wire];
  return served === undefined || tools.length === 0 || tools.some((t) => served.includes(t));
};

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  const wires: string[] = [];
  // rules reach every wire whose calls can produce what they test (a write rule also sees shell writes);
  // web tools fire no Cascade hook: that loss is the generic SC3109 (facts.hooks.sees.web)
  const items = [
    ...model.rules.map((r) => ({ on: r.on, tools: r.kinds.length > 0 ? hookedClasses(r.kinds) : r.tools, at: r.at, hook: false })),
    ...model.hooks.map((h) => ({ on: h.on, tools: h.tools, at: h.at, hook: true })),
  ];
  for (const item of items) {
    const cap = facts.hooks.events[item.on as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    if (!cap) continue; // SC3101, reported generically
    if (item.hook && item.tools.includes('web') && (item.on === 'pre_tool' || item.on === 'post_tool'))
      unrepresentable.push({
        code: 'SC3108',
        at: item.at,
        reason: "Windsurf's Cascade hooks cover commands, file reads and writes, and MCP tools only; web fetches (read_url_content) fire no hook, so this hook command never runs for tool: web.",
      });
    for (const w of cap.wire) if (reaches(item.tools, w) && !wires.includes(w)) wires.push(w);
  }
  if (wires.length === 0) return { fragment: [], unrepresentable };
  const command = ctx.hookCommand;
  const hooks: Record<string, JsonObject[]> = {};
  const order = Object.values(facts.hooks.events).flatMap((c) => c.wire as readonly string[]);
  for (const w of order) if (wires.includes(w)) hooks[w] = [{ command, show_output: true }];
  const fragment: Artifact[] = [
    { path: facts.hooks.config, format: 'json', body: { hooks } },
    { path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } },
  ];
  return { fragment, unrepresentable };
}
