/**
 * deepagents' probe (docs/policy-tests.md): the Claude-compatible payloads dcode sends (libs/code/deepagents_code/
 * hooks/models/wire.py; tests/fixtures/payloads/deepagents/), native tools under their wire names (tools.py: `execute`
 * as `Bash`, `write_file` as `Write`, ...), MCP tools `mcp__<server>__<tool>`. Replies (reducer.py, capabilities.py):
 * exit 2 denies at PreToolUse and blocks at UserPromptSubmit and Stop; any other failure is a diagnostic (the call
 * runs); `permissionDecision` deny / ask at PreToolUse; `{"decision": "block"}` or `continue: false` elsewhere.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, replyObject, str, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'UserPromptSubmit', 'Stop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, transcript_path: `${root}/.deepagents/${PROBE_ID}.jsonl`, cwd: root, hook_event_name: wire, permission_mode: 'default' };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const payload = { ...envelope('PreToolUse', root), tool_name: name, tool_input: input, tool_use_id: `call_${PROBE_ID}` };
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload }] };
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
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return tool(root, 'fetch_url', { url: call.url ?? '' });
    case 'patch':
      return { na: 'deepagents has no patch tool: file changes arrive as Write and Edit calls' };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope('Stop', root), stop_hook_active: false, last_assistant_message: 'Done.' } }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow'); // a diagnostic only: the call goes on
  const o = replyObject(r.stdout);
  if (!o) return verdict('allow');
  if (o['continue'] === false) return verdict('deny', o['stopReason']);
  const hso = o['hookSpecificOutput'];
  if (d.wire === 'PreToolUse' && isObj(hso)) {
    const word = str(hso['permissionDecision']);
    const reason = hso['permissionDecisionReason'];
    if (word === 'deny') return verdict('deny', reason);
    // updatedInput is ignored, and with it an allow or ask (reducer.py)
    if (isObj(hso['updatedInput'])) return verdict('allow');
    if (word === 'ask') return verdict('escalate', reason);
    if (word === 'allow') return verdict('vouch', reason);
  }
  if (o['decision'] === 'block') return verdict('deny', o['reason']);
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  // no matcher is written; an absent matcher or "*" matches every value (HOOKS.md)
  fires: (d, config) => groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => m === '*' || m === ''),
  read,
};
