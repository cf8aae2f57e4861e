/**
 * Identification (hooks.md §2.6, marker mode) and parsing for the flat_decision family, driven by a record.
 * Parse generously (every chain, string-encoded tool input), claim narrowly (markers), and let the hook
 * command's own `--agent <id>` waive the markers where the record allows it.
 */
import type { NormalizedEvent, ParsedEvent, ParsedToolClass } from '../../../compiler/contract/events.js';
import type { Json } from '../hook-json/fields.js';
import { decodeToolInput, isObject, readChain, shellCwd } from '../hook-json/fields.js';
import { foreignOf, wireOf } from '../recognize.js';
import type { FlatDecisionRecord } from './record.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The wire name this vendor claims `p` under, and its canonical event; null = another client's, or no event named. */
export function claim(r: FlatDecisionRecord, p: Json): { wire: string; event: ParsedEvent } | null {
  if (foreignOf(r.claims.foreign, p) !== undefined) return null;
  const wire = wireOf(p, r.claims.eventKey);
  if (wire === undefined) return null;
  const event = Object.prototype.hasOwnProperty.call(r.events, wire) ? r.events[wire] : undefined;
  return { wire, event: event ?? 'unknown' };
}

/** MCP server and tool: from explicit fields when the payload has them (they cannot be misread), else from the tool name. */
function mcpOf(r: FlatDecisionRecord, p: Json, toolInput: Json | undefined, tool: string | undefined): { server?: string; name?: string } | undefined {
  const m = r.mcp;
  if (!m) return undefined;
  if (m.serverChain && m.toolChain) {
    const server = readChain(p, toolInput, m.serverChain);
    const name = readChain(p, toolInput, m.toolChain);
    if (server !== undefined) return { server, ...(name !== undefined ? { name } : {}) };
  }
  if (tool !== undefined && m.prefix !== undefined && m.separator !== undefined && tool.startsWith(m.prefix)) {
    const rest = tool.slice(m.prefix.length);
    const at = rest.indexOf(m.separator);
    if (at > 0 && at + m.separator.length < rest.length) return { server: rest.slice(0, at), name: rest.slice(at + m.separator.length) };
    return {}; // MCP by prefix, but the parts cannot be told apart
  }
  return undefined;
}

export function toolClassOf(r: FlatDecisionRecord, tool: string, isMcp: boolean): ParsedToolClass {
  const known = Object.prototype.hasOwnProperty.call(r.tools, tool) ? r.tools[tool] : undefined;
  if (known) return known;
  return isMcp ? 'mcp' : 'other';
}

/** Parse once claimed: every chain is read, string-encoded tool input decoded. */
export function parseWith(r: FlatDecisionRecord, payload: unknown): NormalizedEvent | null {
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
  const mcp = mcpOf(r, payload, toolInput, tool);
  if (tool !== undefined) {
    e.tool = tool;
    e.toolClass = toolClassOf(r, tool, mcp !== undefined);
    if (mcp?.server !== undefined) e.mcpServer = mcp.server;
    if (mcp?.name !== undefined) e.mcpName = mcp.name;
    if (mcp?.server !== undefined && mcp.name !== undefined) e.mcpTool = `${mcp.server}.${mcp.name}`;
  }
  if (toolInput !== undefined) e.toolInput = toolInput;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'url' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, toolInput, chain);
    if (v !== undefined) e[key] = v;
  };
  if (!r.commandOnlyForShellTools || e.toolClass === 'shell') put('command', f.command);
  put('path', f.path);
  if (!r.contentOnlyForWriteTools || e.toolClass === 'write' || e.toolClass === 'edit') put('content', f.content);
  put('prompt', f.prompt);
  if (f.url) put('url', f.url);
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
