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
import { REASONIX_GATES, reasonixRecord } from './runtime-data.js';

const SILENCE: Reply = { stdout: '', exit: 0 };
const base = hookJsonAdapter(reasonixRecord);

export function renderReasonix(d: Decision, event: NormalizedEvent): Reply {
  if (d.verb === 'allow' || d.verb === 'warn' || d.verb === 'vouch') return SILENCE;
  if (!REASONIX_GATES.includes(event.wire)) return SILENCE;
  const notes = reasonixRecord.verdicts.notes;
  const note = d.verb === 'transform' || d.degradedFrom === 'transform' ? notes.transform : d.verb === 'escalate' ? notes.escalate : undefined;
  const reason = d.reason ?? reasonixRecord.verdicts.reasonDefaults.deny;
  const text = `${note ? `${reason} (${note.split('{event}').join(event.wire)})` : reason}\n`;
  return { stdout: text, stderr: text, exit: 2 };
}

export const adapter: RuntimeAdapter = {
  ...base,
  canTransform: () => false,
  canVouch: () => false,
  render: renderReasonix,
};
