/**
 * goose as a flat_decision family record. Source: block/goose@0825b570 crates/goose/src/hooks/mod.rs and the hooks
 * guide beside it (event under the key `event`; stdout `{"decision":"block","reason":R}`; allow = exit 0 with EMPTY
 * stdout). Data only.
 *
 * Every goose tool is `<extension>__<tool>`; its built-in `developer` tools are classed by name, every other
 * `a__b` (an MCP extension) is MCP `a.b`. The un-prefixed `shell` / `write` / `edit` of older builds are kept.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const gooseRecord: FlatDecisionRecord = {
  agent: 'goose',
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PostToolUseFailure: 'tool_failure',
    Stop: 'stop',
    AfterFileEdit: 'file_changed',
    // observation-only goose events with no canonical meaning (or a narrower one than the canonical event)
    PreToolUseResult: 'unknown',
    BeforeReadFile: 'unknown',
    BeforeShellExecution: 'unknown',
    AfterShellExecution: 'unknown',
  },
  claims: {
    eventKey: ['event'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path', 'tool_input.file_path'],
    content: ['tool_input.content', 'tool_input.after', 'tool_input.file_text', 'tool_input.new_str'],
    output: ['tool_output'],
    prompt: ['message'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id'],
    cwd: ['working_dir'],
  },
  contentOnlyForWriteTools: true,
  // developer__text_editor (older builds) carries its sub-command (view, write, str_replace) under `command`
  commandOnlyForShellTools: true,
  tools: {
    developer__shell: 'shell',
    developer__write: 'write',
    developer__edit: 'edit',
    developer__text_editor: 'edit',
    developer__tree: 'read',
    developer__read_image: 'read',
    shell: 'shell',
    write: 'write',
    edit: 'edit',
  },
  mcp: { prefix: '', separator: '__' },
  verdicts: {
    bareAllow: 'silent',
    gates: {
      PreToolUse: { escalate: false, transform: false, vouch: false },
      Stop: { escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'block' },
    notes: {
      escalate: 'goose cannot ask for confirmation at {event}, so it is refused',
      transform: 'goose cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'goose cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    gateReasonDefaults: { Stop: 'the work is not finished by policy' },
  },
};
