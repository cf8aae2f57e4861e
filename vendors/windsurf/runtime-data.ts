/**
 * Windsurf / Devin Desktop (Cascade hooks) vocabulary, family F4 (hooks.md §2.2, §4.6, §7.6): exit-code-only replies
 * (G5) and a `tool_info` envelope named by `agent_action_name` (vendor docs and third-party adapters; agentseam's
 * fixtures used `hook_event_name`, read as a fallback). No live run exists. Data only.
 */
import type { ParsedEvent, ToolClass } from '../../compiler/contract/events.js';

export const WINDSURF_EVENTS: Readonly<Record<string, ParsedEvent>> = {
  pre_user_prompt: 'prompt_submit',
  pre_run_command: 'pre_tool',
  pre_write_code: 'pre_tool',
  pre_read_code: 'pre_tool',
  pre_mcp_tool_use: 'pre_tool',
  post_run_command: 'post_tool',
  post_write_code: 'post_tool',
  post_read_code: 'post_tool',
  post_mcp_tool_use: 'post_tool',
  post_cascade_response: 'stop',
  post_setup_worktree: 'unknown',
};

/** wire -> tool class the event implies (`write` is refined to `edit` when an edit replaces existing text) */
export const WINDSURF_CLASS: Readonly<Record<string, ToolClass>> = {
  pre_run_command: 'shell',
  post_run_command: 'shell',
  pre_write_code: 'write',
  post_write_code: 'write',
  pre_read_code: 'read',
  post_read_code: 'read',
  pre_mcp_tool_use: 'mcp',
  post_mcp_tool_use: 'mcp',
};

/** pre-hooks: exit 2 blocks (vendor docs) */
export const WINDSURF_GATES: readonly string[] = ['pre_user_prompt', 'pre_run_command', 'pre_write_code', 'pre_read_code', 'pre_mcp_tool_use'];

export const WINDSURF_FIELDS = {
  eventKey: ['agent_action_name', 'hook_event_name'],
  command: ['tool_info.command_line', 'tool_info.command'],
  path: ['tool_info.file_path', 'tool_info.path', 'path'],
  content: ['tool_info.edits[].new_string', 'tool_info.content'],
  prompt: ['tool_info.user_prompt', 'tool_info.prompt', 'query', 'prompt'],
  mcpServer: ['tool_info.mcp_server_name', 'tool_info.server'],
  mcpTool: ['tool_info.mcp_tool_name', 'tool_info.tool'],
  output: ['tool_info.mcp_result', 'tool_info.output', 'tool_info.response', 'output', 'result'],
  sessionId: ['trajectory_id'],
  toolUseId: ['execution_id'],
  cwd: ['tool_info.cwd', 'cwd'],
} as const;
