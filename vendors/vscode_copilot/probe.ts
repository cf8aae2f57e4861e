/**
 * GitHub Copilot's probe (VS Code agent mode; docs/policy-tests.md): PascalCase events with snake_case payloads, as
 * seamc's `.github/hooks/seamc.json` entries receive them (tests/fixtures/payloads/vscode_copilot/, verified/copilot.md
 * §4.2); VS Code's tool names (`Bash`, `Write {path, file_text}`, `Edit {path, old_str, new_str}`, `Read`,
 * `fetch_webpage {urls}`, MCP tools `mcp_<server>_<tool>`). Entries are flat and carry no matcher (VS Code discards
 * one). Replies (hooks.md §4.5, verified §3): exit 2 blocks; `permissionDecision` deny / ask / allow (allow skips the
 * confirmation; with `updatedInput` the call runs rewritten); `decision: "block"` stops a prompt or a stop.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, flatFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, PROBE_TIME, replyObject, str, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** prompt and stop events, where `decision: "block"` stops the prompt or keeps the agent working (both spellings) */
const BLOCKING = ['UserPromptSubmit', 'Stop', 'userPromptSubmitted', 'agentStop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { hook_event_name: wire, session_id: PROBE_ID, timestamp: PROBE_TIME, cwd: root };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), tool_name: name, tool_input: input, tool_use_id: `call_${PROBE_ID}` } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'Bash', { command: call.command ?? '', description: 'seamc probe' });
    case 'write':
      return tool(root, 'Write', { path: absPath(root, call.path), file_text: call.content ?? '' });
    case 'edit':
      return tool(root, 'Edit', { path: absPath(root, call.path), old_str: OLD_TEXT, new_str: call.content ?? '' });
    case 'read':
      return tool(root, 'Read', { path: absPath(root, call.path) });
    case 'mcp':
      return tool(root, `mcp_${call.mcp?.server ?? ''}_${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return tool(root, 'fetch_webpage', { urls: [call.url ?? ''], query: 'seamc probe' });
    case 'patch':
      return { na: "GitHub Copilot's apply_patch input is not established in a hook payload; file changes are probed as Write and Edit calls" };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop': {
      const stop = { ...envelope('Stop', root), transcript_path: `${root}/.copilot/${PROBE_ID}.jsonl`, stop_reason: 'end_turn', stop_hook_active: false };
      return { deliveries: [{ wire: 'Stop', payload: stop }] };
    }
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  if (!o) return verdict('allow');
  if (o['continue'] === false) return verdict('deny', o['stopReason']);
  if (d.wire === 'PreToolUse' || d.wire === 'preToolUse') {
    const hso = isObj(o['hookSpecificOutput']) ? o['hookSpecificOutput'] : o;
    const word = str(hso['permissionDecision']);
    const reason = hso['permissionDecisionReason'];
    const input = hso['updatedInput'] ?? hso['modifiedArgs'];
    if (word === 'deny') return verdict('deny', reason);
    if (word === 'ask') return verdict('escalate', reason);
    if (word === 'allow') return isObj(input) ? verdict('transform', reason, input) : verdict('vouch', reason);
  }
  if (!BLOCKING.includes(d.wire)) return verdict('allow'); // after the fact: the call already ran
  const nested = isObj(o['hookSpecificOutput']) ? o['hookSpecificOutput'] : {};
  if (o['decision'] === 'block' || nested['decision'] === 'block') return verdict('deny', o['reason'] ?? nested['reason']);
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ COPILOT_PROJECT_DIR: root }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) => flatFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, () => true),
  read,
};
