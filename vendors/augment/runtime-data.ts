/**
 * Auggie's (Augment's CLI) hook payloads as a hook_json record, used for parsing (runtime.ts speaks the replies).
 * Sources, read 2026-12-04: docs.augmentcode.com/cli/hooks and cli/hooks-examples (stdin JSON with `tool_name` and
 * `tool_input`; launch-process carries `tool_input.command`, str-replace-editor `tool_input.path`; exit 2 blocks at
 * PreToolUse, `decision: "block"` at Stop), cli/permissions (tool names), and augmentcode/auggie@f3378982
 * plugin_marketplace/warp/scripts (`conversation_id`, `workspace_roots`, `tool_name`, PromptSubmit's `user_prompt`).
 *
 * The event name: no page or source seamc read shows a payload key naming the event, so seamc's wrapper script
 * (hooks.ts) adds `seamc_event` to the payload before the runtime reads it; a `hook_event_name`, if Auggie sends one,
 * is read only when `seamc_event` is absent. Content keys (`file_content`, `new_str*`) are unverified: Auggie's
 * save-file and str-replace-editor argument names are not in any page seamc read. remove-files (it deletes files without
 * the shell, augmentcode/auggie#145) is read as a delete of every path in its `file_paths` list (the key is
 * unverified), restated by runtime.ts as a patch envelope so that each file is judged. Data only.
 * Decisions: docs/decisions/augment.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const augmentRecord: HookJsonRecord = {
  agent: 'augment',
  events: {
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PromptSubmit: 'prompt_submit',
    Stop: 'stop',
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    Notification: 'unknown',
  },
  claims: {
    eventKey: ['seamc_event', 'hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path', 'tool_input.file_path'],
    content: ['tool_input.file_content', 'tool_input.content', 'tool_input.new_str', 'tool_input.new_str_1'],
    output: ['tool_output', 'tool_error', 'tool_response'],
    prompt: ['user_prompt', 'prompt'],
    url: ['tool_input.url'],
    sessionId: ['conversation_id'],
    toolUseId: [],
    cwd: ['workspace_roots[0]', 'cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    'launch-process': 'shell',
    view: 'read',
    'grep-search': 'read',
    'codebase-retrieval': 'read',
    'save-file': 'write',
    'str-replace-editor': 'edit',
    'remove-files': 'edit',
    'web-fetch': 'web',
  },
  patchTools: ['remove-files'],
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'block', block: 'block', transform: 'allow' },
    notes: {
      escalate: 'Auggie cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'seamc does not rewrite Auggie tool input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'seamc does not modify Auggie tool calls at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};

/** the wire events whose reply can stop something: PreToolUse by exit 2, Stop by `{"decision": "block"}` */
export const AUGMENT_GATES: readonly string[] = ['PreToolUse', 'Stop'];

/** the key seamc's wrapper adds to Auggie's payload (hooks.ts) */
export const EVENT_KEY = 'seamc_event';
