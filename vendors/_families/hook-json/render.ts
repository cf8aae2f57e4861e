/**
 * Rendering for the hook_json family (hooks.md §2.4, G1/G2 restated). Input: a stage-1 degraded decision.
 * Every reply exits 0; a bare allow is silence unless the record has an allow word.
 */
import type { Decision, Reply } from '../../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../../compiler/contract/events.js';
import { isObject } from './fields.js';
import type { HookJsonGate, HookJsonRecord } from './record.js';

const SILENCE: Reply = { stdout: '', exit: 0 };

function reply(body: unknown): Reply {
  return { stdout: JSON.stringify(body), exit: 0 };
}

function fill(note: string, wire: string): string {
  return note.split('{event}').join(wire);
}

/** reason (or the default) with ` (note)` appended when a note applies */
function refusal(reason: string | undefined, fallback: string, note: string | undefined, wire: string): string {
  const base = reason ?? fallback;
  return note ? `${base} (${fill(note, wire)})` : base;
}

export function gateOf(r: HookJsonRecord, wire: string): HookJsonGate | undefined {
  return Object.prototype.hasOwnProperty.call(r.verdicts.gates, wire) ? r.verdicts.gates[wire] : undefined;
}

/** What a verb becomes at a gate: the spoken word, or a refusal with the note that explains why. */
function refusalNote(r: HookJsonRecord, gate: HookJsonGate, d: Decision): string | undefined {
  const n = r.verdicts.notes;
  if (d.verb === 'transform') return gate.transform ? n.transformMissingInput : n.transform;
  if (d.verb === 'escalate') {
    if (d.degradedFrom === 'transform') return gate.escalate && !n.escalateFromTransform ? undefined : (n.escalateFromTransform ?? n.transform);
    return gate.escalate && r.verdicts.words.escalate ? undefined : n.escalate;
  }
  return undefined;
}

function renderG2(r: HookJsonRecord, d: Decision, wire: string, gate: HookJsonGate): Reply {
  const w = r.verdicts.words;
  const out = (word: string, reason: string | undefined, updatedInput?: Record<string, unknown>): Reply =>
    reply({
      hookSpecificOutput: {
        hookEventName: wire,
        permissionDecision: word,
        ...(reason !== undefined ? { permissionDecisionReason: reason } : {}),
        ...(updatedInput !== undefined ? { updatedInput } : {}),
      },
    });
  switch (d.verb) {
    case 'allow':
    case 'warn':
      return w.allow ? out(w.allow, undefined) : SILENCE;
    case 'vouch':
      if (gate.vouch && w.vouch) return out(w.vouch, d.reason);
      return w.allow ? out(w.allow, undefined) : SILENCE;
    case 'transform':
      if (gate.transform && d.updatedInput) return out(w.transform, gate.transformWithoutReason ? undefined : d.reason, d.updatedInput);
      break;
    case 'escalate':
      if (refusalNote(r, gate, d) === undefined && w.escalate) return out(w.escalate, d.reason ?? r.verdicts.reasonDefaults.escalate);
      break;
    default:
      break;
  }
  return out(w.deny, refusal(d.reason, r.verdicts.reasonDefaults.deny, refusalNote(r, gate, d), wire));
}

function renderG1(r: HookJsonRecord, d: Decision, wire: string, gate: HookJsonGate): Reply {
  const w = r.verdicts.words;
  switch (d.verb) {
    case 'allow':
    case 'warn':
    case 'vouch':
      return w.allow ? reply({ decision: w.allow }) : SILENCE;
    case 'transform':
      if (gate.transformAsHookSpecific && gate.transform && d.updatedInput)
        return reply({ hookSpecificOutput: { hookEventName: wire, updatedInput: d.updatedInput } });
      // otherwise G1 carries no input rewrite: refused with a note
      break;
    case 'escalate':
      if (refusalNote(r, gate, d) === undefined && w.escalate) {
        return reply({ decision: w.escalate, reason: d.reason ?? r.verdicts.reasonDefaults.escalate });
      }
      break;
    default:
      break;
  }
  const note = d.verb === 'transform' ? (gate.transform ? r.verdicts.notes.transformMissingInput : r.verdicts.notes.transform) : refusalNote(r, gate, d);
  return reply({ decision: w.block, reason: refusal(d.reason, r.verdicts.reasonDefaults.deny, note, wire) });
}

export function renderWith(r: HookJsonRecord, d: Decision, event: NormalizedEvent): Reply {
  const gate = gateOf(r, event.wire);
  if (!gate) return SILENCE; // observation-only event: nothing a verdict could change
  const guard = r.verdicts.refireGuard;
  if (guard && guard.gates.includes(event.wire) && isObject(event.raw) && event.raw[guard.key] === true) return SILENCE;
  return gate.grammar === 'G2' ? renderG2(r, d, event.wire, gate) : renderG1(r, d, event.wire, gate);
}
