/**
 * CodeBuddy Code as a hook_json family record. Source: https://www.codebuddy.ai/docs/cli/hooks (read 2026-12-04):
 * Claude Code's nine events, payloads and reply semantics, "fully compatible". Tool names are the ones CodeBuddy's
 * permission pages name (Bash, Read, Grep, Glob, Edit) plus Write and MultiEdit, which that compatibility implies
 * (unverified). Escalation and rewrites are not claimed: no CodeBuddy page seamc read shows them for the CLI.
 * Data only. Decisions: docs/decisions/codebuddy.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const codebuddyRecord: HookJsonRecord = {
  agent: 'codebuddy',
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
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path', 'tool_input.notebook_path'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.edits[].new_string'],
    output: ['tool_response', 'tool_output', 'error'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    Bash: 'shell',
    Read: 'read',
    Grep: 'read',
    Glob: 'read',
    LS: 'read',
    Write: 'write',
    Edit: 'edit',
    MultiEdit: 'edit',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G2', escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow' },
    notes: {
      escalate: 'CodeBuddy Code cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'CodeBuddy Code cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'CodeBuddy Code cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
