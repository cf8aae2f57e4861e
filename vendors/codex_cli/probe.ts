/**
 * Codex CLI's probe (docs/policy-tests.md): `exec_command` arrives as Bash, every file change as one apply_patch call
 * with the patch in `tool_input.command`, MCP tools as `mcp__<server>__<tool>` (tests/fixtures/payloads/codex_cli/,
 * verified/codex_cli.md 0.171.0). `.codex/hooks.json` holds matcher groups per event. Replies (verified X2-X5): exit 2
 * blocks; `permissionDecision: "deny"` blocks; `allow` with `updatedInput` rewrites; `ask` and a bare `allow` are
 * rejected and the call runs; `decision: "block"` blocks a prompt or a stop.
 */
import type { PatchFile, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { at, groupFiring, isObj, mcpArgs, patchEnvelope, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'UserPromptSubmit', 'Stop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return {
    session_id: PROBE_ID,
    turn_id: PROBE_ID,
    transcript_path: `${root}/.codex/sessions/${PROBE_ID}.jsonl`,
    cwd: root,
    model: 'gpt-5',
    permission_mode: 'default',
    hook_event_name: wire,
  };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), tool_name: name, tool_input: input, tool_use_id: `call_${PROBE_ID}` } }] };
}

function patch(root: string, files: readonly PatchFile[]): ProbePlan {
  return tool(root, 'apply_patch', { command: patchEnvelope(files) });
}

function build(call: ProbeCall, root: string): ProbePlan {
  const path = call.path ?? 'seam-probe.txt';
  switch (call.kind) {
    case 'shell':
      return tool(root, 'Bash', { command: call.command ?? '' });
    case 'write':
      return patch(root, [{ path, op: 'add', content: call.content ?? '' }]);
    case 'edit':
      return patch(root, [{ path, op: 'update', content: call.content ?? '' }]);
    case 'patch':
      return patch(root, call.files ?? []);
    case 'read':
      return { na: 'Codex has no hooked read tool: it reads files through shell commands (cat, sed...), which a shell test covers' };
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return { na: 'Codex has no hooked web tool: its hosted web_search never reaches a hook' };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope('Stop', root), stop_hook_active: false, last_assistant_message: 'Done.' } }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  if (!o) return verdict('allow');
  if (o['continue'] === false) return verdict('deny', o['stopReason']);
  const hso = o['hookSpecificOutput'];
  if (d.wire === 'PreToolUse' && isObj(hso)) {
    if (hso['permissionDecision'] === 'deny') return verdict('deny', hso['permissionDecisionReason']);
    if (hso['permissionDecision'] === 'allow' && isObj(hso['updatedInput'])) return verdict('transform', hso['permissionDecisionReason'], hso['updatedInput']);
    return verdict('allow'); // ask and a bare allow are rejected: the call runs
  }
  return o['decision'] === 'block' ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
