/**
 * Windsurf's probe (docs/policy-tests.md): Cascade names the action in `agent_action_name` and carries it in
 * `tool_info`, one hook per kind of action (tests/fixtures/payloads/windsurf/, https://docs.windsurf.com/windsurf/cascade/hooks);
 * `.windsurf/hooks.json` lists the entries per action. Replies: a pre-hook blocks with exit 2; every other exit,
 * and every post-hook, lets the action stand. Cascade sets no project variable: the command starts from the workspace.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, flatFiring, OLD_TEXT, planWith, PROBE_ID, PROBE_TIME, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

const PRE_HOOKS = ['pre_user_prompt', 'pre_run_command', 'pre_write_code', 'pre_read_code', 'pre_mcp_tool_use'];

function action(wire: string, info: Record<string, unknown>, tool?: string): ProbePlan {
  const payload = { agent_action_name: wire, trajectory_id: PROBE_ID, execution_id: PROBE_ID, timestamp: PROBE_TIME, tool_info: info };
  const d: ProbeDelivery = tool !== undefined ? { wire, tool, payload } : { wire, payload };
  return { deliveries: [d] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return action('pre_run_command', { command_line: call.command ?? '', cwd: root }, 'run_command');
    case 'write':
      // every edit with an empty old_string creates text
      return action('pre_write_code', { file_path: absPath(root, call.path), edits: [{ old_string: '', new_string: call.content ?? '' }] }, 'write_code');
    case 'edit':
      return action('pre_write_code', { file_path: absPath(root, call.path), edits: [{ old_string: OLD_TEXT, new_string: call.content ?? '' }] }, 'write_code');
    case 'read':
      return action('pre_read_code', { file_path: absPath(root, call.path) }, 'read_code');
    case 'mcp':
      return action('pre_mcp_tool_use', { mcp_server_name: call.mcp?.server ?? '', mcp_tool_name: call.mcp?.tool ?? '', mcp_tool_arguments: { ...(call.mcp?.args ?? {}) } }, 'mcp_tool_use');
    case 'patch':
      return { na: 'Windsurf has no patch tool: file changes arrive as pre_write_code edits' };
    case 'web':
      return { na: "Cascade's web search and URL reads fire no hook" };
    case 'prompt':
      return action('pre_user_prompt', { user_prompt: call.prompt ?? '' });
    case 'stop':
      return action('post_cascade_response', { response: 'Done.' });
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (PRE_HOOKS.includes(d.wire) && r.exit === 2) return verdict('deny', (r.stdout || r.stderr).trim());
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) => flatFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`),
  read,
};
