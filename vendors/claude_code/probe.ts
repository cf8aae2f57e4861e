/**
 * Claude Code's probe (docs/policy-tests.md): the payloads Claude Code sends (shapes of
 * tests/fixtures/payloads/claude_code/, verified/claude_code.md 2.1.332), the `.claude/settings.json` matcher
 * groups that decide whether the runtime runs, and how Claude Code reads a hook's reply
 * (https://code.claude.com/docs/en/hooks: exit 2 blocks, other non-zero exits are non-blocking errors, exit 0 JSON).
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, str, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'UserPromptSubmit', 'Stop'];

const TOOL_WIRES = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return {
    session_id: PROBE_ID,
    transcript_path: `${root}/.claude/${PROBE_ID}.jsonl`,
    cwd: root,
    permission_mode: 'default',
    hook_event_name: wire,
  };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const payload = { ...envelope('PreToolUse', root), tool_name: name, tool_input: input, tool_use_id: `toolu_${PROBE_ID}` };
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'Bash', { command: call.command ?? '', description: 'seamc probe' });
    case 'write':
      return tool(root, 'Write', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'Edit', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '', replace_all: false });
    case 'patch':
      return { na: 'Claude Code has no patch tool: file changes arrive as Write and Edit calls' };
    case 'read':
      return tool(root, 'Read', { file_path: absPath(root, call.path) });
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return tool(root, 'WebFetch', { url: call.url ?? '', prompt: 'Summarise the page' });
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope('Stop', root), stop_hook_active: false, last_assistant_message: 'Done.' } }] };
  }
}

/** Claude Code's matcher: `*` or empty = every tool; a names-only matcher is an exact list; anything else an unanchored regex (verified §4). */
export function claudeMatcher(matcher: string, toolName: string): boolean {
  if (matcher === '*' || matcher === '') return true;
  if (/^[A-Za-z0-9_|]+$/.test(matcher)) return matcher.split('|').includes(toolName);
  return regexMatches(matcher, toolName);
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow'); // a non-blocking error: the call goes on
  const o = replyObject(r.stdout);
  if (!o) return verdict('allow');
  if (o['continue'] === false) return verdict('deny', o['stopReason']);
  const hso = o['hookSpecificOutput'];
  if (d.wire === 'PreToolUse' && isObj(hso)) {
    const word = str(hso['permissionDecision']);
    const reason = hso['permissionDecisionReason'];
    if (word === 'deny') return verdict('deny', reason);
    if (word === 'ask') return verdict('escalate', reason);
    // allow skips the permission prompt; with updatedInput the call runs with that input
    if (word === 'allow') return isObj(hso['updatedInput']) ? verdict('transform', reason, hso['updatedInput']) : verdict('vouch', reason);
  }
  if (o['decision'] === 'block') return verdict('deny', o['reason']);
  if (d.wire === 'PreToolUse' && o['decision'] === 'approve') return verdict('vouch', o['reason']);
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ CLAUDE_PROJECT_DIR: root }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) =>
      TOOL_WIRES.includes(d.wire) ? claudeMatcher(m, d.tool ?? '') : true,
    ),
  read,
};
