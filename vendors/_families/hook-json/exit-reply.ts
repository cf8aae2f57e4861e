/**
 * The reply of the hook_json dialects that read no JSON verdict and block by exit code (Reasonix, Augment at
 * PreToolUse): a refusal is exit 2 with the reason on stderr and stdout, an ask or a rewrite refused with the
 * record's note on why; allow, warn and vouch are silence. Which events gate is the vendor's own record.
 */
import type { Decision, Reply } from '../../../compiler/contract/decisions.js';
import type { HookJsonRecord } from './record.js';

const SILENCE: Reply = { stdout: '', exit: 0 };

/** The exit-code reply to `d` at the gate `wire`. */
export function exitCodeReply(record: HookJsonRecord, d: Decision, wire: string): Reply {
  if (d.verb === 'allow' || d.verb === 'warn' || d.verb === 'vouch') return SILENCE;
  const notes = record.verdicts.notes;
  const note = d.verb === 'transform' || d.degradedFrom === 'transform' ? notes.transform : d.verb === 'escalate' ? notes.escalate : undefined;
  const reason = d.reason ?? record.verdicts.reasonDefaults.deny;
  const text = `${note ? `${reason} (${note.split('{event}').join(wire)})` : reason}\n`;
  return { stdout: text, stderr: text, exit: 2 };
}
