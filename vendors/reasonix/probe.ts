/**
 * Reasonix's probe (docs/policy-tests.md): stdin {event, sessionId, cwd, toolName, toolArgs, subject} with Reasonix's
 * own tool names (bash, write_file, edit_file, read_file, web_fetch; MCP tools mcp__<server>__<tool>) and file paths
 * under `path` (tests/fixtures/payloads/reasonix/, esengine/DeepSeek-Reasonix internal/hook/hook.go). The entries are
 * `.reasonix/settings.json` hooks.<Event>, flat {match?, command, timeout}. Replies: at PreToolUse and
 * UserPromptSubmit exit 2 (or a timeout) blocks; any other exit, and every other event, lets the call run.
 */
import type { ConfigReader, Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { REASONIX_GATES } from './runtime-data.js';

function tool(root: string, name: string, args: Record<string, unknown>, subject: string): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { event: 'PreToolUse', sessionId: PROBE_ID, cwd: root, toolName: name, toolArgs: args, subject } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'bash', { command: call.command ?? '' }, call.command ?? '');
    case 'write':
      return tool(root, 'write_file', { path: absPath(root, call.path), content: call.content ?? '' }, absPath(root, call.path));
    case 'edit':
      return tool(root, 'edit_file', { path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' }, absPath(root, call.path));
    case 'read':
      return tool(root, 'read_file', { path: absPath(root, call.path) }, absPath(root, call.path));
    case 'web':
      return tool(root, 'web_fetch', { url: call.url ?? '' }, call.url ?? '');
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call), '');
    case 'patch':
      return { na: 'Reasonix has no patch tool: file changes arrive as write_file, edit_file and multi_edit calls' };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { event: 'UserPromptSubmit', sessionId: PROBE_ID, cwd: root, prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { event: 'Stop', sessionId: PROBE_ID, cwd: root, lastAssistantText: 'Done.' } }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  // exit 2 blocks at a gate, and so does a hook that times out there (killed: exit null)
  if (REASONIX_GATES.includes(d.wire) && (r.exit === 2 || r.exit === null)) return verdict('deny', (r.stderr || r.stdout).trim());
  return verdict('allow');
}

/** hooks.<wire> entries: {match?, command}; `match` is an anchored regex on the tool name ("" or "*" = every tool). */
function fires(d: ProbeDelivery, config: ConfigReader): Firing {
  const where = `${facts.hooks.config} hooks.${d.wire}`;
  const entries = at(at(config(facts.hooks.config), 'hooks'), d.wire);
  if (!Array.isArray(entries)) return { fires: false, why: `${where} is not in the generated config` };
  for (const e of entries) {
    if (!isObj(e) || !runsRuntime(e['command'], facts.id)) continue;
    const m = e['match'];
    if (typeof m === 'string' && m !== '' && m !== '*' && d.tool !== undefined && !regexMatches(`^(?:${m})$`, d.tool))
      return { fires: false, why: `${where} match "${m}" does not match this call` };
    return { fires: true, command: e['command'] as string, entry: e };
  }
  return { fires: false, why: `${where} has no entry running the seamc runtime for ${facts.id}` };
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
