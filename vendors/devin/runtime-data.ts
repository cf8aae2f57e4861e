/**
 * Devin CLI as a hook_json family record (hooks.md §4.7, §6; vendor-docs only). Data only.
 * Decisions: docs/decisions/devin.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const devinRecord: HookJsonRecord = {
  agent: 'devin',
  events: {
    PreToolUse: 'pre_tool',
    PermissionRequest: 'pre_tool',
    PostToolUse: 'post_tool',
    UserPromptSubmit: 'prompt_submit',
    Stop: 'stop',
    // SessionStart is byte-identical to Claude Code's and fires before any prompt_id: never claimable
    SessionStart: 'unknown',
    // SessionEnd's payload is undocumented (no marker known); PostCompaction is unmapped in the newest data
    SessionEnd: 'unknown',
    PostCompaction: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path'],
    content: ['tool_input.content', 'tool_input.new_string'],
    output: ['tool_output', 'tool_response'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  // only `exec` is named in the docs seen (hooks.md §4.7 matcher example); the file tools are guesses kept narrow
  tools: { exec: 'shell', read: 'read', edit: 'edit', write: 'write' },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G1', escalate: false, transform: true, vouch: false, transformAsHookSpecific: true },
      PermissionRequest: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    // no allow word: whether "approve" also skips Devin's own permission prompt is unsettled (hooks.md §1.6), so allow is silence
    words: { deny: 'block', block: 'block', transform: 'allow' },
    notes: {
      escalate: 'Devin cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Devin cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Devin cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    refireGuard: { key: 'stop_hook_active', gates: ['Stop'] },
  },
};
