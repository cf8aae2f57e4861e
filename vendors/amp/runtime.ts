/**
 * Amp's hook runtime adapter: payloads are parsed with the hook_json engine and Amp's record (the JSON seamc's
 * wrapper builds from Amp's stdin and AGENT_TOOL_NAME, hooks.ts). The reply is an exit code the wrapper hands Amp
 * (npm:@sourcegraph/amp dist/main.js, and a hand-run of @ampcode/cli: 0 allows, 1 asks the user, any other exit
 * rejects with stderr as the message): 0 allow, 2 deny, ASK_EXIT (3) ask, which the wrapper turns into Amp's 1. Amp takes no rewritten input from a delegate, so a rewrite is
 * asked instead (the dispatcher degrades it). A plain allow is exit 0 too: Amp has no "no opinion" answer, so the
 * delegate's allow is final (docs/decisions/amp.md).
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { ampRecord, ASK_EXIT } from './runtime-data.js';

const base = hookJsonAdapter(ampRecord);

/** The reason goes to stderr (Amp's reject message) and, as every exit-code dialect of seamc does, to stdout (Amp ignores it). */
export function renderAmp(d: Decision, _event: NormalizedEvent): Reply {
  if (d.verb !== 'deny' && d.verb !== 'escalate') return { stdout: '', exit: 0 };
  const text = `${d.reason ?? ampRecord.verdicts.reasonDefaults[d.verb]}\n`;
  return { stdout: text, stderr: text, exit: d.verb === 'deny' ? 2 : ASK_EXIT };
}

export const adapter: RuntimeAdapter = {
  ...base,
  canTransform: () => false,
  canVouch: () => false,
  render: renderAmp,
};
