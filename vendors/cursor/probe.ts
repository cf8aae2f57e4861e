/**
 * Cursor's probe (docs/policy-tests.md). A shell call reaches `preToolUse` and then `beforeShellExecution`, an MCP
 * call `preToolUse` and then `beforeMCPExecution`, a read `preToolUse` and then `beforeReadFile`
 * (docs/decisions/cursor.md); each gate runs the `.cursor/hooks.json` entries listed under its name. Payload shapes:
 * tests/fixtures/payloads/cursor/ (3.21.18) and https://cupcake.eqtylab.io/reference/harnesses/cursor. Replies
 * (https://cursor.com/docs/agent/hooks): exit 2 denies; `permission` allow / deny / ask (ask only at the shell and
 * MCP gates: elsewhere the call passes); other exits and silence at a permission gate are hook errors, a deny only
 * under `failClosed`; `continue: false` stops a prompt; a stop hook's `followup_message` keeps the agent working.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import type { Obj } from '../_shared/probe-kit.js';
import { absPath, at, flatFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, str, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['preToolUse', 'beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile', 'beforeSubmitPrompt', 'stop'];

const PERMISSION_GATES = ['preToolUse', 'beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile'];
const ASK_GATES = ['beforeShellExecution', 'beforeMCPExecution'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { conversation_id: PROBE_ID, generation_id: PROBE_ID, model: 'default', cursor_version: '3.21.18', workspace_roots: [root], hook_event_name: wire };
}

function preTool(root: string, name: string, input: Record<string, unknown>): ProbeDelivery {
  return { wire: 'preToolUse', tool: name, payload: { ...envelope('preToolUse', root), cwd: root, tool_name: name, tool_input: input, tool_use_id: PROBE_ID } };
}

function gate(root: string, wire: string, tool: string, fields: Record<string, unknown>): ProbeDelivery {
  return { wire, tool, payload: { ...envelope(wire, root), ...fields } };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell': {
      const command = call.command ?? '';
      return { deliveries: [preTool(root, 'Shell', { command }), gate(root, 'beforeShellExecution', command, { command, cwd: root, sandbox: true })] };
    }
    case 'write':
      return { deliveries: [preTool(root, 'Write', { file_path: absPath(root, call.path), content: call.content ?? '' })] };
    case 'edit':
      return { deliveries: [preTool(root, 'StrReplace', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' })] };
    case 'read': {
      const file = absPath(root, call.path);
      return { deliveries: [preTool(root, 'Read', { file_path: file }), gate(root, 'beforeReadFile', file, { file_path: file, content: '', attachments: [] })] };
    }
    case 'mcp': {
      const name = call.mcp?.tool ?? '';
      const args = mcpArgs(call);
      const server = { tool_name: name, tool_input: JSON.stringify(args), command: `${call.mcp?.server ?? ''}-mcp-server` };
      return { deliveries: [preTool(root, `MCP:${name}`, args), gate(root, 'beforeMCPExecution', name, server)] };
    }
    case 'patch':
      return { na: 'Cursor has no patch tool: file changes arrive as Write and StrReplace calls' };
    case 'web':
      return { na: "Cursor's hooks are not known to fire for its web tools" };
    case 'prompt':
      return { deliveries: [gate(root, 'beforeSubmitPrompt', '', { prompt: call.prompt ?? '', attachments: [] })] };
    case 'stop':
      return { deliveries: [gate(root, 'stop', '', { status: 'completed', loop_count: 0 })] };
  }
}

/** An error (a crash, a timeout, an unreadable reply) blocks only where the entry asks to fail closed. */
function failed(entry: Obj): ReadVerdict {
  return entry['failClosed'] === true ? verdict('deny', 'the hook failed and the entry is failClosed') : verdict('allow');
}

function read(d: ProbeDelivery, r: ProbeReply, entry: Obj): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  const o = r.exit === 0 ? replyObject(r.stdout) : undefined;
  if (PERMISSION_GATES.includes(d.wire)) {
    const word = str(o?.['permission']);
    const reason = o?.['user_message'];
    if (word === 'deny') return verdict('deny', reason);
    if (word === 'ask') return ASK_GATES.includes(d.wire) ? verdict('escalate', reason) : verdict('allow');
    if (word === 'allow') return d.wire === 'preToolUse' && isObj(o?.['updated_input']) ? verdict('transform', reason, o?.['updated_input']) : verdict('allow');
    return failed(entry);
  }
  if (d.wire === 'beforeSubmitPrompt') {
    if (o === undefined) return failed(entry);
    return o['continue'] === false ? verdict('deny', o['user_message']) : verdict('allow');
  }
  if (d.wire === 'stop' && typeof o?.['followup_message'] === 'string') return verdict('deny', o['followup_message']);
  return verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ CURSOR_PROJECT_DIR: root }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) => flatFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => regexMatches(m, d.tool ?? '')),
  read,
  // a rewrite accepted at preToolUse is what the later gates see
  rewrite: (call, input) => (typeof input['command'] === 'string' ? { ...call, command: input['command'] } : call),
};
