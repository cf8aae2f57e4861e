/**
 * Identification (hooks.md §2.6, marker mode) and parsing for the hook_json family, driven by a record.
 */
import type { NormalizedEvent, ParsedEvent, ParsedToolClass } from '../../../compiler/contract/events.js';
import type { Json } from './fields.js';
import { decodeToolInput, hasAny, isObject, readChain } from './fields.js';
import { readPatch } from './patch.js';
import type { HookJsonRecord } from './record.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The wire name this vendor claims `p` under, and its canonical event; null = not ours. */
export function claim(r: HookJsonRecord, p: Json): { wire: string; event: ParsedEvent } | null {
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
  const own = hasAny(p, c.ownMarkers);
  if (!own && hasAny(p, c.rejectUnlessOwn)) return null;
  if (c.rejectUnless) for (const [k, needed] of Object.entries(c.rejectUnless)) if (k in p && !hasAny(p, needed)) return null;
  if (c.acceptMarkers && !hasAny(p, c.acceptMarkers)) {
    const all = c.acceptWhenAll && Object.prototype.hasOwnProperty.call(c.acceptWhenAll, wire) ? c.acceptWhenAll[wire] : undefined;
    if (!all || !all.every((k) => k in p)) return null;
  }
  const event = Object.prototype.hasOwnProperty.call(r.events, wire) ? r.events[wire] : undefined;
  if (event !== undefined) return { wire, event };
  return own && c.unlistedWithOwnMarker ? { wire, event: 'unknown' } : null;
}

export function toolClassOf(r: HookJsonRecord, tool: string): ParsedToolClass {
  const known = Object.prototype.hasOwnProperty.call(r.tools, tool) ? r.tools[tool] : undefined;
  if (known) return known;
  if (r.mcp && tool.startsWith(r.mcp.prefix)) return 'mcp';
  return 'other';
}

/** `mcp__server__tool` -> `server.tool` (the server part ends at the first separator). */
export function mcpToolName(r: HookJsonRecord, tool: string): string | undefined {
  if (!r.mcp || !tool.startsWith(r.mcp.prefix)) return undefined;
  const rest = tool.slice(r.mcp.prefix.length);
  const at = rest.indexOf(r.mcp.separator);
  if (at <= 0 || at + r.mcp.separator.length >= rest.length) return undefined;
  return `${rest.slice(0, at)}.${rest.slice(at + r.mcp.separator.length)}`;
}

/** Parse generously once claimed: every chain is read, string-encoded tool input decoded. */
export function parseWith(r: HookJsonRecord, payload: unknown): NormalizedEvent | null {
  if (!isObject(payload)) return null;
  const claimed = claim(r, payload);
  if (!claimed) return null;
  const f = r.fields;
  let toolInput: Json | undefined;
  for (const k of f.toolInput) {
    toolInput = decodeToolInput(payload[k]);
    if (toolInput) break;
  }
  const e: Mutable<NormalizedEvent> = { agent: r.agent, event: claimed.event, wire: claimed.wire, raw: payload };
  const tool = readChain(payload, toolInput, f.tool);
  if (tool !== undefined) {
    e.tool = tool;
    e.toolClass = toolClassOf(r, tool);
    const mcp = mcpToolName(r, tool);
    if (mcp !== undefined) e.mcpTool = mcp;
  }
  if (toolInput !== undefined) e.toolInput = toolInput;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, toolInput, chain);
    if (v !== undefined) e[key] = v;
  };
  put('command', f.command);
  put('path', f.path);
  if (!r.contentOnlyForWriteTools || e.toolClass === 'write' || e.toolClass === 'edit') put('content', f.content);
  if (e.tool !== undefined && r.patchTools?.includes(e.tool) && e.command !== undefined) {
    const patch = readPatch(e.command);
    if (patch) {
      // the contract carries one path: a patch touching several files is judged by its first (docs/decisions/codex_cli.md)
      e.path = patch.paths[0] as string;
      if (patch.content !== '') e.content = patch.content;
      e.toolClass = patch.addsOnly ? 'write' : 'edit';
    }
  }
  put('prompt', f.prompt);
  put('sessionId', f.sessionId);
  put('toolUseId', f.toolUseId);
  put('cwd', f.cwd);
  const output = readChain(payload, toolInput, f.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}
