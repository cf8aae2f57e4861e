/**
 * Grok CLI as a flat_decision family record (hooks.md §4.8, §6; docs.x.ai build/features/hooks). Data only.
 * Grok spells payload KEYS in camelCase (`hookEventName`, `toolName`, `toolInput`, `sessionId`, `workspaceRoot`) with
 * PascalCase event VALUES: that pairing is its claim. Tool names are not documented: the table holds the Claude names
 * Grok's matcher maps and common snake_case spellings (unverified; see docs/decisions/grok.md).
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const grokRecord: FlatDecisionRecord = {
  agent: 'grok',
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PostToolUseFailure: 'tool_failure',
    PermissionDenied: 'tool_failure',
    PreCompact: 'pre_compact',
    PostCompact: 'pre_compact',
    Stop: 'stop',
    StopFailure: 'stop',
    SubagentStart: 'subagent_start',
    SubagentStop: 'subagent_stop',
  },
  claims: {
    eventKey: ['hookEventName'],
    foreign: [],
  },
  fields: {
    tool: ['toolName'],
    toolInput: ['toolInput'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path', 'tool_input.filePath'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.newString', 'tool_input.edits[].new_string'],
    output: ['toolOutput', 'toolResponse', 'error'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['sessionId'],
    toolUseId: ['toolUseId', 'toolCallId'],
    cwd: ['cwd', 'workspaceRoot'],
  },
  contentOnlyForWriteTools: true,
  commandOnlyForShellTools: false,
  tools: {
    Bash: 'shell',
    bash: 'shell',
    run_terminal_cmd: 'shell',
    run_command: 'shell',
    shell: 'shell',
    Read: 'read',
    read_file: 'read',
    Grep: 'read',
    Glob: 'read',
    LS: 'read',
    Write: 'write',
    write_file: 'write',
    create_file: 'write',
    Edit: 'edit',
    MultiEdit: 'edit',
    edit_file: 'edit',
    str_replace: 'edit',
    WebFetch: 'web',
    web_fetch: 'web',
    WebSearch: 'web',
    web_search: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    bareAllow: 'silent',
    gates: { PreToolUse: { escalate: false, transform: false, vouch: false } },
    words: { deny: 'deny' },
    notes: {
      escalate: 'Grok CLI cannot ask for confirmation at {event}, so it is refused',
      transform: 'Grok CLI cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Grok CLI cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
