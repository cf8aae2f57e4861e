/**
 * OpenHands as a flat_decision family record. Source: OpenHands/software-agent-sdk@06b329e3
 * openhands-sdk/openhands/sdk/hooks/types.py (HookEvent: event_type, tool_name, tool_input, tool_output, message,
 * session_id, working_dir) and executor.py (`{"decision":"deny"}` on stdout blocks, exit 0 or 2; empty stdout allows).
 * Data only.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

/** file tools whose `command` names an editor sub-command; runtime.ts classes them by it */
export const EDITOR_TOOLS: readonly string[] = ['file_editor', 'str_replace_editor'];
/** editor sub-command -> class (anything else stays an edit) */
export const EDITOR_COMMANDS: Readonly<Record<string, 'read' | 'write' | 'edit'>> = { view: 'read', create: 'write', str_replace: 'edit', insert: 'edit', undo_edit: 'edit' };

export const openhandsRecord: FlatDecisionRecord = {
  agent: 'openhands',
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    Stop: 'stop',
    Notification: 'unknown',
  },
  claims: {
    eventKey: ['event_type'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path'],
    content: ['tool_input.file_text', 'tool_input.new_str'],
    output: ['tool_output', 'tool_response'],
    prompt: ['message'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id'],
    cwd: ['working_dir'],
  },
  contentOnlyForWriteTools: true,
  // file_editor sends its sub-command (view, create, str_replace, ...) under `command`: never a shell command
  commandOnlyForShellTools: true,
  tools: {
    terminal: 'shell',
    execute_bash: 'shell',
    bash: 'shell',
    file_editor: 'edit',
    str_replace_editor: 'edit',
    fetch: 'web',
  },
  verdicts: {
    bareAllow: 'silent',
    gates: {
      PreToolUse: { escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { escalate: false, transform: false, vouch: false },
      Stop: { escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny' },
    notes: {
      escalate: 'OpenHands cannot ask for confirmation at {event}, so it is refused',
      transform: 'OpenHands cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'OpenHands cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
