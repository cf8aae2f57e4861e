/**
 * GitHub Copilot payload identification and parsing (hooks.md §4.5, §6; verified/copilot.md §4). Claims narrowly:
 * snake_case payloads need a PascalCase name seamc knows, an ISO-string `timestamp` and no other vendor's marker;
 * camelCase CLI payloads need `sessionId`, an epoch-number `timestamp` and a recognisable shape.
 */
import type { NormalizedEvent, ParsedEvent, ParsedToolClass } from '../../compiler/contract/events.js';
import type { Json } from '../_families/hook-json/fields.js';
import { decodeToolInput, isObject, readChain } from '../_families/hook-json/fields.js';
import {
  CAMEL_EVENTS,
  CAMEL_FIELDS,
  COPILOT_TOOLS,
  MCP_PREFIXES,
  MEMORY_COMMANDS,
  MEMORY_TOOLS,
  PASCAL_EVENTS,
  SNAKE_FIELDS,
} from './runtime-data.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Fields = typeof SNAKE_FIELDS | typeof CAMEL_FIELDS;

function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The camelCase CLI wire name, inferred from shape (the CLI names no event, verified §4.1). */
function inferCamel(p: Json): string | undefined {
  if (typeof p['toolName'] === 'string' && 'toolArgs' in p) {
    if ('toolResult' in p) return 'postToolUse';
    if ('error' in p) return 'postToolUseFailure';
    return 'preToolUse';
  }
  if (p['hookName'] === 'permissionRequest') return 'permissionRequest';
  if ('notification_type' in p) return 'notification';
  if (typeof p['transformedPrompt'] === 'string') return 'userPromptTransformed';
  if (typeof p['prompt'] === 'string') return 'userPromptSubmitted';
  if ('stopReason' in p) return 'agentStop';
  if ('errorContext' in p) return 'errorOccurred';
  if ('initialPrompt' in p || 'source' in p) return 'sessionStart';
  if ('reason' in p) return 'sessionEnd';
  return undefined;
}

/** Copilot's claim: wire name, canonical event and dialect; null = not a Copilot payload. */
export function claimCopilot(p: Json): { wire: string; event: ParsedEvent; camel: boolean } | null {
  // only VS Code and Copilot CLI read .github/hooks/*.json: every payload here is theirs (docs/decisions/payload-recognition.md)
  const named = p['hook_event_name'];
  if (typeof named === 'string' && named !== '') return { wire: named, event: own(PASCAL_EVENTS, named) ?? 'unknown', camel: false };
  if (typeof p['sessionId'] !== 'string' && typeof p['toolName'] !== 'string') return null;
  const wire = inferCamel(p);
  if (wire === undefined) return null;
  return { wire, event: own(CAMEL_EVENTS, wire) ?? 'unknown', camel: true };
}

function toolClass(tool: string, input: Json | undefined): ParsedToolClass {
  if (MEMORY_TOOLS.includes(tool)) {
    const sub = input?.['command'];
    return (typeof sub === 'string' ? own(MEMORY_COMMANDS, sub) : undefined) ?? 'other';
  }
  const known = own(COPILOT_TOOLS, tool);
  if (known) return known;
  return MCP_PREFIXES.some((x) => tool.startsWith(x)) ? 'mcp' : 'other';
}

export function parseCopilot(payload: unknown): NormalizedEvent | null {
  if (!isObject(payload)) return null;
  const claimed = claimCopilot(payload);
  if (!claimed) return null;
  const fields: Fields = claimed.camel ? CAMEL_FIELDS : SNAKE_FIELDS;
  const toolInput = decodeToolInput(payload[claimed.camel ? 'toolArgs' : 'tool_input']);
  const e: Mutable<NormalizedEvent> = { agent: 'vscode_copilot', event: claimed.event, wire: claimed.wire, raw: payload };
  const tool = readChain(payload, toolInput, fields.tool);
  const memory = tool !== undefined && MEMORY_TOOLS.includes(tool);
  if (tool !== undefined) {
    e.tool = tool;
    e.toolClass = toolClass(tool, toolInput);
  }
  if (toolInput !== undefined) e.toolInput = toolInput;
  const put = (key: 'command' | 'path' | 'content' | 'prompt' | 'url' | 'sessionId' | 'toolUseId' | 'cwd', chain: readonly string[]): void => {
    const v = readChain(payload, toolInput, chain);
    if (v !== undefined) e[key] = v;
  };
  // the memory tool's `command` is its sub-command (create, view...), not a shell command
  if (!memory) put('command', fields.command);
  put('path', fields.path);
  if (e.toolClass === 'write' || e.toolClass === 'edit') put('content', fields.content);
  put('prompt', fields.prompt);
  if (e.toolClass === 'web') put('url', fields.url);
  put('sessionId', fields.sessionId);
  put('toolUseId', fields.toolUseId);
  put('cwd', fields.cwd);
  const output = readChain(payload, toolInput, fields.output, 'stringify');
  if (output !== undefined) e.output = output;
  return e;
}
