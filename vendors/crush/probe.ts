/**
 * Crush's probe (docs/policy-tests.md): stdin {event, session_id, cwd, tool_name, tool_input} with Crush's own
 * lowercase tool names (bash, write, edit, view, fetch; MCP tools mcp_<server>_<tool>), CRUSH_PROJECT_DIR in the
 * environment (tests/fixtures/payloads/crush/, charmbracelet/crush docs/hooks/README.md). The entries are
 * `crush.json` hooks.PreToolUse, flat {name, matcher?, command, timeout}. Replies: exit 2 blocks (stderr = reason);
 * on exit 0, `{"decision":"deny"}` blocks; any other exit lets the call run.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, flatFiring, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { event: 'PreToolUse', session_id: PROBE_ID, cwd: root, tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'bash', { command: call.command ?? '', description: 'seamc probe' });
    case 'write':
      return tool(root, 'write', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'read':
      return tool(root, 'view', { file_path: absPath(root, call.path) });
    case 'web':
      return tool(root, 'fetch', { url: call.url ?? '', format: 'text' });
    case 'mcp':
      return tool(root, `mcp_${call.mcp?.server ?? ''}_${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'patch':
      return { na: 'Crush has no patch tool: file changes arrive as write, edit and multiedit calls' };
    case 'prompt':
    case 'stop':
      return { na: `Crush has no ${call.kind === 'prompt' ? 'prompt' : 'stop'} hook: PreToolUse is its only event` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (d.wire !== 'PreToolUse') return verdict('allow');
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  if (r.exit !== 0) return verdict('allow'); // a non-blocking error: the call proceeds
  const o = replyObject(r.stdout);
  return o?.['decision'] === 'deny' ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ CRUSH_PROJECT_DIR: root, CRUSH: '1', AGENT: 'crush' }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    flatFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
