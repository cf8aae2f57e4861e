/**
 * Reasonix's hook runtime adapter: payloads are parsed with the hook_json engine and Reasonix's record; replies are
 * exit codes, because Reasonix reads no JSON verdict from a native hook (only imported Claude-format hooks): at
 * PreToolUse and UserPromptSubmit exit 2 blocks (the reason is printed on stderr and stdout, both of which Reasonix
 * captures); every other event only observes, so a refusal there is silence. See docs/decisions/newagents2.md.
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { exitCodeReply } from '../_families/hook-json/exit-reply.js';
import { REASONIX_GATES, reasonixRecord } from './runtime-data.js';

const SILENCE: Reply = { stdout: '', exit: 0 };
const base = hookJsonAdapter(reasonixRecord);

export function renderReasonix(d: Decision, event: NormalizedEvent): Reply {
  return REASONIX_GATES.includes(event.wire) ? exitCodeReply(reasonixRecord, d, event.wire) : SILENCE;
}

export const adapter: RuntimeAdapter = {
  ...base,
  canTransform: () => false,
  canVouch: () => false,
  render: renderReasonix,
};
