/**
 * Mistral Vibe as a flat_decision family record. Source: mistralai/mistral-vibe@ac8f1a09 (2.18.4) vibe/core/hooks/
 * (models.py: the invocation on stdin and the structured reply; _before_tool.py, _after_tool.py, _post_agent_turn.py:
 * what a reply does) and the README's Hooks section. Data only. Decisions: docs/decisions/mistral_vibe.md.
 *
 * Replies: silence passes; `{"decision": "deny", "reason": R}` denies a tool call (before_tool) or asks the agent to
 * retry (post_agent_turn); `{"hook_specific_output": {"tool_input": X}}` replaces the call's arguments wholesale
 * (re-validated by Vibe). Tools are snake_case class names (vibe/core/tools/builtins); an MCP tool is
 * `<server>_<tool>`, which cannot be split reliably (both parts may hold `_`), so every unlisted tool is read as MCP
 * and the built-ins that are neither are pinned to `other`.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const mistralVibeRecord: FlatDecisionRecord = {
  agent: 'mistral_vibe',
  events: {
    before_tool: 'pre_tool',
    after_tool: 'post_tool',
    post_agent_turn: 'stop',
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
    output: ['tool_output_text', 'tool_error'],
    prompt: [],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  commandOnlyForShellTools: true,
  tools: {
    bash: 'shell',
    read: 'read',
    grep: 'read',
    write_file: 'write',
    edit: 'edit',
    web_fetch: 'web',
    web_search: 'web',
    task: 'other',
    todo: 'other',
    skill: 'other',
    ask_user_question: 'other',
    exit_plan_mode: 'other',
  },
  mcp: { prefix: '', separator: '_' },
  verdicts: {
    bareAllow: 'silent',
    gates: {
      before_tool: { escalate: false, transform: true, vouch: false },
      post_agent_turn: { escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny' },
    transformGrammar: 'hook_specific_tool_input', // Vibe spells the key in snake_case: runtime.ts renames it
    notes: {
      escalate: 'Mistral Vibe cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Mistral Vibe cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    gateReasonDefaults: { post_agent_turn: 'the work is not finished by policy' },
  },
};
