/**
 * Command Code as a hook_json family record. Source: npm:command-code@1.64.0 dist/cli.mjs (buildHookPayload,
 * resolveHookExit, deriveBlockFromOutput): Claude-style payloads with Command Code's own snake_case tool names, file
 * inputs re-keyed to snake_case (filePath -> file_path, newValue -> new_value). PreToolUse reads
 * hookSpecificOutput.permissionDecision (allow | deny only), Stop a top-level decision "block". Data only.
 * Decisions: docs/decisions/command_code.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const commandCodeRecord: HookJsonRecord = {
  agent: 'command_code',
  events: {
    SessionStart: 'session_start',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    Stop: 'stop',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path', 'tool_input.dir_path', 'tool_input.file_paths[]'],
    content: ['tool_input.content', 'tool_input.new_value'],
    output: ['tool_response'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    shell_command: 'shell',
    read_file: 'read',
    read_multiple_files: 'read',
    read_directory: 'read',
    grep: 'read',
    glob: 'read',
    write_file: 'write',
    edit_file: 'edit',
    web_fetch: 'web',
    web_search: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G2', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow' },
    notes: {
      escalate: 'Command Code cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Command Code cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Command Code cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    refireGuard: { key: 'stop_hook_active', gates: ['Stop'] },
  },
};
