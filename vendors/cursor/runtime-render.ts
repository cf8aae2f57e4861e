/**
 * Cursor's reply grammar G4 (hooks.md §4.2): a permission object at the tool gates, `continue` at prompt
 * submission, `additional_context` after the fact, `followup_message` at stop. Exit 0 always.
 */
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { CURSOR_GATES } from './runtime-data.js';

const SILENCE: Reply = { stdout: '', exit: 0 };
const DEFAULT_DENY = 'blocked by policy';
const DEFAULT_ASK = 'confirmation required by policy';
const NOTE_ASK = 'Cursor cannot ask for confirmation at {event}, so it is refused';
const NOTE_REWRITE = 'Cursor cannot rewrite the input at {event}, so it is refused';
const NOTE_NO_INPUT = 'no replacement input was supplied, so it is refused';
const NOTE_AFTER = 'seam policy flagged this after it ran';
/** tool classes whose calls reach a later gate that can ask (see docs/decisions/cursor.md) */
const DEFERS_ASK: ReadonlySet<string> = new Set(['shell', 'mcp']);

function reply(body: unknown): Reply {
  return { stdout: JSON.stringify(body), exit: 0 };
}

function withNote(reason: string | undefined, note: string | undefined, wire: string): string {
  const base = reason ?? DEFAULT_DENY;
  return note ? `${base} (${note.split('{event}').join(wire)})` : base;
}

/** The note a refusal carries when it stands in for a verb the gate cannot say; undefined = say it. */
function refusalNote(d: Decision, ask: boolean, rewrite: boolean): string | undefined {
  if (d.verb === 'transform') return rewrite ? NOTE_NO_INPUT : NOTE_REWRITE;
  if (d.verb === 'escalate') {
    // a degraded transform is refused even where the gate could ask: asking would offer the unmodified call
    if (d.degradedFrom === 'transform') return NOTE_REWRITE;
    return ask ? undefined : NOTE_ASK;
  }
  return undefined;
}

function isPass(d: Decision): boolean {
  return d.verb === 'allow' || d.verb === 'warn' || d.verb === 'vouch';
}

export function renderCursor(d: Decision, event: NormalizedEvent): Reply {
  const wire = event.wire;
  const gate = Object.prototype.hasOwnProperty.call(CURSOR_GATES, wire) ? CURSOR_GATES[wire] : undefined;
  if (!gate) return SILENCE;
  switch (gate.kind) {
    case 'permission': {
      // silence is a hook error at these gates (and a block under failClosed): allow is always spoken
      if (isPass(d)) return reply({ permission: 'allow' });
      if (d.verb === 'transform' && gate.rewrite && d.updatedInput) return reply({ permission: 'allow', updated_input: d.updatedInput });
      // preToolUse cannot ask, but a shell or MCP call also passes beforeShellExecution / beforeMCPExecution,
      // which can and which the generated config always wires for such rules: let that gate ask.
      if (d.verb === 'escalate' && d.degradedFrom === undefined && !gate.ask && DEFERS_ASK.has(event.toolClass ?? 'other')) return reply({ permission: 'allow' });
      const note = refusalNote(d, gate.ask, gate.rewrite);
      if (d.verb === 'escalate' && note === undefined) {
        const r = d.reason ?? DEFAULT_ASK;
        return reply({ permission: 'ask', user_message: r, agent_message: r });
      }
      const r = withNote(d.reason, note, wire);
      return reply({ permission: 'deny', user_message: r, agent_message: r });
    }
    case 'prompt':
      if (isPass(d)) return reply({ continue: true });
      return reply({ continue: false, user_message: withNote(d.reason, refusalNote(d, false, false), wire) });
    case 'observe':
      if (isPass(d)) return SILENCE;
      return reply({ additional_context: `${NOTE_AFTER}: ${d.reason ?? DEFAULT_DENY}` });
    case 'stop':
      // live 3.21.18: Cursor posts `followup_message` as the next turn, so the agent keeps working
      if (isPass(d)) return SILENCE;
      return reply({ followup_message: d.reason ?? DEFAULT_DENY });
    default:
      return SILENCE;
  }
}
