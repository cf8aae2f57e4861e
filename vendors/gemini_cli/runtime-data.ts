/**
 * Gemini CLI as a flat_decision family record. Sources: verified/gemini_cli.md (0.61.0, run here on 2026-12-02;
 * it wins) and hooks.md §4.4. Data only. Decisions: docs/decisions/gemini_cli.md.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const geminiCliRecord: FlatDecisionRecord = {
  agent: 'gemini_cli',
  // the 11 events of 0.61.0 (verified Q1); model/selection/notification events have no canonical meaning
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
    // run_shell_command's dir_path: the folder the command runs in
    workdir: ['tool_input.dir_path'],
    content: ['tool_input.content', 'tool_input.new_string'],
    // verified Q4: tool_response is an object {llmContent, returnDisplay, error?}; tool_output kept for older builds
    output: ['tool_response.llmContent', 'tool_response', 'tool_output'],
    prompt: ['prompt'],
    url: ['tool_input.url', 'tool_input.prompt'],
    sessionId: ['session_id'],
    toolUseId: [],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  commandOnlyForShellTools: false,
  // tool names offered by 0.61.0 (verified permissions correction 4) plus legacy aliases
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
  // policy FQNs are mcp_<server>_<tool> (server names cannot hold `_`); payloads also carry mcp_context (source only)
  mcp: { prefix: 'mcp_', separator: '_', serverChain: ['mcp_context.server_name'], toolChain: ['mcp_context.tool_name'] },
  verdicts: {
    bareAllow: 'inert',
    gates: {
      BeforeTool: { escalate: true, transform: true, vouch: false },
      AfterTool: { escalate: false, transform: false, vouch: false },
      BeforeAgent: { escalate: false, transform: false, vouch: false },
      AfterAgent: { escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', allow: 'allow', escalate: 'ask' },
    transformGrammar: 'hook_specific_tool_input',
    notes: {
      escalate: 'Gemini CLI cannot ask for confirmation at {event}, so it is refused',
      transform: 'Gemini CLI cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    // an AfterAgent deny re-prompts the model, and stop_hook_active comes back false after a tool round trip, so
    // only Gemini's own loop detector would end it: block a stop once, then let the next one through (../refire.ts)
    refireGuard: { key: 'stop_hook_active', gates: ['AfterAgent'], cap: 1 },
  },
};
