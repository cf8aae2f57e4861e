/**
 * Gemini CLI's probe (docs/policy-tests.md): BeforeTool / BeforeAgent / AfterAgent payloads with snake_case keys
 * (tests/fixtures/payloads/gemini_cli/, verified/gemini_cli.md 0.61.0); MCP tools as `mcp_<server>_<tool>` with
 * `mcp_context` naming both parts; web_fetch takes its URLs inside `prompt`. `.gemini/settings.json` holds matcher
 * groups (a regex over the tool name). Replies (verified Q2-Q4): exit 2 with text on stderr blocks (exit 2 with no
 * text fails open); `decision` deny / block refuses, `ask` asks, `hookSpecificOutput.tool_input` replaces the input.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, PROBE_TIME, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

const TOOL_WIRES = ['BeforeTool', 'AfterTool'];
/** where a decision stops something: the tool call, the prompt, the agent's stop (AfterAgent deny makes it retry) */
const GATES = ['BeforeTool', 'BeforeAgent', 'AfterAgent'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, transcript_path: `${root}/.gemini/${PROBE_ID}.json`, cwd: root, hook_event_name: wire, timestamp: PROBE_TIME };
}

function tool(root: string, name: string, input: Record<string, unknown>, extra: Record<string, unknown> = {}): ProbePlan {
  return { deliveries: [{ wire: 'BeforeTool', tool: name, payload: { ...envelope('BeforeTool', root), tool_name: name, tool_input: input, ...extra } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'run_shell_command', { command: call.command ?? '', description: 'seamc probe' });
    case 'write':
      return tool(root, 'write_file', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'replace', { file_path: absPath(root, call.path), instruction: 'seamc probe', old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'read':
      return tool(root, 'read_file', { file_path: absPath(root, call.path) });
    case 'mcp': {
      const server = call.mcp?.server ?? '';
      const name = call.mcp?.tool ?? '';
      return tool(root, `mcp_${server}_${name}`, mcpArgs(call), { mcp_context: { server_name: server, tool_name: name } });
    }
    case 'web':
      return tool(root, 'web_fetch', { prompt: `Summarise ${call.url ?? ''}` });
    case 'patch':
      return { na: 'Gemini CLI has no patch tool: file changes arrive as write_file and replace calls' };
    case 'prompt':
      return { deliveries: [{ wire: 'BeforeAgent', payload: { ...envelope('BeforeAgent', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'AfterAgent', payload: { ...envelope('AfterAgent', root), prompt: 'the task', prompt_response: 'Done.', stop_hook_active: false } }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // after the tool: it already ran
  if (r.exit === 2) return r.stderr.trim() !== '' ? verdict('deny', r.stderr.trim()) : verdict('allow');
  if (r.exit !== 0) return verdict('allow');
  const o = replyObject(r.stdout);
  if (!o) return verdict('allow');
  if (o['continue'] === false) return verdict('deny', o['stopReason']);
  const word = o['decision'];
  if (word === 'deny' || word === 'block') return verdict('deny', o['reason']);
  if (d.wire === 'BeforeTool') {
    if (word === 'ask') return verdict('escalate', o['reason']);
    const hso = o['hookSpecificOutput'];
    if (isObj(hso) && isObj(hso['tool_input'])) return verdict('transform', o['reason'], hso['tool_input']);
  }
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ GEMINI_PROJECT_DIR: root }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) =>
      TOOL_WIRES.includes(d.wire) ? regexMatches(m, d.tool ?? '') : true,
    ),
  read,
};
