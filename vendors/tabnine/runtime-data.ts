/**
 * Tabnine CLI as a flat_decision family record. Sources: hooks.md §4.12 and the Tabnine CLI hook docs
 * (docs.tabnine.com, a Gemini CLI derivative: same event names, G1 allow/deny). Data only.
 * Decisions: docs/decisions/tabnine.md.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const tabnineRecord: FlatDecisionRecord = {
  agent: 'tabnine',
  events: {
    BeforeTool: 'pre_tool',
    AfterTool: 'post_tool',
    BeforeAgent: 'prompt_submit',
    AfterAgent: 'stop',
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    PreCompress: 'pre_compact',
    BeforeModel: 'unknown',
    AfterModel: 'unknown',
    BeforeToolSelection: 'unknown',
    Notification: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.absolute_path', 'tool_input.path', 'tool_input.dir_path'],
    content: ['tool_input.content', 'tool_input.new_string'],
    output: ['tool_response.llmContent', 'tool_response', 'tool_output'],
    prompt: ['prompt'],
    url: ['tool_input.url', 'tool_input.prompt'],
    sessionId: ['session_id'],
    toolUseId: [],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  commandOnlyForShellTools: false,
  // the docs' examples use Gemini's tool names (run_shell_command, write_file)
  tools: {
    run_shell_command: 'shell',
    write_file: 'write',
    replace: 'edit',
    read_file: 'read',
    read_many_files: 'read',
    list_directory: 'read',
    glob: 'read',
    grep_search: 'read',
    search_file_content: 'read',
    web_fetch: 'web',
    google_web_search: 'web',
  },
  mcp: { prefix: 'mcp_', separator: '_', serverChain: ['mcp_context.server_name'], toolChain: ['mcp_context.tool_name'] },
  verdicts: {
    // unverified (hooks.md §1.6); the docs' own example answers {"decision":"allow"}, and non-JSON stdout allows anyway
    bareAllow: 'unverified',
    gates: {
      BeforeTool: { escalate: false, transform: false, vouch: false },
      AfterTool: { escalate: false, transform: false, vouch: false },
      BeforeAgent: { escalate: false, transform: false, vouch: false },
      AfterAgent: { escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', allow: 'allow' },
    notes: {
      escalate: 'Tabnine CLI cannot ask for confirmation at {event}, so it is refused',
      transform: 'Tabnine CLI cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Tabnine CLI cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
