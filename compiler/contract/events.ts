/** The twelve canonical hook events (reference hooks.md §1.1). `unknown` is a sentinel, not a member. */
export const CANONICAL_EVENTS = [
  'session_start',
  'session_end',
  'prompt_submit',
  'pre_tool',
  'post_tool',
  'tool_failure',
  'pre_compact',
  'stop',
  'subagent_start',
  'subagent_stop',
  'instructions_loaded',
  'file_changed',
] as const;

export type CanonicalEvent = (typeof CANONICAL_EVENTS)[number];
export type ParsedEvent = CanonicalEvent | 'unknown';

/** Tool classes a rule or permission can name. `other` is what an adapter answers for a tool it cannot class. */
export const TOOL_CLASSES = ['shell', 'read', 'write', 'edit', 'mcp', 'web'] as const;
export type ToolClass = (typeof TOOL_CLASSES)[number];
export type ParsedToolClass = ToolClass | 'other';

/** The normalized event every adapter produces (hooks.md §1.2). */
export interface NormalizedEvent {
  readonly agent: string;
  readonly event: ParsedEvent;
  /** the vendor's own event name, echoed back where a dialect needs it */
  readonly wire: string;
  readonly tool?: string;
  readonly toolClass?: ParsedToolClass;
  readonly toolInput?: Record<string, unknown>;
  /** MCP tools only: `server.tool` (the form `permissions: mcp:` uses), when the payload names both parts */
  readonly mcpTool?: string;
  /** MCP tools only: the server's name as configured, when the payload names it */
  readonly mcpServer?: string;
  /** MCP tools only: the tool's own name on its server */
  readonly mcpName?: string;
  /** web tools: the URL fetched (or a text holding URLs, such as a fetch prompt) */
  readonly url?: string;
  /** patch tools: the whole patch envelope; every file it adds, updates, moves or deletes is judged */
  readonly patch?: string;
  readonly command?: string;
  readonly path?: string;
  readonly content?: string;
  readonly output?: string;
  readonly prompt?: string;
  readonly sessionId?: string;
  readonly toolUseId?: string;
  readonly cwd?: string;
  readonly raw: unknown;
}
