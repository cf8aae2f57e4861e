/**
 * Amazon Q Developer CLI (`q chat`) as a hook_json family record, used for parsing only (the replies are exit codes,
 * see runtime.ts). Source: aws/amazon-q-developer-cli@15cc8f3c: crates/chat-cli/src/cli/chat/cli/hooks.rs (stdin
 * `{hook_event_name, cwd, prompt?, tool_name?, tool_input?, tool_response?}`), crates/chat-cli/src/cli/agent/hook.rs
 * (the five camelCase triggers), crates/chat-cli/src/cli/chat/tool_manager.rs (built-in tool names: execute_bash,
 * execute_cmd on Windows, fs_read, fs_write, use_aws, report_issue, introspect, thinking, knowledge, todo_list,
 * delegate) and tools/custom_tool.rs (an MCP tool is named `@<server>/<tool>`). fs_read takes `operations[]`, each
 * with a `path` (`image_paths[]` in Image mode); fs_write takes `command` (create, str_replace, insert, append),
 * `path`, `file_text`, `old_str`, `new_str`. Data only. Decisions: docs/decisions/amazon_q_cli.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const amazonQRecord: HookJsonRecord = {
  agent: 'amazon_q_cli',
  events: {
    agentSpawn: 'session_start',
    userPromptSubmit: 'prompt_submit',
    preToolUse: 'pre_tool',
    postToolUse: 'post_tool',
    stop: 'stop',
  },
  claims: {
    eventKey: ['hook_event_name'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.path', 'tool_input.operations[0].path', 'tool_input.operations[0].image_paths[0]'],
    content: ['tool_input.file_text', 'tool_input.new_str'],
    output: ['tool_response'],
    prompt: ['prompt'],
    sessionId: [],
    toolUseId: [],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    execute_bash: 'shell',
    execute_cmd: 'shell',
    fs_read: 'read',
    fs_write: 'write',
  },
  mcp: { prefix: '@', separator: '/' },
  verdicts: {
    // exit 2 blocks only at preToolUse (hooks.rs / chat/mod.rs); every other trigger only observes
    gates: {
      preToolUse: { grammar: 'G1', escalate: false, transform: false, vouch: false },
    },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'Amazon Q Developer CLI hooks cannot ask for confirmation at {event}, so it is refused',
      transform: 'Amazon Q Developer CLI hooks cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Amazon Q Developer CLI hooks cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};

/** the wire events where exit 2 blocks */
export const AMAZON_Q_GATES: readonly string[] = ['preToolUse'];
