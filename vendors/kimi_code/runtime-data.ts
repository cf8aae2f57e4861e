/**
 * Kimi Code CLI (Node 0.x) as a hook_json family record. Sources: hooks.md §4.10 and the vendor's hooks page
 * (moonshotai.github.io/kimi-code, customization/hooks: [[hooks]] event/matcher/command/timeout, fail-open,
 * Stop carries stop_hook_active). Data only; every fact is vendor-docs. Decisions: docs/decisions/kimi_code.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const kimiCodeRecord: HookJsonRecord = {
  agent: 'kimi_code',
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PostToolUseFailure: 'tool_failure',
    PreCompact: 'pre_compact',
    Stop: 'stop',
    SubagentStart: 'subagent_start',
    SubagentStop: 'subagent_stop',
    PostCompact: 'unknown',
    StopFailure: 'unknown',
    Notification: 'unknown',
    PermissionRequest: 'unknown',
    PermissionResult: 'unknown',
    Interrupt: 'unknown',
    UserPromptQueued: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path', 'tool_input.notebook_path'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.new_source', 'tool_input.edits[].new_string'],
    output: ['tool_output', 'tool_response', 'error'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id', 'tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  // Claude-Code tool names (the vendor's own hook example matches "Bash"); unverified beyond that
  tools: {
    Bash: 'shell',
    Read: 'read',
    Glob: 'read',
    Grep: 'read',
    Write: 'write',
    Edit: 'edit',
    MultiEdit: 'edit',
    NotebookEdit: 'edit',
    WebFetch: 'web',
    FetchURL: 'web',
    WebSearch: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    // G2 deny-only at all three gates, echoing the payload's event name (hooks.md §4.10)
    gates: {
      PreToolUse: { grammar: 'G2', escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G2', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G2', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'Kimi Code cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Kimi Code cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Kimi Code cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    refireGuard: { key: 'stop_hook_active', gates: ['Stop'] },
  },
};
