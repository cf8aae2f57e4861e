/**
 * Antigravity's probe (docs/policy-tests.md): payloads name no event; a PreToolUse carries `toolCall {name, args}`
 * with Antigravity's PascalCase argument keys, a Stop `terminationReason` (tests/fixtures/payloads/antigravity/,
 * hooks.md §4.9). `.agents/hooks.json` holds named groups of `{<Event>: [{hooks: [...]}]}`. Replies (hooks.md §4.9):
 * at PreToolUse `decision` deny blocks and ask asks; at Stop `continue` keeps the agent working; exit codes are
 * undocumented and read as nothing.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, OLD_TEXT, planWith, PROBE_ID, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

function envelope(root: string): Record<string, unknown> {
  return {
    conversationId: PROBE_ID,
    workspacePaths: [root],
    transcriptPath: `${root}/.agents/${PROBE_ID}.jsonl`,
    artifactDirectoryPath: `${root}/.agents/artifacts`,
    modelName: 'gemini',
    stepIdx: 1,
    executionNum: 1,
  };
}

function tool(root: string, name: string, args: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...envelope(root), toolCall: { name, args } } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'run_command', { CommandLine: call.command ?? '', Cwd: root });
    case 'write':
      return tool(root, 'write_to_file', { TargetFile: absPath(root, call.path), CodeContent: call.content ?? '' });
    case 'edit':
      return tool(root, 'replace_file_content', { TargetFile: absPath(root, call.path), ReplacementChunks: [{ TargetContent: OLD_TEXT, ReplacementContent: call.content ?? '' }] });
    case 'read':
      return tool(root, 'view_file', { AbsolutePath: absPath(root, call.path) });
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { ...envelope(root), terminationReason: 'end_turn' } }] };
    case 'patch':
      return { na: 'Antigravity has no patch tool: file changes arrive as write_to_file and replace_file_content calls' };
    default:
      return { na: `Antigravity's hook payloads for ${call.kind} calls are not established` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  const o = replyObject(r.stdout);
  const word = o?.['decision'];
  if (d.wire === 'PreToolUse') {
    if (word === 'deny') return verdict('deny', o?.['reason']);
    if (word === 'ask') return verdict('escalate', o?.['reason']);
    return verdict('allow');
  }
  if (d.wire === 'Stop' && word === 'continue') return verdict('deny', o?.['reason']);
  return verdict('allow');
}

/** Every named group of the file is read; the first that runs seamc's runtime at the event decides. */
function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const file = config(facts.hooks.config);
  let last: Firing = { fires: false, why: `${facts.hooks.config} is not in the generated config` };
  for (const [name, group] of Object.entries(isObj(file) ? file : {})) {
    last = groupFiring(at(group, d.wire), facts.id, `${facts.hooks.config} ${name}.${d.wire}`, () => true);
    if (last.fires) return last;
  }
  return last;
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
