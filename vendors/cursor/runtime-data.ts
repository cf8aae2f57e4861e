/**
 * Cursor's hook-runtime vocabulary (hooks.md §4.2, §7.2; agentseam data + vendor docs; no verified file).
 * Data only; runtime-parse.ts and runtime-render.ts read it.
 */
import type { ParsedEvent, ToolClass } from '../../compiler/contract/events.js';
import type { ForeignSign } from '../_families/recognize.js';

export const CURSOR_EVENTS: Readonly<Record<string, ParsedEvent>> = {
  preToolUse: 'pre_tool',
  beforeShellExecution: 'pre_tool',
  beforeMCPExecution: 'pre_tool',
  beforeReadFile: 'pre_tool',
  beforeTabFileRead: 'pre_tool',
  beforeSubmitPrompt: 'prompt_submit',
  postToolUse: 'post_tool',
  afterShellExecution: 'post_tool',
  afterMCPExecution: 'post_tool',
  postToolUseFailure: 'tool_failure',
  afterFileEdit: 'file_changed',
  afterTabFileEdit: 'file_changed',
  sessionStart: 'session_start',
  sessionEnd: 'session_end',
  preCompact: 'pre_compact',
  stop: 'stop',
  subagentStart: 'subagent_start',
  subagentStop: 'subagent_stop',
  // documented, no canonical meaning
  workspaceOpen: 'unknown',
  afterAgentResponse: 'unknown',
  afterAgentThought: 'unknown',
};

/** clients that also run `.cursor/hooks.json` hooks, and their positive evidence (docs/decisions/payload-recognition.md) */
export const CURSOR_FOREIGN: readonly ForeignSign[] = [
  {
    client: 'Grok CLI',
    allOf: ['hookEventName'],
    noneOf: ['hook_event_name'],
    basis: 'https://docs.x.ai/build/features/hooks (read 2026-12-03): Grok runs .cursor/hooks.json hooks and names the event hookEventName',
  },
];

/** wire events that imply the tool class whatever the tool is called */
export const CURSOR_WIRE_CLASS: Readonly<Record<string, ToolClass>> = {
  beforeShellExecution: 'shell',
  afterShellExecution: 'shell',
  beforeMCPExecution: 'mcp',
  afterMCPExecution: 'mcp',
  beforeReadFile: 'read',
  beforeTabFileRead: 'read',
  afterFileEdit: 'edit',
  afterTabFileEdit: 'edit',
};

/**
 * `tool_name` at preToolUse/postToolUse -> class. Shell/Write/Read/Grep were seen live (3.21.18); the rest
 * come from third-party configs and vendor docs (unverified). Delete counts as an edit of the path.
 */
export const CURSOR_TOOLS: Readonly<Record<string, ToolClass>> = {
  Shell: 'shell',
  Write: 'write',
  Read: 'read',
  Grep: 'read',
  Glob: 'read',
  LS: 'read',
  StrReplace: 'edit',
  Edit: 'edit',
  MultiEdit: 'edit',
  Delete: 'edit',
  MCP: 'mcp',
  WebFetch: 'web',
  WebSearch: 'web',
};

/** tool-name prefixes seen for MCP tools in third-party material (unverified) */
export const CURSOR_MCP_PREFIXES: readonly string[] = ['MCP:', 'mcp__', 'mcp_'];

export const CURSOR_FIELDS = {
  tool: ['tool_name'],
  command: ['command', 'tool_input.command'],
  path: ['file_path', 'tool_input.file_path', 'tool_input.path'],
  content: ['edits[].new_string', 'tool_input.content', 'tool_input.new_string', 'content'],
  output: ['tool_output', 'output', 'result_json'],
  prompt: ['prompt'],
  url: ['tool_input.url'],
  sessionId: ['conversation_id'],
  toolUseId: ['tool_use_id'],
  cwd: ['cwd'],
} as const;

export type CursorGate = 'permission' | 'prompt' | 'observe' | 'stop';

/** wire -> reply family; wires not listed are silent. `ask` / `rewrite`: what the gate honours. */
export const CURSOR_GATES: Readonly<Record<string, { readonly kind: CursorGate; readonly ask: boolean; readonly rewrite: boolean }>> = {
  preToolUse: { kind: 'permission', ask: false, rewrite: true },
  beforeShellExecution: { kind: 'permission', ask: true, rewrite: false },
  beforeMCPExecution: { kind: 'permission', ask: true, rewrite: false },
  beforeReadFile: { kind: 'permission', ask: false, rewrite: false },
  beforeTabFileRead: { kind: 'permission', ask: false, rewrite: false },
  beforeSubmitPrompt: { kind: 'prompt', ask: false, rewrite: false },
  postToolUse: { kind: 'observe', ask: false, rewrite: false },
  postToolUseFailure: { kind: 'observe', ask: false, rewrite: false },
  afterShellExecution: { kind: 'observe', ask: false, rewrite: false },
  afterMCPExecution: { kind: 'observe', ask: false, rewrite: false },
  stop: { kind: 'stop', ask: false, rewrite: false },
};
