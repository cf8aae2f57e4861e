/**
 * Claude Code as a hook_json family record. Sources: hooks.md §4.1 and verified/claude_code.md (2.1.332,
 * which wins where they disagree). Data only.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const claudeCodeRecord: HookJsonRecord = {
  agent: 'claude_code',
  // the 34 wire events of 2.1.332 (verified §3); those without a canonical meaning parse to `unknown`
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
    InstructionsLoaded: 'instructions_loaded',
    FileChanged: 'file_changed',
    PostToolBatch: 'unknown',
    Notification: 'unknown',
    UserPromptExpansion: 'unknown',
    StopFailure: 'unknown',
    PostCompact: 'unknown',
    PreModelSwitch: 'unknown',
    PostModelSwitch: 'unknown',
    PermissionRequest: 'unknown',
    PermissionDenied: 'unknown',
    Setup: 'unknown',
    TeammateIdle: 'unknown',
    TaskCreated: 'unknown',
    TaskCompleted: 'unknown',
    Elicitation: 'unknown',
    ElicitationResult: 'unknown',
    ConfigChange: 'unknown',
    WorktreeCreate: 'unknown',
    WorktreeRemove: 'unknown',
    CwdChanged: 'unknown',
    DirectoryAdded: 'unknown',
    MessageDisplay: 'unknown',
    PreSkillShellCommand: 'unknown',
  },
  claims: {
    eventKey: ['hook_event_name'],
    // Clients that also run `.claude/settings.json` hooks and are judged here unless their own runtime is
    // installed: Copilot CLI honours this dialect (live run), so it is judged. Only these are not ours
    // (docs/decisions/payload-recognition.md).
    foreign: [
      { client: 'Cursor', allOf: ['cursor_version'], basis: 'https://cursor.com/docs/agent/hooks (read 2026-12-03): every Cursor hook input carries cursor_version' },
      {
        client: 'a camelCase-payload client (Grok CLI, VS Code)',
        allOf: ['hookEventName'],
        noneOf: ['hook_event_name'],
        basis: 'https://docs.x.ai/build/features/hooks and https://code.visualstudio.com/docs/agent-customization/hooks (read 2026-12-03): both run .claude/settings.json hooks and name the event hookEventName',
      },
    ],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path', 'tool_input.notebook_path', 'file_path'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.new_source', 'content', 'tool_input.edits[].new_string'],
    // verified: PostToolUse carries `tool_response`; `tool_output` kept for older builds; failures carry `error`
    output: ['tool_response', 'tool_output', 'error'],
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
    MultiEdit: 'edit',
    NotebookEdit: 'edit',
    Read: 'read',
    Glob: 'read',
    Grep: 'read',
    LS: 'read',
    WebFetch: 'web',
    WebSearch: 'web',
  },
  // since 2.1.335 PreToolUse also names the server (`mcp_server.name`, npm @anthropic-ai/claude-agent-sdk sdk.d.ts)
  mcp: { prefix: 'mcp__', separator: '__', serverChain: ['mcp_server.name'] },
  verdicts: {
    gates: {
      PreToolUse: { grammar: 'G2', escalate: true, transform: true, vouch: true },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'block', transform: 'allow', escalate: 'ask', vouch: 'allow' },
    notes: {
      escalate: 'Claude Code cannot ask for confirmation at {event}, so it is refused',
      transform: 'Claude Code cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
