/**
 * Antigravity hook vocabulary, family F5 (hooks.md §2.2, §4.9; vendor docs via agentseam, 2026-08-26): payloads never
 * name their event, which is inferred from shape; argument keys are PascalCase; replies are flat decisions (G1).
 * Data only.
 */
import type { ParsedEvent, ToolClass } from '../../compiler/contract/events.js';

export const ANTIGRAVITY_EVENTS: Readonly<Record<string, ParsedEvent>> = {
  PreToolUse: 'pre_tool',
  PostToolUse: 'post_tool',
  Stop: 'stop',
  PreInvocation: 'unknown',
  PostInvocation: 'unknown',
};

/** tool names (hooks.md §4.9 `run_command`, `write_to_file`; the rest from vendor docs, unverified) */
export const ANTIGRAVITY_TOOLS: Readonly<Record<string, ToolClass>> = {
  run_command: 'shell',
  write_to_file: 'write',
  replace_file_content: 'edit',
  multi_replace_file_content: 'edit',
  view_file: 'read',
  view_file_outline: 'read',
  list_dir: 'read',
  grep_search: 'read',
  find_by_name: 'read',
  read_url_content: 'web',
  search_web: 'web',
};

export const ANTIGRAVITY_MCP_PREFIX = 'mcp_';

export const ANTIGRAVITY_FIELDS = {
  tool: ['toolCall.name'],
  command: ['tool_input.CommandLine'],
  path: ['tool_input.TargetFile', 'tool_input.AbsolutePath'],
  content: ['tool_input.CodeContent', 'tool_input.ReplacementContent', 'tool_input.ReplacementChunks[].ReplacementContent'],
  cwd: ['tool_input.Cwd', 'workspacePaths[0]'],
  sessionId: ['conversationId'],
  toolUseId: ['stepIdx'],
  output: ['error'],
} as const;
