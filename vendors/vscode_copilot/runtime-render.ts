/**
 * GitHub Copilot replies (hooks.md §4.5 "4 reply shapes", corrected by verified/copilot.md §3, §5). Exit 0 always;
 * a bare allow is silence (verified P1). Shapes per wire: runtime-data.ts COPILOT_SHAPES.
 */
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { COPILOT_SHAPES } from './runtime-data.js';

const SILENCE: Reply = { stdout: '', exit: 0 };
const DEFAULT_DENY = 'blocked by policy';
const DEFAULT_ASK = 'confirmation required by policy';
const NOTE_ASK = 'GitHub Copilot cannot ask for confirmation at {event}, so it is refused';
const NOTE_REWRITE = 'GitHub Copilot cannot rewrite the input at {event}, so it is refused';
const NOTE_NO_INPUT = 'no replacement input was supplied, so it is refused';
const NOTE_AFTER = 'seam policy flagged this after it ran';

function reply(body: unknown): Reply {
  return { stdout: JSON.stringify(body), exit: 0 };
}

function refusal(d: Decision, wire: string, gate: boolean): string {
  const base = d.reason ?? DEFAULT_DENY;
  let note: string | undefined;
  if (d.verb === 'transform') note = gate ? NOTE_NO_INPUT : NOTE_REWRITE;
  else if (d.verb === 'escalate') note = d.degradedFrom === 'transform' ? NOTE_REWRITE : gate ? undefined : NOTE_ASK;
  return note ? `${base} (${note.split('{event}').join(wire)})` : base;
}

const pass = (d: Decision): boolean => d.verb === 'allow' || d.verb === 'warn' || d.verb === 'vouch';

/** The pre-tool gate: which reply a verdict becomes, independent of spelling. */
function gateVerdict(d: Decision, wire: string): { word: 'allow' | 'deny' | 'ask'; reason?: string; input?: Record<string, unknown> } | undefined {
  if (d.verb === 'allow' || d.verb === 'warn') return undefined;
  // verified P9: an explicit allow skips the approval prompt
  if (d.verb === 'vouch') return d.reason !== undefined ? { word: 'allow', reason: d.reason } : { word: 'allow' };
  if (d.verb === 'transform' && d.updatedInput) return { word: 'allow', input: d.updatedInput, ...(d.reason !== undefined ? { reason: d.reason } : {}) };
  if (d.verb === 'escalate' && d.degradedFrom !== 'transform') return { word: 'ask', reason: d.reason ?? DEFAULT_ASK };
  return { word: 'deny', reason: refusal(d, wire, true) };
}

export function renderCopilot(d: Decision, event: NormalizedEvent): Reply {
  const wire = event.wire;
  const shape = Object.prototype.hasOwnProperty.call(COPILOT_SHAPES, wire) ? COPILOT_SHAPES[wire] : undefined;
  switch (shape) {
    case 'gate-hso': {
      const v = gateVerdict(d, wire);
      if (!v) return SILENCE;
      return reply({
        hookSpecificOutput: {
          hookEventName: wire,
          permissionDecision: v.word,
          ...(v.reason !== undefined ? { permissionDecisionReason: v.reason } : {}),
          ...(v.input !== undefined ? { updatedInput: v.input } : {}),
        },
      });
    }
    case 'gate-flat': {
      // verified P2, P6, P7: top-level permissionDecision; the CLI's rewrite key is modifiedArgs
      const v = gateVerdict(d, wire);
      if (!v) return SILENCE;
      return reply({
        permissionDecision: v.word,
        ...(v.reason !== undefined ? { permissionDecisionReason: v.reason } : {}),
        ...(v.input !== undefined ? { modifiedArgs: v.input } : {}),
      });
    }
    case 'decision':
      return pass(d) ? SILENCE : reply({ decision: 'block', reason: refusal(d, wire, false) });
    case 'after-flat':
      return pass(d) ? SILENCE : reply({ decision: 'block', reason: `${NOTE_AFTER}: ${d.reason ?? DEFAULT_DENY}` });
    case 'after-context':
      // verified E5: the CLI appends additionalContext to the tool result the model sees
      return pass(d) ? SILENCE : reply({ additionalContext: `${NOTE_AFTER}: ${d.reason ?? DEFAULT_DENY}` });
    case 'stop-nested': {
      // VS Code reads the nested block, the CLI's snake path the top level; both together were honoured live (hooks.md §4.5)
      if (pass(d)) return SILENCE;
      const reason = refusal(d, wire, false);
      return reply({ decision: 'block', reason, hookSpecificOutput: { hookEventName: wire, decision: 'block', reason } });
    }
    case 'stop-flat':
      return pass(d) ? SILENCE : reply({ decision: 'block', reason: refusal(d, wire, false) });
    default:
      return SILENCE;
  }
}
