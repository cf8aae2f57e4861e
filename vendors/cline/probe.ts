/**
 * Cline's probe (docs/policy-tests.md): stdin {clineVersion, hookName, timestamp, taskId, workspaceRoots, userId,
 * <hook>: {...}} with Cline's tool names (execute_command, write_to_file, replace_in_file, read_file, web_fetch,
 * use_mcp_tool; tests/fixtures/payloads/cline/). A delivery fires when `.clinerules/hooks/<Event>` is an executable
 * script running seamc's runtime. Replies: the last JSON object on stdout; `cancel: true` blocks; a non-zero exit or
 * no JSON lets the call proceed (the Cline CLI; the extension would block on the exit).
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, PROBE_TIME, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { HOOK_DIR } from './hooks.js';

function envelope(hookName: string, root: string): Record<string, unknown> {
  return { clineVersion: '3.40.0', hookName, timestamp: PROBE_TIME, taskId: PROBE_ID, workspaceRoots: [root], userId: PROBE_ID };
}

/** `seen`: the tool name the runtime reads (an MCP call's is mcp__<server>__<tool>; Cline has no matchers to see it) */
function tool(root: string, name: string, parameters: Record<string, unknown>, seen = name): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: seen, payload: { ...envelope('PreToolUse', root), preToolUse: { toolName: name, parameters } } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'execute_command', { command: call.command ?? '', requires_approval: 'false' });
    case 'write':
      return tool(root, 'write_to_file', { path: call.path ?? '', content: call.content ?? '' });
    case 'edit':
      return tool(root, 'replace_in_file', { path: call.path ?? '', diff: `------- SEARCH\n${OLD_TEXT}\n=======\n${call.content ?? ''}\n+++++++ REPLACE` });
    case 'read':
      return tool(root, 'read_file', { path: call.path ?? '' });
    case 'web':
      return tool(root, 'web_fetch', { url: call.url ?? '' });
    case 'mcp':
      return tool(root, 'use_mcp_tool', { server_name: call.mcp?.server ?? '', tool_name: call.mcp?.tool ?? '', arguments: JSON.stringify(mcpArgs(call)) }, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`);
    case 'patch':
      return { na: 'the probe sends no apply_patch call for Cline (the runtime reads one: fixture pre-apply-patch-env-deny)' };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), userPromptSubmit: { prompt: call.prompt ?? '', attachments: [] } } }] };
    case 'stop':
      return { na: 'Cline has no stop gate: TaskComplete runs after the task has finished' };
  }
}

function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const path = `${HOOK_DIR}/${d.wire}`;
  const file = config(path);
  const script = isObj(file) && typeof file['script'] === 'string' ? file['script'] : undefined;
  if (script === undefined) return { fires: false, why: `${path} is not in the generated config` };
  const line = script.split('\n').find((l) => runsRuntime(l, facts.id));
  return line === undefined ? { fires: false, why: `${path} does not run seamc's cline runtime` } : { fires: true, command: line, entry: { command: line } };
}

function lastJson(stdout: string): Record<string, unknown> | undefined {
  const lines = stdout.trim().split('\n').reverse();
  for (const l of lines) {
    try {
      const v = JSON.parse(l) as unknown;
      if (isObj(v)) return v as Record<string, unknown>;
    } catch {
      // not JSON: Cline reads only the last JSON object
    }
  }
  return undefined;
}

const GATES = ['PreToolUse', 'UserPromptSubmit', 'tool_call', 'prompt_submit'];

/**
 * Read the weaker of Cline's two hosts: the extension blocks on a non-zero exit or invalid JSON, the Cline CLI (3.0.65,
 * live cline/crash-pre-tool) runs the call after either; both block on `{"cancel": true}`.
 */
function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow');
  const o = lastJson(r.stdout);
  if (o === undefined) return verdict('allow');
  return o['cancel'] === true ? verdict('deny', o['errorMessage']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
