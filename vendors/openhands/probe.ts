/**
 * OpenHands' probe (docs/policy-tests.md): `event_type` names the event, `working_dir` the folder; shell calls come
 * from `terminal`, file reads and changes from `file_editor` with its sub-command in `command`
 * (tests/fixtures/payloads/openhands/, openhands-sdk hooks/types.py). `.openhands/hooks.json` holds matcher groups.
 * Replies (vendor source): exit 2 blocks, `{"decision":"deny"}` blocks; timeouts and other exits proceed.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'UserPromptSubmit', 'Stop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { event_type: wire, session_id: PROBE_ID, working_dir: root, metadata: {} };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  const path = absPath(root, call.path);
  switch (call.kind) {
    case 'shell':
      return tool(root, 'terminal', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'file_editor', { command: 'create', path, file_text: call.content ?? '' });
    case 'edit':
      return tool(root, 'file_editor', { command: 'str_replace', path, old_str: OLD_TEXT, new_str: call.content ?? '' });
    case 'read':
      return tool(root, 'file_editor', { command: 'view', path });
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), message: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: envelope('Stop', root) }] };
    default:
      return { na: `OpenHands' hook payloads for ${call.kind} calls are not defined` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  return o?.['decision'] === 'deny' ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ OPENHANDS_PROJECT_DIR: root }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
