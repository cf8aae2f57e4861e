/**
 * Antigravity's hook runtime adapter (family F5: event inferred from shape, G1 flat-decision replies). Kept in the
 * vendor folder: no other vendor infers these shapes. Stop speaks its own words: `stop` lets the agent end, `continue`
 * (with a reason) sends it back to work; PostToolUse answers `{}` (hooks.md §4.9).
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { isObject, readChain } from '../_families/hook-json/fields.js';
import { ANTIGRAVITY_EVENTS, ANTIGRAVITY_FIELDS, ANTIGRAVITY_MCP_PREFIX, ANTIGRAVITY_TOOLS } from './runtime-data.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const NOTE_ASK = 'Antigravity cannot ask for confirmation at {event}, so it is refused';
const NOTE_REWRITE = 'Antigravity cannot rewrite the input at {event}, so it is refused';

/** hooks.md §4.9 shape table; ties go to PreToolUse so the gate stays a gate */
function inferWire(p: Record<string, unknown>): string | undefined {
  if ('terminationReason' in p || 'fullyIdle' in p) return 'Stop';
  if (isObject(p['toolCall'])) return 'error' in p ? 'PostToolUse' : 'PreToolUse';
  if ('invocationNum' in p || 'initialNumSteps' in p) return 'PreInvocation';
  return undefined;
}

export function parseAntigravity(payload: unknown): NormalizedEvent | null {
  if (!isObject(payload) || typeof payload['conversationId'] !== 'string' || !Array.isArray(payload['workspacePaths'])) return null;
  const wire = inferWire(payload);
  if (wire === undefined) return null;
  const e: Mutable<NormalizedEvent> = { agent: 'antigravity', event: ANTIGRAVITY_EVENTS[wire] ?? 'unknown', wire, raw: payload };
  const call = payload['toolCall'];
  const args = isObject(call) && isObject(call['args']) ? call['args'] : undefined;
  const tool = readChain(payload, args, ANTIGRAVITY_FIELDS.tool);
  if (tool !== undefined) {
    e.tool = tool;
    const known = Object.prototype.hasOwnProperty.call(ANTIGRAVITY_TOOLS, tool) ? ANTIGRAVITY_TOOLS[tool] : undefined;
    e.toolClass = known ?? (tool.startsWith(ANTIGRAVITY_MCP_PREFIX) ? 'mcp' : 'other');
  }
  if (args !== undefined) e.toolInput = args;
  const put = (key: 'command' | 'path' | 'content' | 'sessionId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, args, chain);
    if (v !== undefined) e[key] = v;
  };
  put('command', ANTIGRAVITY_FIELDS.command);
  put('path', ANTIGRAVITY_FIELDS.path);
  if (e.toolClass === 'write' || e.toolClass === 'edit') put('content', ANTIGRAVITY_FIELDS.content);
  put('sessionId', ANTIGRAVITY_FIELDS.sessionId);
  put('cwd', ANTIGRAVITY_FIELDS.cwd);
  const step = readChain(payload, args, ANTIGRAVITY_FIELDS.toolUseId, 'stringify');
  if (step !== undefined) e.toolUseId = step;
  const output = readChain(payload, args, ANTIGRAVITY_FIELDS.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}

function reply(body: unknown): Reply {
  return { stdout: JSON.stringify(body), exit: 0 };
}

function refusal(d: Decision, wire: string, canAsk: boolean): string {
  const base = d.reason ?? 'blocked by policy';
  const note = d.verb === 'transform' || d.degradedFrom === 'transform' ? NOTE_REWRITE : d.verb === 'escalate' && !canAsk ? NOTE_ASK : undefined;
  return note ? `${base} (${note.split('{event}').join(wire)})` : base;
}

export function renderAntigravity(d: Decision, event: NormalizedEvent): Reply {
  const pass = d.verb === 'allow' || d.verb === 'warn' || d.verb === 'vouch';
  switch (event.wire) {
    case 'PreToolUse':
      // bare allow unverified (hooks.md §1.6): the allow word is spoken, as agentseam does
      if (pass) return reply({ decision: 'allow' });
      if (d.verb === 'escalate' && d.degradedFrom !== 'transform') return reply({ decision: 'ask', reason: d.reason ?? 'confirmation required by policy' });
      return reply({ decision: 'deny', reason: refusal(d, event.wire, true) });
    case 'Stop':
      if (pass) return reply({ decision: 'stop' });
      return reply({ decision: 'continue', reason: refusal(d, event.wire, false) });
    case 'PostToolUse':
      return reply({});
    default:
      return { stdout: '', exit: 0 };
  }
}

export const adapter: RuntimeAdapter = {
  agent: 'antigravity',
  events: ANTIGRAVITY_EVENTS,
  parse: parseAntigravity,
  // only Antigravity reads its hooks file: no other client's payload reaches this runtime
  foreign: () => undefined,
  // permissionOverrides widens permissions; nothing changes a call's arguments (hooks.md §4.9)
  canTransform: () => false,
  canVouch: () => false,
  render: renderAntigravity,
};
