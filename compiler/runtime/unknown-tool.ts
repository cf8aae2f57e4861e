/**
 * A tool the adapter cannot class, whose input still carries a command (a vendor's new way to run one: Kilo's
 * background_process, a monitor, a task runner), is judged as a shell call: otherwise every rule on shell commands
 * lets it through (docs/matching.md, "Tools seamc does not know"). The guess only ever makes an answer stricter: a
 * vouch is answered as a plain allow (the client's own prompt stays), and a transform, which would rewrite a field
 * of a tool seamc does not know, is asked instead. Vendor-free.
 */
import type { Decision } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';

/** The event as a shell call when its tool is unclassed and it carries a command; the event itself otherwise. */
export function asShellGuess(event: NormalizedEvent): NormalizedEvent {
  if (event.toolClass !== 'other' || typeof event.command !== 'string' || event.command.trim() === '') return event;
  if (event.event !== 'pre_tool' && event.event !== 'post_tool') return event;
  return { ...event, toolClass: 'shell' };
}

/** The decision on a guessed shell call: nothing granted beyond what the client would do itself. */
export function guessedDecision(d: Decision, event: NormalizedEvent): Decision {
  const tool = event.tool ?? 'this tool';
  if (d.verb === 'vouch') return { verb: 'allow', ...(d.reason !== undefined ? { reason: d.reason } : {}), degradedFrom: 'vouch', ...(d.ruleId !== undefined ? { ruleId: d.ruleId } : {}) };
  if (d.verb === 'transform')
    return { verb: 'escalate', reason: `${d.reason ?? 'the command needs a rewrite'} (seamc does not rewrite the input of ${tool}, a tool it does not know)`, degradedFrom: 'transform', ...(d.ruleId !== undefined ? { ruleId: d.ruleId } : {}) };
  return d;
}
