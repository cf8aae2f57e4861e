/**
 * deepagents' coding agent (`dcode`, package deepagents-code) as a hook_json family record. Source:
 * langchain-ai/deepagents@23b83ad5 libs/code (HOOKS.md, deepagents_code/hooks/: models/wire.py for the payloads and
 * replies, tools.py for the wire tool names, reducer.py and capabilities.py for what each reply does). Data only.
 * Decisions: docs/decisions/deepagents.md.
 *
 * dcode speaks Claude Code's wire: `hook_event_name`, native tools renamed to `Bash`, `Write`, `Edit`, `Read`, `Glob`,
 * `Grep`, `LS`, MCP tools `mcp__<server>__<tool>`; its other tools keep their native names (`fetch_url`, `web_search`,
 * `task`, ...). PreToolUse reads `hookSpecificOutput.permissionDecision` (deny / ask; `updatedInput` is ignored with a
 * diagnostic), UserPromptSubmit and Stop read a top-level `{"decision": "block"}`.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const deepagentsRecord: HookJsonRecord = {
  agent: 'deepagents',
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PostToolUseFailure: 'tool_failure',
    PreCompact: 'pre_compact',
    Stop: 'stop',
    SubagentStart: 'subagent_start',
    SubagentStop: 'subagent_stop',
    PermissionRequest: 'unknown',
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
    path: ['tool_input.file_path', 'tool_input.path'],
    content: ['tool_input.content', 'tool_input.new_string'],
    output: ['tool_response', 'error'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    Bash: 'shell',
    Write: 'write',
    Edit: 'edit',
    Read: 'read',
    Glob: 'read',
    Grep: 'read',
    LS: 'read',
    fetch_url: 'web',
    web_search: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      // deny and ask are read; updatedInput is ignored (reducer.py), so no rewrite; allow is not trusted to skip approval
      PreToolUse: { grammar: 'G2', escalate: true, transform: false, vouch: false },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow', escalate: 'ask' },
    notes: {
      escalate: 'deepagents cannot ask for confirmation at {event}, so it is refused',
      transform: 'deepagents ignores a rewritten input (updatedInput), so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'deepagents cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    refireGuard: { key: 'stop_hook_active', gates: ['Stop'] },
  },
};
