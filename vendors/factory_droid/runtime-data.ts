/**
 * Factory Droid as a hook_json family record. Source: the hooks reference
 * (https://docs.factory.ai/reference/hooks-reference, read 2026-12-04 in Factory-AI/factory
 * docs/reference/hooks-reference.mdx at a80aa7c5): Claude Code's events, snake_case payloads
 * (`hook_event_name`, `tool_name`, `tool_input`), exit 2 and `hookSpecificOutput.permissionDecision`
 * allow / deny / ask with `updatedInput` (an ask is not held: answered deny). Droid's own tool names: Execute (shell), Create (new file), Edit,
 * ApplyPatch, Read, Grep, Glob, LS, FetchUrl, WebSearch, Task. An earlier copy of that page showed camelCase
 * envelopes (`hookEventName`, `sessionId`): both spellings are read, so an older Droid is not let through.
 * Edit's field names are not documented: 0.225's schema offers old_str / new_str (seen in the live suite); Claude's
 * spellings are read too.
 * Data only. Decisions: docs/decisions/factory_droid.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const factoryDroidRecord: HookJsonRecord = {
  agent: 'factory_droid',
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PreCompact: 'pre_compact',
    Stop: 'stop',
    SubagentStop: 'subagent_stop',
    Notification: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name', 'hookEventName'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name', 'toolName'],
    toolInput: ['tool_input', 'toolInput'],
    // ApplyPatch's patch text: its field is not documented (`input` is the apply_patch convention, unverified)
    command: ['tool_input.command', 'toolInput.command', 'tool_input.input', 'tool_input.patch'],
    path: ['tool_input.file_path', 'tool_input.path', 'tool_input.filePath', 'toolInput.file_path', 'toolInput.path'],
    content: [
      'tool_input.content',
      'tool_input.new_string',
      'tool_input.new_str',
      'tool_input.newString',
      'tool_input.edits[].new_string',
      'toolInput.content',
      'toolInput.new_string',
      'toolInput.new_str',
    ],
    output: ['tool_response', 'toolResponse', 'tool_output', 'error'],
    prompt: ['prompt'],
    url: ['tool_input.url', 'toolInput.url'],
    sessionId: ['session_id', 'sessionId'],
    toolUseId: ['tool_use_id', 'toolUseId'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    Execute: 'shell',
    Bash: 'shell',
    Create: 'write',
    Write: 'write',
    Edit: 'edit',
    MultiEdit: 'edit',
    ApplyPatch: 'edit',
    Read: 'read',
    Grep: 'read',
    Glob: 'read',
    LS: 'read',
    FetchUrl: 'web',
    WebFetch: 'web',
    WebSearch: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  patchTools: ['ApplyPatch'],
  verdicts: {
    gates: {
      // a hook's "ask" does not hold the call: Droid's autonomy level runs it (live factory_droid/ask-not-held), so an
      // escalate is refused here (SC3103)
      PreToolUse: { grammar: 'G2', escalate: false, transform: true, vouch: true },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      SubagentStop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow', escalate: 'ask', vouch: 'allow' },
    notes: {
      escalate: 'Factory Droid does not hold a call for confirmation at {event} (its autonomy level decides), so it is refused',
      transform: 'Factory Droid cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    refireGuard: { key: 'stop_hook_active', gates: ['Stop', 'SubagentStop'] },
  },
};
