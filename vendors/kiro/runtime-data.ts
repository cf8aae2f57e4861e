/**
 * Kiro CLI as a hook_json family record, replied to by exit code (vendors/kiro/runtime.ts). Sources (read 2026-12-04):
 * https://kiro.dev/docs/cli/hooks (stdin `{hook_event_name, cwd, tool_name, tool_input, tool_response}`; exit 2 blocks
 * PreToolUse with stderr returned to the model; other exits are warnings) and https://kiro.dev/docs/cli/v3/hooks
 * (standalone `.kiro/hooks/<name>.json` files, triggers PascalCase, exit 2 blocks PreToolUse and UserPromptSubmit;
 * the 2.x camelCase triggers `agentSpawn`, `userPromptSubmit`, `preToolUse`, `postToolUse`, `stop`). Both spellings
 * of every event are read, since which one the v3 payload carries is not documented. Tool names: the built-ins
 * `execute_bash`, `fs_read`, `fs_write` of 2.x and the short names `shell`, `read`, `write` (both classed; unverified
 * which a given release sends). Data only. Decisions: docs/decisions/kiro.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const kiroRecord: HookJsonRecord = {
  agent: 'kiro',
  events: {
    SessionStart: 'session_start',
    agentSpawn: 'session_start',
    UserPromptSubmit: 'prompt_submit',
    userPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    preToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    postToolUse: 'post_tool',
    Stop: 'stop',
    stop: 'stop',
  },
  claims: {
    eventKey: ['hook_event_name', 'hookEventName', 'trigger'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path', 'tool_input.file_path', 'tool_input.operations[].path'],
    content: ['tool_input.file_text', 'tool_input.new_str', 'tool_input.content'],
    output: ['tool_response'],
    prompt: ['prompt', 'user_prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    execute_bash: 'shell',
    execute_cmd: 'shell',
    shell: 'shell',
    fs_read: 'read',
    read: 'read',
    grep: 'read',
    glob: 'read',
    fs_write: 'write',
    write: 'write',
    web_fetch: 'web',
  },
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      preToolUse: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      userPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'Kiro hooks cannot ask for confirmation at {event}, so it is refused',
      transform: 'Kiro hooks cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Kiro hooks cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
