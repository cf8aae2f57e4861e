/**
 * Command Code's probe (docs/policy-tests.md): Claude-style payloads with Command Code's tool names (shell_command,
 * write_file, edit_file with new_value, read_file, web_fetch; MCP mcp__<server>__<tool>) and tool_display_name
 * (tests/fixtures/payloads/command_code/, npm:command-code 1.64.0). Replies: exit 2 blocks at PreToolUse and Stop; on
 * exit 0 `hookSpecificOutput.permissionDecision: "deny"` or `"block": true` (PreToolUse) and `{"decision":"block"}`
 * (Stop) block; with `failClosed` on the entry any other failure blocks too.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import type { Obj } from '../_shared/probe-kit.js';
import { absPath, at, groupFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

const DISPLAY: Readonly<Record<string, string>> = { shell_command: 'SHELL', write_file: 'WRITE', edit_file: 'EDIT', read_file: 'READ', web_fetch: 'WEB_FETCH' };

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, transcript_path: `${root}/.commandcode-probe/${PROBE_ID}.jsonl`, cwd: root, hook_event_name: wire, permission_mode: 'default' };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const display = DISPLAY[name] ?? name.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase();
  return { deliveries: [{ wire: 'PreToolUse', tool: display, payload: { ...envelope('PreToolUse', root), tool_use_id: PROBE_ID, tool_name: name, tool_display_name: display, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'shell_command', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write_file', { file_path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit_file', { file_path: absPath(root, call.path), old_value: OLD_TEXT, new_value: call.content ?? '' });
    case 'read':
      return tool(root, 'read_file', { file_path: absPath(root, call.path) });
    case 'web':
      return tool(root, 'web_fetch', { url: call.url ?? '' });
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'patch':
      return { na: 'Command Code has no patch tool: file changes arrive as write_file and edit_file calls' };
    case 'prompt':
      return { na: 'Command Code has no prompt hook (its events are SessionStart, PreToolUse, PostToolUse and Stop)' };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope('Stop', root), stop_hook_active: false } }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply, entry: Obj): ReadVerdict {
  if (d.wire !== 'PreToolUse' && d.wire !== 'Stop') return verdict('allow');
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  const o = replyObject(r.stdout);
  const failClosed = d.wire === 'PreToolUse' && entry['failClosed'] === true;
  if (r.exit !== 0) return failClosed ? verdict('deny', 'the hook failed and its entry is failClosed') : verdict('allow');
  if (o === undefined && r.stdout.trim() !== '' && failClosed) return verdict('deny', 'unreadable hook output under failClosed');
  if (d.wire === 'Stop') return o?.['decision'] === 'block' || o?.['block'] === true ? verdict('deny', o?.['reason']) : verdict('allow');
  const hso = o?.['hookSpecificOutput'];
  if (isObj(hso) && hso['permissionDecision'] === 'deny') return verdict('deny', hso['permissionDecisionReason']);
  return o?.['block'] === true ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ COMMANDCODE_PROJECT_DIR: root, COMMANDCODE_CWD: root }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
