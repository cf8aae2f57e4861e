/**
 * Tabnine CLI's probe (docs/policy-tests.md): Gemini-lineage BeforeTool / BeforeAgent / AfterAgent payloads and tool
 * names (tests/fixtures/payloads/tabnine/, hooks.md §4.12); `.tabnine/agent/settings.json` holds matcher groups
 * (a regex over the tool name). Replies (vendor docs): exit 2 blocks, any other exit proceeds; `decision` deny
 * (or block) refuses; nothing asks or rewrites.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, OLD_TEXT, planWith, PROBE_ID, PROBE_TIME, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

const TOOL_WIRES = ['BeforeTool', 'AfterTool'];
const GATES = ['BeforeTool', 'BeforeAgent', 'AfterAgent'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, cwd: root, hook_event_name: wire, timestamp: PROBE_TIME };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'BeforeTool', tool: name, payload: { ...envelope('BeforeTool', root), tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'run_shell_command', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write_file', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'replace', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'read':
      return tool(root, 'read_file', { file_path: absPath(root, call.path) });
    case 'prompt':
      return { deliveries: [{ wire: 'BeforeAgent', payload: { ...envelope('BeforeAgent', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'AfterAgent', payload: { ...envelope('AfterAgent', root), prompt: 'the task', prompt_response: 'Done.' } }] };
    default:
      return { na: `Tabnine CLI's hook payloads for ${call.kind} calls are not documented` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // AfterTool hides a result; the tool already ran
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  return o?.['decision'] === 'deny' || o?.['decision'] === 'block' ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) =>
      TOOL_WIRES.includes(d.wire) ? regexMatches(m, d.tool ?? '') : true,
    ),
  read,
};
