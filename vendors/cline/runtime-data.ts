/**
 * Cline as a hook_json family record, read through a flattening step (vendors/cline/runtime.ts). Source: Cline's
 * hook reference (cline/cline docs/features/hooks/hook-reference.mdx, published at
 * https://docs.cline.bot/features/hooks/hook-reference, read 2026-12-04): every payload carries `clineVersion`,
 * `hookName`, `timestamp`, `taskId`, `workspaceRoots`, `userId` and one object named after the hook
 * (`preToolUse: {toolName, parameters}`, `userPromptSubmit: {prompt, attachments}`, `postToolUse: {..., result}`).
 * The runtime lifts that object's fields to the top level (and an MCP call's server and tool into
 * `mcp__<server>__<tool>`), so the chains below name the lifted keys. Tool names are Cline's built-ins
 * (src/shared/tools.ts): execute_command, read_file, write_to_file, replace_in_file, apply_patch, search_files,
 * list_files, list_code_definition_names, use_mcp_tool, access_mcp_resource, web_fetch, browser_action.
 * The Cline CLI (3.x, @cline/core) runs the same hook files but names each event its own way (PreToolUse -> tool_call,
 * PostToolUse -> tool_result, UserPromptSubmit -> prompt_submit, TaskStart -> agent_start, seen in the live suite and
 * in @cline/core's table), sends the call as `tool_call: {id, name, input}` beside a `preToolUse` copy whose parameter
 * values are JSON-encoded strings, and has its own tools: run_commands (`commands`: a list), read_files (`files[].path`),
 * fetch_web_content (`requests[].url`), search_codebase, apply_patch (`input`). runtime.ts lifts all of that.
 * Replies are rendered to `{"cancel": true, "errorMessage": R}` by runtime.ts. Data only.
 * Decisions: docs/decisions/cline.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const clineRecord: HookJsonRecord = {
  agent: 'cline',
  events: {
    TaskStart: 'session_start',
    TaskComplete: 'unknown',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    UserPromptSubmit: 'prompt_submit',
    PreCompact: 'pre_compact',
    // the Cline CLI's names for the same hook files
    agent_start: 'session_start',
    agent_resume: 'unknown',
    agent_abort: 'unknown',
    agent_end: 'unknown',
    agent_error: 'unknown',
    session_shutdown: 'unknown',
    tool_call: 'pre_tool',
    tool_result: 'post_tool',
    prompt_submit: 'prompt_submit',
  },
  claims: {
    eventKey: ['hookName'],
    foreign: [],
  },
  fields: {
    tool: ['toolName'],
    toolInput: ['parameters'],
    command: ['tool_input.command', 'tool_input.input'],
    path: ['tool_input.path', 'tool_input.absolutePath', 'tool_input.file_path'],
    content: ['tool_input.content', 'tool_input.diff'],
    output: ['result'],
    prompt: ['prompt'],
    url: ['tool_input.url', 'tool_input.requests[].url'],
    sessionId: ['taskId'],
    toolUseId: ['toolUseId'],
    cwd: ['workspaceRoots[0]'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    execute_command: 'shell',
    read_file: 'read',
    search_files: 'read',
    list_files: 'read',
    list_code_definition_names: 'read',
    write_to_file: 'write',
    replace_in_file: 'edit',
    apply_patch: 'edit',
    web_fetch: 'web',
    web_search: 'web',
    // the Cline CLI's tools
    run_commands: 'shell',
    read_files: 'read',
    search_codebase: 'read',
    fetch_web_content: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__', serverChain: ['mcpServer'] },
  patchTools: ['apply_patch'],
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      tool_call: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      prompt_submit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'Cline hooks cannot ask for confirmation at {event}, so it is refused',
      transform: 'Cline hooks cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Cline hooks cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
