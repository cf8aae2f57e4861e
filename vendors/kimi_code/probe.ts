/**
 * Kimi Code CLI's probe (docs/policy-tests.md): Claude-lineage payloads with `client_type` and `tool_call_id`
 * (tests/fixtures/payloads/kimi_code/, moonshotai.github.io/kimi-code customization/hooks); web fetches as
 * `FetchURL {url}`, MCP tools `mcp__<server>__<tool>`. The entries are the `[[hooks]]` tables (event, matcher,
 * command) seamc writes to `.seam/kimi_code/hooks.toml` for the user to copy into ~/.kimi-code/config.toml. Replies:
 * exit 2 blocks; `hookSpecificOutput.permissionDecision: "deny"` refuses, at PreToolUse, UserPromptSubmit and Stop.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'UserPromptSubmit', 'Stop'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, transcript_path: `${root}/.kimi-code/${PROBE_ID}.jsonl`, cwd: root, client_type: 'kimi_code_cli', session_title: 'seamc probe', hook_event_name: wire };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), tool_name: name, tool_input: input, tool_call_id: PROBE_ID } }] };
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
      return tool(root, 'FetchURL', { url: call.url ?? '' });
    case 'patch':
      return { na: 'Kimi Code has no patch tool: file changes arrive as Write and Edit calls' };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope('Stop', root), stop_hook_active: false } }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow');
  const hso = replyObject(r.stdout)?.['hookSpecificOutput'];
  return isObj(hso) && hso['permissionDecision'] === 'deny' ? verdict('deny', hso['permissionDecisionReason']) : verdict('allow');
}

/** The first `[[hooks]]` table for the event that runs seamc's runtime and whose matcher (a regex over the tool name) matches. */
function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const tables = at(config(facts.hooks.config), 'hooks');
  if (!Array.isArray(tables)) return { fires: false, why: `${facts.hooks.config} is not in the generated config` };
  for (const t of tables) {
    if (!isObj(t) || t['event'] !== d.wire || !runsRuntime(t['command'], facts.id)) continue;
    const m = t['matcher'];
    if (typeof m === 'string' && m !== '' && d.tool !== undefined && !regexMatches(m, d.tool)) return { fires: false, why: `${facts.hooks.config} matcher "${m}" does not match this call` };
    return { fires: true, command: t['command'] as string, entry: t };
  }
  return { fires: false, why: `${facts.hooks.config} has no [[hooks]] entry for ${d.wire} that runs .seam/hooks/${facts.id}.cjs` };
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
