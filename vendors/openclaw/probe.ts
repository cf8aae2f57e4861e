/**
 * OpenClaw's probe (docs/policy-tests.md): the payload seamc's plugin sends for OpenClaw's tools (runtime-data.ts;
 * exec `command`, write `path` + `content`, edit `path` + `oldText` + `newText`, read `path`, web_fetch `url`,
 * apply_patch `input`), whether the plugin file registers the handler (its `const SEAMC = {...}` data line, decoded by
 * compiler/probe/tree.ts), and how the plugin reads the reply: a deny blocks, allow + updatedInput replaces the
 * params, an empty answer passes, anything else (a non-zero exit, an unreadable reply) blocks: the plugin fails
 * closed. OpenClaw's MCP tools are not established (no MCP probe); prompts and stops have no bridge handler.
 */
import type { Probe, ProbeCall, ProbePlan } from '../../compiler/backend/types-probe.js';
import { bridgeFires, readBridgeReply } from '../_shared/plugin-bridge-probe.js';
import { absPath, OLD_TEXT, patchEnvelope, planWith, PROBE_ID } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { BEFORE } from './runtime-data.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const payload = { hook_event_name: BEFORE, tool_name: name, tool_input: input, tool_call_id: PROBE_ID, run_id: PROBE_ID, session_id: PROBE_ID, agent_id: 'main', cwd: root };
  return { deliveries: [{ wire: BEFORE, tool: name, payload }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'exec', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write', { path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit', { path: absPath(root, call.path), oldText: OLD_TEXT, newText: call.content ?? '' });
    case 'read':
      return tool(root, 'read', { path: absPath(root, call.path) });
    case 'web':
      return tool(root, 'web_fetch', { url: call.url ?? '' });
    case 'patch':
      return tool(root, 'apply_patch', { input: patchEnvelope(call.files ?? []) });
    default:
      return { na: `OpenClaw has no ${call.kind} hook through seamc's plugin (before_tool_call only; its MCP tool names are not established)` };
  }
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => Object.fromEntries(facts.hooks.roots.map((v) => [v, root])),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) => bridgeFires(facts, d, config),
  read: (d, r) => readBridgeReply(BEFORE, d, r, 'plugin'),
  rewrite: (call, input) => (call.kind === 'shell' && typeof input['command'] === 'string' ? { ...call, command: input['command'] } : call),
};
