/**
 * The probe of a plugin-bridge client (docs/policy-tests.md): the payload seamc's generated plugin sends for each
 * call (vendors/_families/plugin-bridge/record.ts; the client's own tool ids and argument names: bash `command`,
 * write `filePath` + `content`, edit `filePath` + `oldString` + `newString`, read `filePath`, webfetch `url`,
 * apply_patch `patchText`, MCP tools `<server>_<tool>` sanitized), whether the plugin file installs the hook for the
 * delivery (its `const SEAMC = {...}` data line, decoded by compiler/probe/tree.ts), and how the plugin reads the
 * reply: a deny throws (the call is refused), allow + updatedInput rewrites the args, an empty answer passes, and
 * anything else (a non-zero exit, an unreadable reply) throws too: the bridge fails closed.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import type { BridgeWire } from './plugin-bridge.js';
import { absPath, isObj, mcpArgs, OLD_TEXT, patchEnvelope, planWith, PROBE_ID, replyObject, runsRuntime, verdict } from './probe-kit.js';

function tool(w: BridgeWire, root: string, name: string, input: Record<string, unknown>, servers: readonly string[] = []): ProbePlan {
  const payload = { hook_event_name: w.before, tool_name: name, tool_input: input, session_id: PROBE_ID, call_id: PROBE_ID, cwd: root, worktree: root, mcp_servers: servers };
  return { deliveries: [{ wire: w.before, tool: name, payload }] };
}

function build(w: BridgeWire, call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(w, root, 'bash', { command: call.command ?? '', description: 'seamc probe' });
    case 'write':
      return tool(w, root, 'write', { filePath: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(w, root, 'edit', { filePath: absPath(root, call.path), oldString: OLD_TEXT, newString: call.content ?? '' });
    case 'read':
      return tool(w, root, 'read', { filePath: absPath(root, call.path) });
    case 'mcp': {
      const server = call.mcp?.server ?? '';
      return tool(w, root, `${w.sanitize(server)}_${w.sanitize(call.mcp?.tool ?? '')}`, mcpArgs(call), [server]);
    }
    case 'web':
      return tool(w, root, 'webfetch', { url: call.url ?? '', format: 'markdown' });
    case 'patch':
      return tool(w, root, 'apply_patch', { patchText: patchEnvelope(call.files ?? []) });
    default:
      return { na: `the plugin bridge installs no hook for ${call.kind} calls` };
  }
}

/**
 * A bridge's reading of a run (the opencode-style plugins, Pi's extension, OpenClaw's plugin): only a plain answer
 * lets the call through; `what` names the bridge in the refusal.
 */
export function readBridgeReply(before: string, d: ProbeDelivery, r: ProbeReply, what = 'plugin'): ReadVerdict {
  if (d.wire !== before) return verdict('allow'); // the after hook reports only
  if (r.exit !== 0) {
    const said = r.stderr.split('\n').filter((l) => l.startsWith('seamc: ')).pop();
    return verdict('deny', said ?? `seamc: the policy runtime failed (exit ${String(r.exit)}); the call is blocked`);
  }
  if (r.stdout.trim() === '') return verdict('allow');
  const hso = replyObject(r.stdout)?.['hookSpecificOutput'];
  if (isObj(hso) && hso['permissionDecision'] === 'deny') return verdict('deny', typeof hso['permissionDecisionReason'] === 'string' ? hso['permissionDecisionReason'] : 'blocked by policy');
  if (isObj(hso) && hso['permissionDecision'] === 'allow' && isObj(hso['updatedInput'])) return verdict('transform', hso['permissionDecisionReason'], hso['updatedInput']);
  return verdict('deny', `seamc: the policy runtime gave a reply this ${what} cannot apply; the call is blocked`);
}

/** Whether a bridge's file (`config`, its `const SEAMC = {...}` data line) installs the hook for the delivery. */
export function bridgeFires(facts: VendorFacts, d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const hooks = facts.hooks;
  if (!hooks) throw new Error(`${facts.id}: a plugin-bridge probe needs hook facts`);
  const data = config(hooks.config);
  if (!isObj(data)) return { fires: false, why: `${hooks.config} is not in the generated output (or has no seamc data line)` };
  if (!runsRuntime(data['command'], facts.id)) return { fires: false, why: `${hooks.config} does not run .seam/hooks/${facts.id}.cjs` };
  const events = data['events'];
  if (!Array.isArray(events) || !events.includes(d.wire)) return { fires: false, why: `${hooks.config} installs no ${d.wire} hook` };
  return { fires: true, command: data['command'] as string, entry: data };
}

export function bridgeProbe(facts: VendorFacts, wire: BridgeWire): Probe {
  const hooks = facts.hooks;
  if (!hooks) throw new Error(`${facts.id}: a plugin-bridge probe needs hook facts`);
  return {
    agent: facts.id,
    env: (root) => Object.fromEntries(hooks.roots.map((v) => [v, root])),
    plan: (call, root) => planWith(facts, call, () => build(wire, call, root)),
    fires: (d, config) => bridgeFires(facts, d, config),
    read: (d, r) => readBridgeReply(wire.before, d, r),
    rewrite: (call, input) => (call.kind === 'shell' && typeof input['command'] === 'string' ? { ...call, command: input['command'] } : call),
  };
}
