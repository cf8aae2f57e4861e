/**
 * Reasonix's native hook dialect as a hook_json record, used for parsing only (the replies are exit codes, see
 * runtime.ts). Source: esengine/DeepSeek-Reasonix@47f76e6e internal/hook/hook.go: stdin {event, sessionId, cwd,
 * toolName, toolArgs, subject, toolResult, prompt, ...}; Reasonix's own lowercase tool names (bash, pwsh on Windows, read_file,
 * write_file, edit_file, multi_edit, move_file, notebook_edit, delete_range, delete_symbol, glob, grep, ls, web_fetch);
 * file tools take `path`, and the other argument keys are Claude Code's (the source renames only path -> file_path
 * for Claude-format hooks); MCP tools are mcp__<server>__<tool>. Data only. Decisions: docs/decisions/newagents2.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const reasonixRecord: HookJsonRecord = {
  agent: 'reasonix',
  events: {
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PostToolUseFailure: 'unknown',
    PermissionRequest: 'unknown',
    UserPromptSubmit: 'prompt_submit',
    Stop: 'stop',
    StopFailure: 'unknown',
    PostLLMCall: 'unknown',
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    SubagentStop: 'subagent_stop',
    Notification: 'unknown',
    PreCompact: 'pre_compact',
  },
  claims: {
    eventKey: ['event'],
    foreign: [],
  },
  fields: {
    tool: ['toolName'],
    toolInput: ['toolArgs'],
    command: ['toolArgs.command'],
    path: ['toolArgs.path', 'toolArgs.destination_path', 'toolArgs.source_path', 'toolArgs.notebook_path'],
    content: ['toolArgs.content', 'toolArgs.new_string', 'toolArgs.edits[].new_string', 'toolArgs.new_source'],
    output: ['toolResult', 'error'],
    prompt: ['prompt'],
    url: ['toolArgs.url'],
    sessionId: ['sessionId'],
    toolUseId: [],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    bash: 'shell',
    pwsh: 'shell',
    read_file: 'read',
    grep: 'read',
    glob: 'read',
    ls: 'read',
    write_file: 'write',
    edit_file: 'edit',
    multi_edit: 'edit',
    move_file: 'edit',
    notebook_edit: 'edit',
    delete_range: 'edit',
    delete_symbol: 'edit',
    web_fetch: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow' },
    notes: {
      escalate: 'Reasonix cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Reasonix cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Reasonix cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};

/** the wire events where exit 2 blocks (hook.go IsBlocking) */
export const REASONIX_GATES: readonly string[] = ['PreToolUse', 'UserPromptSubmit'];
