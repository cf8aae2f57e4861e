/**
 * The plugin-bridge family (opencode and the clients built on it, such as Kilo Code): clients with no command-hook
 * config, only in-process JS plugins (`tool.execute.before` / `tool.execute.after`). seamc writes a plugin
 * (vendors/_shared/plugin-bridge.ts) that sends each call to the runtime as a payload whose shape seamc defines:
 *
 *   {"hook_event_name": "tool.execute.before" | "tool.execute.after", "tool_name": <the client's tool id>,
 *    "tool_input": <the call's args>, "tool_output"?: <after: the result text>, "session_id", "call_id",
 *    "cwd": <the plugin's `directory`>, "worktree", "mcp_servers": [<configured MCP server names>]}
 *
 * and reads back the hook_json G2 reply (`hookSpecificOutput.permissionDecision` deny / allow + updatedInput).
 * The record is the same for every member: the tool ids and argument names are the ones opencode defines and its
 * forks keep (docs/decisions/opencode.md). Data only.
 */
import type { HookJsonRecord } from '../hook-json/record.js';

/** The wire names the plugin puts in `hook_event_name`: the plugin API's own hook names. */
export const BEFORE = 'tool.execute.before';
export const AFTER = 'tool.execute.after';

/**
 * Built-in tool id -> class (opencode's tool registry; argument names in the fields below). Kilo adds
 * background_process, which runs its `command` (start, monitor) as a tracked process, in `workdir`.
 */
export const BRIDGE_TOOLS = {
  bash: 'shell',
  background_process: 'shell',
  read: 'read',
  glob: 'read',
  grep: 'read',
  list: 'read',
  lsp: 'read',
  edit: 'edit',
  write: 'write',
  apply_patch: 'edit',
  webfetch: 'web',
  websearch: 'web',
} as const;

/** A tool or server name as the client spells it in a tool id: every character outside [A-Za-z0-9_-] becomes `_`. */
export const sanitize = (name: string): string => name.replace(/[^a-zA-Z0-9_-]/g, '_');

/** What the plugin file and the probe need to know of the payload shape (handed to vendors/_shared through runtime-data.ts). */
export interface BridgeWire {
  readonly before: string;
  readonly after: string;
  /** the tool ids whose args a rule can judge by field (frozen after a pass) */
  readonly guarded: readonly string[];
  readonly sanitize: (name: string) => string;
}

export const BRIDGE_WIRE: BridgeWire = { before: BEFORE, after: AFTER, guarded: Object.keys(BRIDGE_TOOLS), sanitize };

/** The record for one member: `display` names the client in refusal notes. */
export function bridgeRecord(agent: string, display: string): HookJsonRecord {
  return {
    agent,
    events: { [BEFORE]: 'pre_tool', [AFTER]: 'post_tool' },
    claims: { eventKey: ['hook_event_name'], foreign: [] },
    fields: {
      tool: ['tool_name'],
      toolInput: ['tool_input'],
      // apply_patch carries its whole patch in `patchText`: read as the patch envelope (patchTools)
      command: ['tool_input.command', 'tool_input.patchText'],
      path: ['tool_input.filePath', 'tool_input.path'],
      content: ['tool_input.content', 'tool_input.newString'],
      output: ['tool_output'],
      prompt: ['prompt'],
      url: ['tool_input.url'],
      sessionId: ['session_id'],
      toolUseId: ['call_id'],
      cwd: ['cwd'],
      // bash and background_process run in `workdir` when the call names one
      workdir: ['tool_input.workdir'],
    },
    contentOnlyForWriteTools: true,
    tools: BRIDGE_TOOLS,
    patchTools: ['apply_patch'],
    verdicts: {
      // the plugin throws on deny (the client refuses the call and tells the model) and rewrites args in place on
      // allow + updatedInput; a plugin hook has no way to ask the user, and the after hook stops nothing
      gates: { [BEFORE]: { grammar: 'G2', escalate: false, transform: true, vouch: false } },
      words: { deny: 'deny', block: 'deny', transform: 'allow' },
      notes: {
        escalate: `${display} cannot ask for confirmation from a plugin hook, so it is refused`,
        transform: `${display} cannot rewrite the input at {event}, so it is refused`,
        transformMissingInput: 'no replacement input was supplied, so it is refused',
      },
      reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    },
  };
}
