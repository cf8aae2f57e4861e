/**
 * Pi's probe (docs/policy-tests.md): the payload seamc's extension sends for pi's tools (runtime-data.ts; bash
 * `command`, write `path` + `content`, edit `path` + `oldText` + `newText`, read `path`), whether the extension file
 * installs the handler for the delivery (its `const SEAMC = {...}` data line, decoded by compiler/probe/tree.ts), and
 * how the extension reads the reply: a deny blocks, allow + updatedInput rewrites the args, an empty answer passes,
 * anything else (a non-zero exit, an unreadable reply) blocks too: the bridge fails closed. Pi has no MCP, no web
 * tool and no patch tool.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, isObj, OLD_TEXT, planWith, PROBE_ID, replyObject, runsRuntime, verdict } from '../_shared/probe-kit.js';
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
      return tool(root, 'edit', { path: absPath(root, call.path), oldText: OLD_TEXT, newText: call.content ?? '' });
    case 'read':
      return tool(root, 'read', { path: absPath(root, call.path) });
    default:
      return { na: `pi has no ${call.kind} hook through seamc's extension (no MCP, web or patch tool; tool_call only)` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (d.wire !== BEFORE) return verdict('allow'); // tool_result reports only
  if (r.exit !== 0) {
    const said = r.stderr.split('\n').filter((l) => l.startsWith('seamc: ')).pop();
    return verdict('deny', said ?? `seamc: the policy runtime failed (exit ${String(r.exit)}); the call is blocked`);
  }
  if (r.stdout.trim() === '') return verdict('allow');
  const hso = replyObject(r.stdout)?.['hookSpecificOutput'];
  if (isObj(hso) && hso['permissionDecision'] === 'deny') return verdict('deny', typeof hso['permissionDecisionReason'] === 'string' ? hso['permissionDecisionReason'] : 'blocked by policy');
  if (isObj(hso) && hso['permissionDecision'] === 'allow' && isObj(hso['updatedInput'])) return verdict('transform', hso['permissionDecisionReason'], hso['updatedInput']);
  return verdict('deny', 'seamc: the policy runtime gave a reply this extension cannot apply; the call is blocked');
}

function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const data = config(facts.hooks.config);
  if (!isObj(data)) return { fires: false, why: `${facts.hooks.config} is not in the generated output (or has no seamc data line)` };
  if (!runsRuntime(data['command'], facts.id)) return { fires: false, why: `${facts.hooks.config} does not run .seam/hooks/${facts.id}.cjs` };
  const events = data['events'];
  if (!Array.isArray(events) || !events.includes(d.wire)) return { fires: false, why: `${facts.hooks.config} installs no ${d.wire} handler` };
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
