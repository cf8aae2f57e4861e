/**
 * Auggie's hook runtime adapter: payloads are parsed with the hook_json engine and Auggie's record (the event name
 * comes from the `seamc_event` key seamc's wrapper script adds, hooks.ts). Replies follow Augment's hooks page: at
 * PreToolUse a refusal is exit 2 with the reason on stderr (printed on stdout too); at Stop it is
 * `{"decision": "block", "reason": R}`; every other event only observes, so its reply is silence. Auggie is not shown
 * asking or rewriting from a hook, so an ask or a rewrite is refused with a note. remove-files is judged file by file
 * (lift). See docs/decisions/augment.md.
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { exitCodeReply } from '../_families/hook-json/exit-reply.js';
import { augmentRecord } from './runtime-data.js';

const base = hookJsonAdapter(augmentRecord);
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * remove-files names its files in a list; the engine judges one path per call, or every file of a patch envelope.
 * So the list becomes `*** Delete File: p` lines in `tool_input.command` (record.patchTools): every file is judged.
 */
export function lift(payload: unknown): unknown {
  if (!isObj(payload) || payload['tool_name'] !== 'remove-files' || !isObj(payload['tool_input'])) return payload;
  const input = payload['tool_input'];
  const list = Array.isArray(input['file_paths']) ? input['file_paths'] : Array.isArray(input['paths']) ? input['paths'] : [];
  const paths = list.filter((p): p is string => typeof p === 'string' && p !== '');
  if (paths.length === 0) return payload;
  const command = ['*** Begin Patch', ...paths.map((p) => `*** Delete File: ${p}`), '*** End Patch', ''].join('\n');
  return { ...payload, tool_input: { ...input, command } };
}

export function renderAugment(d: Decision, event: NormalizedEvent): Reply {
  return event.wire === 'PreToolUse' ? exitCodeReply(augmentRecord, d, event.wire) : base.render(d, event);
}

export const adapter: RuntimeAdapter = {
  ...base,
  parse: (payload) => base.parse(lift(payload)),
  canTransform: () => false,
  canVouch: () => false,
  render: renderAugment,
};
