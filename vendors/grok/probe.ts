/**
 * Grok CLI's probe (docs/policy-tests.md): camelCase keys with PascalCase event names (`hookEventName`, `toolName`,
 * `toolInput`, `sessionId`, `workspaceRoot`; tests/fixtures/payloads/grok/, docs.x.ai build/features/hooks); tool
 * names are Claude's (unverified). `.grok/hooks/seam.json` holds matcher groups per event. Replies: only PreToolUse
 * reads stdout, where `{"decision":"deny"}` blocks; no exit code is documented to block, and other events decide nothing.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

function envelope(wire: string, root: string): Record<string, unknown> {
  return { hookEventName: wire, sessionId: PROBE_ID, cwd: root, workspaceRoot: root };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope('PreToolUse', root), toolName: name, toolInput: input } }] };
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
    case 'patch':
      return { na: 'Grok CLI has no documented patch tool' };
    case 'mcp':
    case 'web':
      return { na: `Grok CLI's ${call.kind === 'mcp' ? 'MCP' : 'web'} tool names in hook payloads are not documented` };
    case 'prompt':
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...envelope('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: envelope('Stop', root) }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (d.wire !== 'PreToolUse') return verdict('allow'); // only PreToolUse reads a reply
  const o = replyObject(r.stdout);
  return o?.['decision'] === 'deny' ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
