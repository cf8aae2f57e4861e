/**
 * OpenClaw's probe (docs/policy-tests.md): the payload seamc's plugin sends for OpenClaw's tools (runtime-data.ts;
 * exec `command`, write `path` + `content`, edit `path` + `oldText` + `newText`, read `path`, web_fetch `url`,
 * apply_patch `input`), whether the plugin file registers the handler (its `const SEAMC = {...}` data line, decoded by
 * compiler/probe/tree.ts), and how the plugin reads the reply: a deny blocks, allow + updatedInput replaces the
 * params, an empty answer passes, anything else (a non-zero exit, an unreadable reply) blocks: the plugin fails
 * closed. OpenClaw's MCP tools are not established (no MCP probe); prompts and stops have no bridge handler.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, isObj, OLD_TEXT, patchEnvelope, planWith, PROBE_ID, replyObject, runsRuntime, verdict } from '../_shared/probe-kit.js';
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

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (d.wire !== BEFORE) return verdict('allow');
  if (r.exit !== 0) {
    const said = r.stderr.split('\n').filter((l) => l.startsWith('seamc: ')).pop();
    return verdict('deny', said ?? `seamc: the policy runtime failed (exit ${String(r.exit)}); the call is blocked`);
  }
  if (r.stdout.trim() === '') return verdict('allow');
  const hso = replyObject(r.stdout)?.['hookSpecificOutput'];
  if (isObj(hso) && hso['permissionDecision'] === 'deny') return verdict('deny', typeof hso['permissionDecisionReason'] === 'string' ? hso['permissionDecisionReason'] : 'blocked by policy');
  if (isObj(hso) && hso['permissionDecision'] === 'allow' && isObj(hso['updatedInput'])) return verdict('transform', hso['permissionDecisionReason'], hso['updatedInput']);
  return verdict('deny', 'seamc: the policy runtime gave a reply this plugin cannot apply; the call is blocked');
}

function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const data = config(facts.hooks.config);
  if (!isObj(data)) return { fires: false, why: `${facts.hooks.config} is not in the generated output (or has no seamc data line)` };
  if (!runsRuntime(data['command'], facts.id)) return { fires: false, why: `${facts.hooks.config} does not run .seam/hooks/${facts.id}.cjs` };
  const events = data['events'];
  if (!Array.isArray(events) || !events.includes(d.wire)) return { fires: false, why: `${facts.hooks.config} registers no ${d.wire} handler` };
  return { fires: true, command: data['command'] as string, entry: data };
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => Object.fromEntries(facts.hooks.roots.map((v) => [v, root])),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
  rewrite: (call, input) => (call.kind === 'shell' && typeof input['command'] === 'string' ? { ...call, command: input['command'] } : call),
};
