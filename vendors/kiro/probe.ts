/**
 * Kiro CLI's probe (docs/policy-tests.md): stdin `{hook_event_name, cwd, tool_name, tool_input}` (the documented
 * shape; tests/fixtures/payloads/kiro/) with the 2.x built-in names execute_bash, fs_write (command create /
 * str_replace), fs_read (operations[].path). A delivery fires when `.kiro/hooks/seamc.json` has an enabled
 * command hook for its trigger. Replies: exit 2 blocks (stderr = reason); Kiro reads no JSON reply.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, OLD_TEXT, planWith, regexMatches, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { HOOK_FILE } from './hooks.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { hook_event_name: 'PreToolUse', cwd: root, tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'execute_bash', { command: call.command ?? '', summary: 'seamc probe' });
    case 'write':
      return tool(root, 'fs_write', { command: 'create', path: absPath(root, call.path), file_text: call.content ?? '' });
    case 'edit':
      return tool(root, 'fs_write', { command: 'str_replace', path: absPath(root, call.path), old_str: OLD_TEXT, new_str: call.content ?? '' });
    case 'read':
      return tool(root, 'fs_read', { operations: [{ mode: 'Line', path: absPath(root, call.path) }] });
    case 'web':
      return { na: "Kiro's web tool is not documented for hooks (hooks.sees-web)" };
    case 'mcp':
      return { na: "Kiro's hook payload name for an MCP tool is not documented (hooks.sees-mcp)" };
    case 'patch':
      return { na: 'Kiro has no patch tool' };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { hook_event_name: 'UserPromptSubmit', cwd: root, prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { na: "Kiro's Stop trigger cannot block" };
  }
}

function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const entries = at(config(HOOK_FILE), 'hooks');
  if (!Array.isArray(entries)) return { fires: false, why: `${HOOK_FILE} is not in the generated config` };
  for (const e of entries) {
    if (!isObj(e) || e['trigger'] !== d.wire || e['enabled'] === false) continue;
    const command = at(at(e, 'action'), 'command');
    if (!runsRuntime(command, facts.id)) continue;
    const m = e['matcher'];
    if (typeof m === 'string' && m !== '' && d.tool !== undefined && !regexMatches(m, d.tool)) return { fires: false, why: `${HOOK_FILE} matcher "${m}" does not match this call` };
    return { fires: true, command, entry: e };
  }
  return { fires: false, why: `${HOOK_FILE} has no ${d.wire} hook running seamc's kiro runtime` };
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!['PreToolUse', 'preToolUse', 'UserPromptSubmit', 'userPromptSubmit'].includes(d.wire)) return verdict('allow');
  return r.exit === 2 ? verdict('deny', r.stderr.trim()) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
