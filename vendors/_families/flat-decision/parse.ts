/**
 * Identification (hooks.md §2.6, marker mode) and parsing for the flat_decision family, driven by a record.
 * Parse generously (every chain, string-encoded tool input), claim narrowly (markers), and let the hook
 * command's own `--agent <id>` waive the markers where the record allows it.
 */
import type { NormalizedEvent, ParsedEvent, ParsedToolClass } from '../../../compiler/contract/events.js';
import type { Json } from '../hook-json/fields.js';
import { decodeToolInput, hasAny, isObject, readChain } from '../hook-json/fields.js';
import type { FlatDecisionRecord } from './record.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The `--agent` value this process was started with (the hook command seamc writes), if any. */
export function namedAgent(argv: readonly string[] = typeof process === 'object' && Array.isArray(process.argv) ? process.argv : []): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--agent') return argv[i + 1];
    if (a.startsWith('--agent=')) return a.slice('--agent='.length);
  }
  return undefined;
}

function hasAll(p: Json, keys: readonly string[] | undefined): boolean {
  if (!keys) return true;
  for (const k of keys) if (!Object.prototype.hasOwnProperty.call(p, k)) return false;
  return true;
}

/** The wire name this vendor claims `p` under, and its canonical event; null = not ours. */
export function claim(r: FlatDecisionRecord, p: Json, named: boolean = namedAgent() === r.agent): { wire: string; event: ParsedEvent } | null {
  const c = r.claims;
  let wire: string | undefined;
  for (const k of c.eventKey) {
    const v = p[k];
    if (typeof v === 'string' && v !== '') {
      wire = v;
      break;
    }
  }
  if (wire === undefined) return null;
  if (c.clientTypes) {
    const ct = p['client_type'];
    const ok = ct === undefined || ct === null ? c.clientTypes.includes(null) : typeof ct === 'string' && c.clientTypes.includes(ct);
    if (!ok) return null;
  }
  if (hasAny(p, c.rejectMarkers)) return null;
  const relaxed = named && c.namedRelaxes;
  if (!relaxed) {
    if (hasAny(p, c.rejectUnlessNamed)) return null;
    if (c.acceptMarkers && c.acceptMarkers.length > 0 && !hasAny(p, c.acceptMarkers)) return null;
    if (!hasAll(p, c.requireAll)) return null;
    if (c.sharedNames?.includes(wire)) return null;
  }
  const event = Object.prototype.hasOwnProperty.call(r.events, wire) ? r.events[wire] : undefined;
  if (event !== undefined) return { wire, event };
  return c.unlistedAsUnknown ? { wire, event: 'unknown' } : null;
}

function mcpOf(r: FlatDecisionRecord, p: Json, toolInput: Json | undefined, tool: string | undefined): string | null | undefined {
  const m = r.mcp;
  if (!m) return undefined;
  if (tool !== undefined && m.prefix !== undefined && m.separator !== undefined && tool.startsWith(m.prefix)) {
    const rest = tool.slice(m.prefix.length);
    const at = rest.indexOf(m.separator);
    if (at > 0 && at + m.separator.length < rest.length) return `${rest.slice(0, at)}.${rest.slice(at + m.separator.length)}`;
    return null; // MCP by prefix, but the parts cannot be told apart
  }
  if (m.serverChain && m.toolChain) {
    const server = readChain(p, toolInput, m.serverChain);
    const name = readChain(p, toolInput, m.toolChain);
    if (server !== undefined && name !== undefined) return `${server}.${name}`;
    if (server !== undefined) return null;
  }
  return undefined;
}

export function toolClassOf(r: FlatDecisionRecord, tool: string, isMcp: boolean): ParsedToolClass {
  const known = Object.prototype.hasOwnProperty.call(r.tools, tool) ? r.tools[tool] : undefined;
  if (known) return known;
  return isMcp ? 'mcp' : 'other';
}

/** Parse once claimed: every chain is read, string-encoded tool input decoded. */
export function parseWith(r: FlatDecisionRecord, payload: unknown, named?: boolean): NormalizedEvent | null {
  if (!isObject(payload)) return null;
  const claimed = named === undefined ? claim(r, payload) : claim(r, payload, named);
  if (!claimed) return null;
  const f = r.fields;
  let toolInput: Json | undefined;
  for (const k of f.toolInput) {
    toolInput = decodeToolInput(payload[k]);
    if (toolInput) break;
  }
  const e: Mutable<NormalizedEvent> = { agent: r.agent, event: claimed.event, wire: claimed.wire, raw: payload };
  const tool = readChain(payload, toolInput, f.tool);
  const mcp = mcpOf(r, payload, toolInput, tool);
  if (tool !== undefined) {
    e.tool = tool;
    e.toolClass = toolClassOf(r, tool, mcp !== undefined);
    if (typeof mcp === 'string') e.mcpTool = mcp;
  }
  if (toolInput !== undefined) e.toolInput = toolInput;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, toolInput, chain);
    if (v !== undefined) e[key] = v;
  };
  if (!r.commandOnlyForShellTools || e.toolClass === 'shell') put('command', f.command);
  put('path', f.path);
  if (!r.contentOnlyForWriteTools || e.toolClass === 'write' || e.toolClass === 'edit') put('content', f.content);
  put('prompt', f.prompt);
  put('sessionId', f.sessionId);
  put('toolUseId', f.toolUseId);
  put('cwd', f.cwd);
  const output = readChain(payload, toolInput, f.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}
