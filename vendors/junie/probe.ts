/**
 * Junie CLI's probe (docs/policy-tests.md): Claude-lineage payloads with `project_path`
 * (tests/fixtures/payloads/junie/, hooks.md §4.11); the entries are `.junie/config.json` matcher groups (Junie reads
 * them from the user file unless started with --config-location). Replies (vendor docs): exit 2 blocks, other
 * non-zero exits warn and proceed; `decision` block refuses, ask asks, allow with `updatedInput` rewrites the call.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'PermissionRequest', 'UserPromptSubmit', 'Stop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, cwd: root, project_path: root, hook_event_name: wire };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), tool_name: name, tool_input: input, tool_use_id: PROBE_ID } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'Bash', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'Write', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'Edit', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'read':
      return tool(root, 'Read', { file_path: absPath(root, call.path) });
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope('Stop', root), last_assistant_message: 'Done.' } }] };
    default:
      return { na: `Junie's hook payloads for ${call.kind} calls are not documented` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  const word = o?.['decision'];
  if (word === 'block') return verdict('deny', o?.['reason']);
  if (word === 'ask') return verdict('escalate', o?.['reason']);
  if (word === 'allow' && isObj(o?.['updatedInput'])) return verdict('transform', o?.['reason'], o?.['updatedInput']);
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
