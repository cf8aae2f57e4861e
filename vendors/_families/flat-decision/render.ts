/**
 * Rendering for the flat_decision family (hooks.md §2.4 step 5, G1 only, restated). Input: a stage-1
 * degraded decision. Every reply exits 0 with one JSON object (or silence); the refusal word and the
 * allow word come from the record, per gate where it says so.
 */
import type { Decision, Reply } from '../../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../../compiler/contract/events.js';
import type { FlatDecisionGate, FlatDecisionRecord } from './record.js';
import { refireCapped } from '../refire.js';

const SILENCE: Reply = { stdout: '', exit: 0 };

function reply(body: unknown): Reply {
  return { stdout: JSON.stringify(body), exit: 0 };
}

function own<T>(map: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return map !== undefined && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

function fill(note: string, wire: string): string {
  return note.split('{event}').join(wire);
}

export function gateOf(r: FlatDecisionRecord, wire: string): FlatDecisionGate | undefined {
  return own(r.verdicts.gates, wire);
}

/** can this gate carry a rewrite at all (the record names a grammar and the gate honours it) */
export function gateTransforms(r: FlatDecisionRecord, wire: string): boolean {
  return r.verdicts.transformGrammar !== undefined && gateOf(r, wire)?.transform === true;
}

function allowWord(r: FlatDecisionRecord, wire: string): string | undefined {
  const v = r.verdicts;
  if (v.bareAllow === 'silent' || v.allowSilentEvents?.includes(wire)) return undefined;
  return own(v.wordsAt, wire)?.allow ?? v.words.allow;
}

function denyWord(r: FlatDecisionRecord, wire: string): string {
  return own(r.verdicts.wordsAt, wire)?.deny ?? r.verdicts.words.deny;
}

function allowReply(r: FlatDecisionRecord, d: Decision, wire: string): Reply {
  const word = allowWord(r, wire);
  if (word === undefined) return SILENCE;
  const key = r.verdicts.allowContextKey;
  if (key !== undefined && d.degradedFrom === 'warn' && d.reason !== undefined) return reply({ decision: word, [key]: d.reason });
  return reply({ decision: word });
}

/** The note a refusal carries, or undefined when the verb is spoken as itself. */
function refusalNote(r: FlatDecisionRecord, gate: FlatDecisionGate, d: Decision, wire: string): string | undefined {
  const n = r.verdicts.notes;
  if (d.verb === 'transform') return gateTransforms(r, wire) ? n.transformMissingInput : n.transform;
  if (d.verb === 'escalate') {
    const canAsk = gate.escalate && r.verdicts.words.escalate !== undefined;
    if (d.degradedFrom === 'transform') return canAsk && !n.escalateFromTransform ? undefined : (n.escalateFromTransform ?? n.transform);
    return canAsk ? undefined : n.escalate;
  }
  return undefined;
}

function transformReply(r: FlatDecisionRecord, d: Decision, input: Record<string, unknown>): Reply | undefined {
  switch (r.verdicts.transformGrammar) {
    case 'hook_specific_tool_input':
      return reply({ hookSpecificOutput: { tool_input: input } });
    case 'top_level_updated_input': {
      const word = r.verdicts.words.allow;
      if (word === undefined) return undefined;
      return reply({ decision: word, updatedInput: input, ...(d.reason !== undefined ? { reason: d.reason } : {}) });
    }
    default:
      return undefined;
  }
}

export function renderWith(r: FlatDecisionRecord, d: Decision, event: NormalizedEvent): Reply {
  const wire = event.wire;
  const gate = gateOf(r, wire);
  if (!gate) return SILENCE; // observation-only event: nothing a verdict could change
  const v = r.verdicts;
  const refuses = d.verb === 'deny' || d.verb === 'escalate' || d.verb === 'transform';
  if (refireCapped(v.refireGuard, r.agent, wire, event.raw, event.sessionId, refuses)) return SILENCE;
  switch (d.verb) {
    case 'allow':
    case 'warn':
      return allowReply(r, d, wire);
    case 'vouch':
      if (gate.vouch && v.words.vouch !== undefined) return reply({ decision: v.words.vouch, ...(d.reason !== undefined ? { reason: d.reason } : {}) });
      return allowReply(r, d, wire);
    case 'transform':
      if (gateTransforms(r, wire) && d.updatedInput !== undefined) {
        const out = transformReply(r, d, d.updatedInput);
        if (out) return out;
      }
      break;
    case 'escalate':
      if (refusalNote(r, gate, d, wire) === undefined && v.words.escalate !== undefined) {
        return reply({ decision: v.words.escalate, reason: d.reason ?? v.reasonDefaults.escalate });
      }
      break;
    default:
      break;
  }
  const base = d.reason ?? own(v.gateReasonDefaults, wire) ?? v.reasonDefaults.deny;
  const note = refusalNote(r, gate, d, wire);
  return reply({ decision: denyWord(r, wire), reason: note ? `${base} (${fill(note, wire)})` : base });
}
