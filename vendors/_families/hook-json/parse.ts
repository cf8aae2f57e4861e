/**
 * Identification (hooks.md §2.6, marker mode) and parsing for the hook_json family, driven by a record.
 */
import type { NormalizedEvent, ParsedEvent, ParsedToolClass } from '../../../compiler/contract/events.js';
import type { Json } from './fields.js';
import { decodeToolInput, isObject, readChain, shellCwd } from './fields.js';
import { readPatch } from './patch.js';
import type { HookJsonRecord } from './record.js';
import { foreignOf, wireOf } from '../recognize.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The wire name this vendor claims `p` under, and its canonical event; null = another client's, or no event named. */
export function claim(r: HookJsonRecord, p: Json): { wire: string; event: ParsedEvent } | null {
  if (foreignOf(r.claims.foreign, p) !== undefined) return null;
  const wire = wireOf(p, r.claims.eventKey);
  if (wire === undefined) return null;
  const event = Object.prototype.hasOwnProperty.call(r.events, wire) ? r.events[wire] : undefined;
  return { wire, event: event ?? 'unknown' };
}

export function toolClassOf(r: HookJsonRecord, tool: string): ParsedToolClass {
  const known = Object.prototype.hasOwnProperty.call(r.tools, tool) ? r.tools[tool] : undefined;
  if (known) return known;
  if (r.mcp && tool.startsWith(r.mcp.prefix)) return 'mcp';
  return 'other';
}

/** `mcp__server__tool` -> server and tool (the server part ends at the first separator). */
export function mcpParts(r: HookJsonRecord, tool: string): { server: string; name: string } | undefined {
  if (!r.mcp || !tool.startsWith(r.mcp.prefix)) return undefined;
  const rest = tool.slice(r.mcp.prefix.length);
  const at = rest.indexOf(r.mcp.separator);
  if (at <= 0 || at + r.mcp.separator.length >= rest.length) return undefined;
  return { server: rest.slice(0, at), name: rest.slice(at + r.mcp.separator.length) };
}

/** Server and tool of an MCP call: a server the payload names outright wins; the tool is what follows it in the name. */
function mcpNames(r: HookJsonRecord, payload: Json, tool: string): { server: string; name: string } | undefined {
  const split = mcpParts(r, tool);
  const named = r.mcp?.serverChain ? readChain(payload, undefined, r.mcp.serverChain) : undefined;
  if (named === undefined || !r.mcp || !tool.startsWith(r.mcp.prefix)) return split;
  const head = `${r.mcp.prefix}${named}${r.mcp.separator}`;
  return { server: named, name: tool.startsWith(head) ? tool.slice(head.length) : (split?.name ?? tool.slice(r.mcp.prefix.length)) };
}

/** `server.tool`, the form `permissions: mcp:` uses. */
export function mcpToolName(r: HookJsonRecord, tool: string): string | undefined {
  const p = mcpParts(r, tool);
  return p ? `${p.server}.${p.name}` : undefined;
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
    const mcp = mcpNames(r, payload, tool);
    if (mcp !== undefined) {
      e.mcpTool = `${mcp.server}.${mcp.name}`;
      e.mcpServer = mcp.server;
      e.mcpName = mcp.name;
    }
  }
  if (toolInput !== undefined) e.toolInput = toolInput;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'url' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, toolInput, chain);
    if (v !== undefined) e[key] = v;
  };
  put('command', f.command);
  put('path', f.path);
  if (!r.contentOnlyForWriteTools || e.toolClass === 'write' || e.toolClass === 'edit') put('content', f.content);
  if (e.tool !== undefined && r.patchTools?.includes(e.tool) && e.command !== undefined) {
    const patch = readPatch(e.command);
    if (patch) {
      // every file of the patch is judged from `patch`; path and content are the first file's, for user hooks
      e.patch = e.command;
      e.path = patch.paths[0] as string;
      if (patch.content !== '') e.content = patch.content;
      e.toolClass = patch.addsOnly ? 'write' : 'edit';
    }
  }
  if (f.url) put('url', f.url);
  put('prompt', f.prompt);
  put('sessionId', f.sessionId);
  put('toolUseId', f.toolUseId);
  put('cwd', f.cwd);
  if (e.toolClass === 'shell' && f.workdir) {
    const cwd = shellCwd(payload, toolInput, f.workdir, e.cwd);
    if (cwd !== undefined) e.cwd = cwd;
  }
  const output = readChain(payload, toolInput, f.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}
