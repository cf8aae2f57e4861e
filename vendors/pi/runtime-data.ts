/**
 * Pi's bridge payload as a hook_json record. Pi has no command hooks; seamc writes an extension
 * (`.pi/extensions/seamc.js`, vendors/pi/bridge.ts) whose `tool_call` / `tool_result` handlers send each call to the
 * runtime in a shape seamc defines:
 *
 *   {"hook_event_name": "tool_call" | "tool_result", "tool_name": <pi's tool name>, "tool_input": <the call's args>,
 *    "tool_call_id", "cwd": <ctx.cwd>, "tool_output"?: <tool_result: the result text>}
 *
 * and reads back the hook_json G2 reply (`hookSpecificOutput.permissionDecision` deny / allow + updatedInput). Tool
 * names and argument names are pi's built-ins (badlogic/pi-mono packages/coding-agent/src/core/tools: bash {command},
 * read {path}, write {path, content}, edit {path, edits: [{oldText, newText}]} in @mariozechner/pi-coding-agent 0.73.1
 * (its edit tool's schema, seen in the live suite's requests; earlier builds took {path, oldText, newText}: both are
 * read), grep / find / ls {path}). Pi has no MCP. Data only.
 * Decisions: docs/decisions/pi.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const BEFORE = 'tool_call';
export const AFTER = 'tool_result';

export const PI_TOOLS = { bash: 'shell', read: 'read', grep: 'read', find: 'read', ls: 'read', write: 'write', edit: 'edit' } as const;

export const piRecord: HookJsonRecord = {
  agent: 'pi',
  events: { [BEFORE]: 'pre_tool', [AFTER]: 'post_tool' },
  claims: { eventKey: ['hook_event_name'], foreign: [] },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path'],
    content: ['tool_input.content', 'tool_input.newText', 'tool_input.edits[].newText'],
    output: ['tool_output'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: PI_TOOLS,
  verdicts: {
    // the extension returns {block, reason} on deny and rewrites the args in place on allow + updatedInput; an
    // extension handler has no way to ask the user from a hook reply, and tool_result stops nothing
    gates: { [BEFORE]: { grammar: 'G2', escalate: false, transform: true, vouch: false } },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'Pi cannot ask for confirmation from the seamc extension, so it is refused',
      transform: 'Pi cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
