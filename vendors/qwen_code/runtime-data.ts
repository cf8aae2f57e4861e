/**
 * Qwen Code as a hook_json family record. Source: Qwen's hooks page (QwenLM/qwen-code docs/users/features/hooks.md,
 * published at https://qwenlm.github.io/qwen-code-docs/en/users/features/hooks, read 2026-12-04): Claude Code's
 * matcher groups, snake_case payloads (`session_id`, `transcript_path`, `cwd`, `hook_event_name`, `timestamp`,
 * `tool_name`, `tool_input`, `tool_use_id`), exit 2 blocks, `hookSpecificOutput.permissionDecision` allow / deny / ask
 * with `updatedInput` (documented; 0.24.4 ignores it at PreToolUse, so a transform is asked). `tool_name` is the runtime tool id (packages/core/src/tools/tool-names.ts): run_shell_command,
 * write_file, edit, read_file, grep_search, glob, list_directory, web_fetch, web_search; legacy ids (`replace`,
 * `search_file_content`) are classed too. MCP tools are `mcp__<server>__<tool>` (packages/core/src/utils/tool-name-utils.ts).
 * read_file's path was `absolute_path` in older builds and `file_path` now: both are read. Data only.
 * Decisions: docs/decisions/qwen_code.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const qwenCodeRecord: HookJsonRecord = {
  agent: 'qwen_code',
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
    SessionDelete: 'unknown',
    MessageDisplay: 'unknown',
    Notification: 'unknown',
    PermissionRequest: 'unknown',
    PermissionDenied: 'unknown',
    TodoCreated: 'unknown',
    TodoCompleted: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    // notebook_edit names its file in notebook_path and carries the cell's text in new_source
    path: ['tool_input.file_path', 'tool_input.absolute_path', 'tool_input.path', 'tool_input.notebook_path'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.edits[].new_string', 'tool_input.new_source'],
    output: ['tool_response', 'error'],
    prompt: ['prompt'],
    url: ['tool_input.url', 'tool_input.prompt'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id', 'tool_call_id'],
    cwd: ['cwd'],
    // run_shell_command's directory: the folder the command runs in
    workdir: ['tool_input.directory'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    run_shell_command: 'shell',
    write_file: 'write',
    edit: 'edit',
    replace: 'edit',
    notebook_edit: 'edit',
    read_file: 'read',
    read_many_files: 'read',
    grep_search: 'read',
    search_file_content: 'read',
    glob: 'read',
    list_directory: 'read',
    web_fetch: 'web',
    web_search: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      // updatedInput is documented but 0.24.4 ignores it at PreToolUse (facts.ts hooks.pre-tool-no-rewrite): a transform is asked
      PreToolUse: { grammar: 'G2', escalate: true, transform: false, vouch: true },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      SubagentStop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow', escalate: 'ask', vouch: 'allow' },
    notes: {
      escalate: 'Qwen Code cannot ask for confirmation at {event}, so it is refused',
      transform: 'Qwen Code cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    refireGuard: { key: 'stop_hook_active', gates: ['Stop', 'SubagentStop'] },
  },
};
