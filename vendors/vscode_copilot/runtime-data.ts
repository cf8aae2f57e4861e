/**
 * GitHub Copilot hook vocabulary (hooks.md §4.5, corrected by verified/copilot.md, Copilot CLI 1.0.102, which wins).
 * Two payload dialects reach one runtime: snake_case payloads with a PascalCase `hook_event_name` (VS Code, and the
 * Copilot CLI when an entry is PascalCase, verified §2 F4, §4.2) and the CLI's camelCase payloads, which carry no event
 * name (verified §4.1). seamc installs PascalCase entries only; the camelCase side is parsed for hand-wired files.
 * Data only.
 */
import type { ParsedEvent, ToolClass } from '../../compiler/contract/events.js';

/** PascalCase wire names -> canonical. Only names both products accept are installed (docs/decisions/vscode_copilot.md). */
export const PASCAL_EVENTS: Readonly<Record<string, ParsedEvent>> = {
  SessionStart: 'session_start',
  UserPromptSubmit: 'prompt_submit',
  PreToolUse: 'pre_tool',
  PostToolUse: 'post_tool',
  Stop: 'stop',
  SubagentStart: 'subagent_start',
  // known, not installed (one of the two products lacks the name): parsed to `unknown`
  SessionEnd: 'unknown',
  SubagentStop: 'unknown',
  PreCompact: 'unknown',
  PostToolUseFailure: 'unknown',
  PreMcpToolCall: 'unknown',
  ErrorOccurred: 'unknown',
  PermissionRequest: 'unknown',
};

/** Copilot CLI camelCase wire names (verified §6) -> canonical. */
export const CAMEL_EVENTS: Readonly<Record<string, ParsedEvent>> = {
  sessionStart: 'session_start',
  userPromptSubmitted: 'prompt_submit',
  preToolUse: 'pre_tool',
  postToolUse: 'post_tool',
  agentStop: 'stop',
  subagentStart: 'subagent_start',
  sessionEnd: 'unknown',
  userPromptTransformed: 'unknown',
  postToolUseFailure: 'unknown',
  errorOccurred: 'unknown',
  subagentStop: 'unknown',
  preCompact: 'unknown',
  preMcpToolCall: 'unknown',
  permissionRequest: 'unknown',
  notification: 'unknown',
};

export const COPILOT_EVENTS: Readonly<Record<string, ParsedEvent>> = { ...PASCAL_EVENTS, ...CAMEL_EVENTS };


/**
 * Tool names -> class. Live: VS Code `Read`, `Grep`, `Edit`, `Write`, `Bash` (hooks.md §4.5); CLI PascalCase `Bash`,
 * camelCase `bash`, `view`, `create`, `edit`, `web_fetch`, `grep`, `glob` (verified §4.1, §4.2). VS Code's own
 * built-in tool ids are listed from vendor docs (unverified).
 */
export const COPILOT_TOOLS: Readonly<Record<string, ToolClass>> = {
  Bash: 'shell',
  bash: 'shell',
  run_in_terminal: 'shell',
  runInTerminal: 'shell',
  Read: 'read',
  view: 'read',
  read_file: 'read',
  Grep: 'read',
  grep: 'read',
  glob: 'read',
  file_search: 'read',
  grep_search: 'read',
  list_dir: 'read',
  Write: 'write',
  create: 'write',
  create_file: 'write',
  Edit: 'edit',
  edit: 'edit',
  MultiEdit: 'edit',
  replace_string_in_file: 'edit',
  multi_replace_string_in_file: 'edit',
  insert_edit_into_file: 'edit',
  apply_patch: 'edit',
  web_fetch: 'web',
  fetch_webpage: 'web',
  WebFetch: 'web',
};

/** VS Code's memory tool writes files under /memories/ (hooks.md §4.5): sub-command -> class */
export const MEMORY_TOOLS: readonly string[] = ['memory', 'copilot_memory'];
export const MEMORY_COMMANDS: Readonly<Record<string, ToolClass>> = { create: 'write', str_replace: 'edit', insert: 'edit' };

/** MCP tool-name prefixes (VS Code `mcp_<server>_<tool>`; unverified) */
export const MCP_PREFIXES: readonly string[] = ['mcp__', 'mcp_'];

export const SNAKE_FIELDS = {
  tool: ['tool_name'],
  command: ['tool_input.command'],
  path: ['tool_input.filePath', 'tool_input.file_path', 'tool_input.path', 'file_path'],
  content: ['tool_input.content', 'tool_input.file_text', 'tool_input.newText', 'tool_input.new_str', 'tool_input.new_string', 'tool_input.insert_text'],
  output: ['tool_response', 'tool_output', 'tool_result'],
  prompt: ['prompt'],
  url: ['tool_input.url', 'tool_input.urls[]'],
  sessionId: ['session_id'],
  toolUseId: ['tool_use_id'],
  cwd: ['cwd'],
} as const;

export const CAMEL_FIELDS = {
  tool: ['toolName'],
  command: ['tool_input.command'],
  path: ['tool_input.path', 'tool_input.file_path', 'tool_input.filePath'],
  content: ['tool_input.file_text', 'tool_input.content', 'tool_input.new_str', 'tool_input.insert_text'],
  output: ['toolResult.textResultForLlm', 'toolResult', 'error'],
  prompt: ['prompt'],
  url: ['tool_input.url', 'tool_input.urls[]'],
  sessionId: ['sessionId'],
  toolUseId: ['toolUseId'],
  cwd: ['cwd'],
} as const;

export type CopilotShape = 'gate-hso' | 'gate-flat' | 'decision' | 'after-flat' | 'after-context' | 'stop-nested' | 'stop-flat';

/** wire -> reply shape (the four shapes of hooks.md §4.5 plus the CLI's camelCase variants); unlisted = silence */
export const COPILOT_SHAPES: Readonly<Record<string, CopilotShape>> = {
  PreToolUse: 'gate-hso',
  preToolUse: 'gate-flat',
  UserPromptSubmit: 'decision',
  userPromptSubmitted: 'decision',
  PostToolUse: 'after-flat',
  postToolUse: 'after-context',
  Stop: 'stop-nested',
  agentStop: 'stop-flat',
};
