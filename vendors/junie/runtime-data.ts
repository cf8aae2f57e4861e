/**
 * JetBrains Junie CLI as a flat_decision family record: Claude Code's event names and payload fields, but only
 * top-level decision words (G1: allow / ask / block) and a top-level `updatedInput`. Source: hooks.md §4.11
 * (vendor docs, EAP). Data only. Decisions: docs/decisions/junie.md.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const junieRecord: FlatDecisionRecord = {
  agent: 'junie',
  events: {
    // the only event Junie CLI documents (https://junie.jetbrains.com/docs/junie-cli-hooks.html, read 2026-12-03);
    // the names below were in an earlier vendor entry and are not documented now: not judged
    SessionStart: 'session_start',
    SessionEnd: 'unknown',
    UserPromptSubmit: 'unknown',
    PreToolUse: 'unknown',
    PermissionRequest: 'unknown',
    Stop: 'unknown',
    StopFailure: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path', 'file_path'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.edits[].new_string'],
    output: ['tool_response', 'tool_output', 'last_assistant_message'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd', 'project_path'],
  },
  contentOnlyForWriteTools: true,
  commandOnlyForShellTools: false,
  // Claude Code's tool names (Junie's hook payloads reuse them, hooks.md §4.11)
  tools: {
    Bash: 'shell',
    Write: 'write',
    Edit: 'edit',
    MultiEdit: 'edit',
    Read: 'read',
    Glob: 'read',
    Grep: 'read',
    LS: 'read',
    WebFetch: 'web',
    WebSearch: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    // exit 0 with no decision approves at PermissionRequest: the allow word is always spoken (hooks.md §1.6)
    bareAllow: 'required',
    gates: {
      PreToolUse: { escalate: true, transform: true, vouch: false },
      PermissionRequest: { escalate: true, transform: true, vouch: false },
      UserPromptSubmit: { escalate: true, transform: false, vouch: false },
      Stop: { escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'block', allow: 'allow', escalate: 'ask' },
    transformGrammar: 'top_level_updated_input',
    allowSilentEvents: ['Stop'],
    allowContextKey: 'additionalContext',
    notes: {
      escalate: 'Junie cannot ask for confirmation at {event}, so it is refused',
      transform: 'Junie cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    gateReasonDefaults: { Stop: 'the work is not finished yet' },
  },
};
