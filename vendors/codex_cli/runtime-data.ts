/**
 * OpenAI Codex CLI as a hook_json family record. Sources: hooks.md §4.3, §7.3 and verified/codex_cli.md
 * (0.171.0, which wins where they disagree). Data only. Decisions: docs/decisions/codex_cli.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const codexCliRecord: HookJsonRecord = {
  agent: 'codex_cli',
  // hooks.md §4.3 event list; PermissionRequest and PostCompact are accepted by 0.171.0 (verified H8) but have no canonical meaning
  events: {
    SessionStart: 'session_start',
    SessionEnd: 'session_end',
    UserPromptSubmit: 'prompt_submit',
    PreToolUse: 'pre_tool',
    PostToolUse: 'post_tool',
    PreCompact: 'pre_compact',
    Stop: 'stop',
    SubagentStart: 'subagent_start',
    SubagentStop: 'subagent_stop',
    PermissionRequest: 'unknown',
    PostCompact: 'unknown',
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
    content: ['tool_input.content'],
    // verified correction 3: `tool_response` (a string); `tool_output` kept for 0.150-era builds
    output: ['tool_response', 'tool_output'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  // an exec_command call arrives as Bash (verified §4); file changes as apply_patch with the patch in `command`
  tools: { Bash: 'shell', apply_patch: 'edit' },
  patchTools: ['apply_patch'],
  mcp: { prefix: 'mcp__', separator: '__' },
  verdicts: {
    gates: {
      // transform as verified X4 (allow + updatedInput, no reason: a reason there was never seen accepted)
      PreToolUse: { grammar: 'G2', escalate: false, transform: true, vouch: false, transformWithoutReason: true },
      UserPromptSubmit: { grammar: 'G1', escalate: false, transform: false, vouch: false },
      Stop: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    // no escalate or vouch word: `ask` and a bare `allow` are rejected and the call runs (verified X2, X3)
    words: { deny: 'deny', block: 'block', transform: 'allow' },
    notes: {
      escalate: 'Codex cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Codex cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
    // a Stop block re-prompts with no cap (verified X12): block once per stop
    refireGuard: { key: 'stop_hook_active', gates: ['Stop'] },
  },
};
