/**
 * Pi's probe (docs/policy-tests.md): the payload seamc's extension sends for pi's tools (runtime-data.ts; bash
 * `command`, write `path` + `content`, edit `path` + `edits: [{oldText, newText}]` (0.73.1), read `path`), whether the extension file
 * installs the handler for the delivery (its `const SEAMC = {...}` data line, decoded by compiler/probe/tree.ts), and
 * how the extension reads the reply: a deny blocks, allow + updatedInput rewrites the args, an empty answer passes,
 * anything else (a non-zero exit, an unreadable reply) blocks too: the bridge fails closed. Pi has no MCP, no web
 * tool and no patch tool.
 */
import type { Probe, ProbeCall, ProbePlan } from '../../compiler/backend/types-probe.js';
import { bridgeFires, readBridgeReply } from '../_shared/plugin-bridge-probe.js';
import { absPath, OLD_TEXT, planWith, PROBE_ID } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { BEFORE } from './runtime-data.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: BEFORE, tool: name, payload: { hook_event_name: BEFORE, tool_name: name, tool_input: input, tool_call_id: PROBE_ID, cwd: root } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'bash', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write', { path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit', { path: absPath(root, call.path), edits: [{ oldText: OLD_TEXT, newText: call.content ?? '' }] });
    case 'read':
      return tool(root, 'read', { path: absPath(root, call.path) });
    default:
      return { na: `pi has no ${call.kind} hook through seamc's extension (no MCP, web or patch tool; tool_call only)` };
  }
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => Object.fromEntries(facts.hooks.roots.map((v) => [v, root])),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) => bridgeFires(facts, d, config),
  read: (d, r) => readBridgeReply(BEFORE, d, r, 'extension'),
  rewrite: (call, input) => (call.kind === 'shell' && typeof input['command'] === 'string' ? { ...call, command: input['command'] } : call),
};
