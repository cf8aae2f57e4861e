/**
 * Cursor payload identification (shape-inferred, hooks.md §4.2) and parsing.
 */
import type { NormalizedEvent, ParsedEvent, ParsedToolClass } from '../../compiler/contract/events.js';
import type { Json } from '../_families/hook-json/fields.js';
import { decodeToolInput, isObject, readChain } from '../_families/hook-json/fields.js';
import { foreignOf } from '../_families/recognize.js';
import { CURSOR_EVENTS, CURSOR_FIELDS, CURSOR_FOREIGN, CURSOR_MCP_PREFIXES, CURSOR_TOOLS, CURSOR_WIRE_CLASS } from './runtime-data.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The wire event of a payload that carries no name, inferred from its shape. */
function inferWire(p: Json): string | undefined {
  if (typeof p['command'] === 'string' && ('sandbox' in p || 'cwd' in p) && !('tool_input' in p)) return 'beforeShellExecution';
  if (typeof p['file_path'] === 'string' && Array.isArray(p['edits']) && !('tool_name' in p)) return 'afterFileEdit';
  return undefined;
}

/** Positive evidence of another client that also runs `.cursor/hooks.json` hooks. */
export function foreignCursor(p: unknown): string | undefined {
  return foreignOf(CURSOR_FOREIGN, p);
}

/** Cursor's claim: the wire name and canonical event, or null when the payload is another client's or names no event. */
export function claimCursor(p: Json): { wire: string; event: ParsedEvent } | null {
  if (foreignCursor(p) !== undefined) return null;
  const named = p['hook_event_name'];
  if (typeof named === 'string' && named !== '') return { wire: named, event: own(CURSOR_EVENTS, named) ?? 'unknown' };
  const wire = inferWire(p);
  if (wire === undefined) return null;
  return { wire, event: own(CURSOR_EVENTS, wire) ?? 'unknown' };
}

export function cursorToolClass(wire: string, tool: string | undefined): ParsedToolClass | undefined {
  const byWire = own(CURSOR_WIRE_CLASS, wire);
  if (byWire) return byWire;
  if (tool === undefined) return undefined;
  const byName = own(CURSOR_TOOLS, tool);
  if (byName) return byName;
  return CURSOR_MCP_PREFIXES.some((prefix) => tool.startsWith(prefix)) ? 'mcp' : 'other';
}

export function parseCursor(payload: unknown): NormalizedEvent | null {
  if (!isObject(payload)) return null;
  const claimed = claimCursor(payload);
  if (!claimed) return null;
  const { wire } = claimed;
  const toolInput = decodeToolInput(payload['tool_input']);
  const e: Mutable<NormalizedEvent> = { agent: 'cursor', event: claimed.event, wire, raw: payload };
  const tool = readChain(payload, toolInput, CURSOR_FIELDS.tool) ?? (own(CURSOR_WIRE_CLASS, wire) ? wire : undefined);
  const cls = cursorToolClass(wire, tool);
  if (tool !== undefined) e.tool = tool;
  if (cls !== undefined) e.toolClass = cls;
  if (toolInput !== undefined) e.toolInput = toolInput;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'url' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, toolInput, chain);
    if (v !== undefined) e[key] = v;
  };
  // at the MCP gates, top-level `command` is the MCP server's launch command, not a shell command
  if (cls !== 'mcp') put('command', CURSOR_FIELDS.command);
  put('path', CURSOR_FIELDS.path);
  if (cls === 'write' || cls === 'edit') put('content', CURSOR_FIELDS.content);
  put('prompt', CURSOR_FIELDS.prompt);
  if (cls === 'web') put('url', CURSOR_FIELDS.url);
  // the MCP tool's own name: bare at beforeMCPExecution, prefixed at preToolUse; no payload names the server
  if (cls === 'mcp' && tool !== undefined) e.mcpName = CURSOR_MCP_PREFIXES.reduce((t, p) => (t.startsWith(p) ? t.slice(p.length) : t), tool);
  put('sessionId', CURSOR_FIELDS.sessionId);
  put('toolUseId', CURSOR_FIELDS.toolUseId);
  put('cwd', CURSOR_FIELDS.cwd);
  const output = readChain(payload, toolInput, CURSOR_FIELDS.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}
