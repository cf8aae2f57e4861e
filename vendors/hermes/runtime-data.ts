/**
 * Hermes Agent as a hook_json family record. Sources (NousResearch/hermes-agent, read 2026-12-04): agent/shell_hooks.py
 * at 00067189 (stdin `{hook_event_name, tool_name, tool_input, session_id, cwd, profile, extra}`; pre_tool_call
 * replies), website/docs/reference/tools-reference.md at 01747edb (the built-in tools), tools/file_tools.py at
 * 00d5a8de (file tool arguments), website/docs/user-guide/features/mcp.md at 00067189 (`mcp_<server>_<tool>`).
 * Data only; the tools this record cannot class soundly are refused in runtime.ts. Decisions: docs/decisions/hermes.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

/** the one wire event seamc installs: the only shell-hook event whose block Hermes honours */
export const HERMES_GATE = 'pre_tool_call';

export const hermesRecord: HookJsonRecord = {
  agent: 'hermes',
  events: {
    pre_tool_call: 'pre_tool',
    post_tool_call: 'unknown',
    pre_llm_call: 'unknown',
    post_llm_call: 'unknown',
    on_session_start: 'unknown',
    on_session_end: 'unknown',
    pre_verify: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path'],
    content: ['tool_input.content', 'tool_input.new_string'],
    output: ['extra.result'],
    prompt: [],
    url: ['tool_input.url', 'tool_input.urls[]'],
    sessionId: ['session_id'],
    toolUseId: ['extra.tool_call_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    terminal: 'shell',
    read_file: 'read',
    search_files: 'read',
    write_file: 'write',
    patch: 'edit',
    web_search: 'web',
    web_extract: 'web',
    browser_navigate: 'web',
    browser_back: 'web',
    browser_click: 'web',
    browser_type: 'web',
    browser_press: 'web',
    browser_scroll: 'web',
    browser_snapshot: 'web',
    browser_vision: 'web',
    browser_console: 'web',
    browser_get_images: 'web',
  },
  // MCP tools are `mcp_<server>_<tool>` with every character outside [A-Za-z0-9_] of both names made `_`, so the
  // server and tool cannot be told apart when a server's name holds `_`, `-` or `.`: facts.hooks.sees.mcp is `call`
  mcp: { prefix: 'mcp_', separator: '_' },
  verdicts: {
    gates: {
      pre_tool_call: { grammar: 'G1', escalate: false, transform: true, vouch: false },
    },
    words: { deny: 'block', block: 'block', transform: 'modify' },
    notes: {
      escalate: 'Hermes Agent cannot ask the user from a shell hook at {event}, so it is refused',
      transform: 'Hermes Agent cannot rewrite the call at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
