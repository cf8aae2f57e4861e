/**
 * Devin CLI's probe (docs/policy-tests.md): Claude-lineage payloads (tests/fixtures/payloads/devin/, hooks.md §4.7);
 * the docs name only the `exec` tool, so `read`, `write` and `edit` are the names the runtime expects (unverified),
 * MCP tools `mcp__<server>__<tool>`. `.devin/hooks.v1.json` holds matcher groups per event at its top level.
 * Replies (vendor docs): exit 2 blocks, other non-zero exits are logged and the action proceeds; `decision:
 * "block"` refuses; `hookSpecificOutput.updatedInput` at PreToolUse rewrites the call.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'PermissionRequest', 'UserPromptSubmit', 'Stop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, cwd: root, prompt_id: PROBE_ID, hook_event_name: wire };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'exec', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'read':
      return tool(root, 'read', { file_path: absPath(root, call.path) });
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'patch':
      return { na: 'Devin CLI has no documented patch tool' };
    case 'web':
      return { na: "Devin CLI's fetch tool name and URL field are not documented for hooks" };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: envelope('Stop', root) }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  if (!o) return verdict('allow');
  if (o['decision'] === 'block') return verdict('deny', o['reason']);
  const hso = o['hookSpecificOutput'];
  if (d.wire === 'PreToolUse' && isObj(hso) && isObj(hso['updatedInput'])) return verdict('transform', o['reason'], hso['updatedInput']);
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) => groupFiring(at(config(facts.hooks.config), d.wire), facts.id, `${facts.hooks.config} ${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
