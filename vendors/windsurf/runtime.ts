/**
 * Windsurf's hook runtime adapter (family F4, grammar G5: exit code only). Kept in the vendor folder: no other vendor
 * speaks this dialect (Devin CLI uses hook_json). A block is exit 2 with the reason as plain text on both stdout
 * and stderr: which stream Cascade shows is unverified (hooks.md §4.6); see docs/decisions/windsurf.md.
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hasAny, isObject, readChain } from '../_families/hook-json/fields.js';
import { WINDSURF_CLASS, WINDSURF_EVENTS, WINDSURF_FIELDS, WINDSURF_GATES } from './runtime-data.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const SILENCE: Reply = { stdout: '', exit: 0 };
const NOTE_ASK = 'Windsurf cannot ask for confirmation at {event}, so it is refused';
const NOTE_REWRITE = 'Windsurf cannot rewrite the input at {event}, so it is refused';

function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** pre_write_code / post_write_code: every edit with an empty old_string creates text (write); otherwise edit. */
function writeClass(p: Record<string, unknown>): 'write' | 'edit' {
  const info = p['tool_info'];
  const edits = isObject(info) ? info['edits'] : undefined;
  if (!Array.isArray(edits) || edits.length === 0) return 'write';
  return edits.every((e) => isObject(e) && (e['old_string'] === undefined || e['old_string'] === '')) ? 'write' : 'edit';
}

export function parseWindsurf(payload: unknown): NormalizedEvent | null {
  if (!isObject(payload) || !isObject(payload['tool_info']) || !hasAny(payload, ['trajectory_id'])) return null;
  const wire = readChain(payload, undefined, WINDSURF_FIELDS.eventKey);
  if (wire === undefined) return null;
  const event = own(WINDSURF_EVENTS, wire) ?? 'unknown';
  const e: Mutable<NormalizedEvent> = { agent: 'windsurf', event, wire, raw: payload };
  let cls = own(WINDSURF_CLASS, wire);
  if (cls === 'write') cls = writeClass(payload);
  if (cls !== undefined) {
    e.toolClass = cls;
    e.tool = wire.replace(/^(pre|post)_/, '');
  }
  const info = payload['tool_info'] as Record<string, unknown>;
  e.toolInput = info;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, undefined, chain);
    if (v !== undefined) e[key] = v;
  };
  if (cls === 'shell') put('command', WINDSURF_FIELDS.command);
  put('path', WINDSURF_FIELDS.path);
  if (cls === 'write' || cls === 'edit') put('content', WINDSURF_FIELDS.content);
  put('prompt', WINDSURF_FIELDS.prompt);
  put('sessionId', WINDSURF_FIELDS.sessionId);
  put('toolUseId', WINDSURF_FIELDS.toolUseId);
  put('cwd', WINDSURF_FIELDS.cwd);
  if (cls === 'mcp') {
    const server = readChain(payload, undefined, WINDSURF_FIELDS.mcpServer);
    const tool = readChain(payload, undefined, WINDSURF_FIELDS.mcpTool);
    if (server !== undefined) e.mcpServer = server;
    if (tool !== undefined) e.mcpName = tool;
    if (server !== undefined && tool !== undefined) {
      e.mcpTool = `${server}.${tool}`;
      e.tool = `${server}/${tool}`;
    }
  }
  const output = readChain(payload, undefined, WINDSURF_FIELDS.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}

export function renderWindsurf(d: Decision, event: NormalizedEvent): Reply {
  const pass = d.verb === 'allow' || d.verb === 'warn' || d.verb === 'vouch';
  if (pass) return SILENCE;
  const reason = d.reason ?? 'blocked by policy';
  if (!WINDSURF_GATES.includes(event.wire)) {
    // post hooks cannot block: the note is shown (show_output) and the action stands
    return event.event === 'post_tool' ? { stdout: `seam policy flagged this after it ran: ${reason}\n`, exit: 0 } : SILENCE;
  }
  const note = d.verb === 'transform' || d.degradedFrom === 'transform' ? NOTE_REWRITE : d.verb === 'escalate' ? NOTE_ASK : undefined;
  const text = `${note ? `${reason} (${note.split('{event}').join(event.wire)})` : reason}\n`;
  return { stdout: text, stderr: text, exit: 2 };
}

export const adapter: RuntimeAdapter = {
  agent: 'windsurf',
  events: WINDSURF_EVENTS,
  parse: parseWindsurf,
  // only Windsurf reads .windsurf/hooks.json: no other client's payload reaches this runtime
  foreign: () => undefined,
  canTransform: () => false,
  canVouch: () => false,
  render: renderWindsurf,
};
