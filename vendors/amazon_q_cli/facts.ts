/**
 * Amazon Q Developer CLI (`q chat`), as data: every claim seamc makes about the agent, with the evidence records behind
 * it (docs/evidence.md). Decisions: docs/decisions/amazon_q_cli.md (hooks, permissions), docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

/** the custom agent seamc writes: the built-in default agent's tools and context, plus the hooks */
export const AGENT_FILE = '.amazonq/cli-agents/seamc.json';

const DAY = '2026-12-04';
const aws = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/${page}` });
const cli = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://raw.githubusercontent.com/aws/amazon-q-developer-cli/main/docs/${page}` });
const FORMAT = '0765b94ac80d3fcac5cbe0b88bc0dc137e74863c';
const src = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'aws/amazon-q-developer-cli', commit: FORMAT, path });
/** the newest commit of the repository (2026-04-23; the CLI is in maintenance, succeeded by Kiro CLI) */
const HEAD = '15cc8f3cd18c4272925ce1c7053268eedff1ea0a';
const at = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'aws/amazon-q-developer-cli', commit: HEAD, path });
const RUNNER = 'crates/chat-cli/src/cli/chat/cli/hooks.rs';
const CHAT = 'crates/chat-cli/src/cli/chat/mod.rs';
const OPEN = (trigger: string): Evidence => at(RUNNER, `a ${trigger} hook that times out or cannot be spawned is dropped from the results, and any exit code is at most a warning: the chat goes on`);
const cell = (wire: string, fires: string, failMode: Evidence) => ({
  wire: [wire], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open' as const,
  evidence: { fires: [at(CHAT, fires)], failMode: [failMode] },
});

export const facts = {
  id: 'amazon_q_cli',
  displayName: 'Amazon Q Developer CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'seamc has not recorded the state Amazon Q Developer CLI keeps under the home folder (it is known to use ~/.aws/amazonq/ for global agents), so it writes no launcher that could break the CLI at start',
    noNative: 'Amazon Q Developer CLI has no project-level OS sandbox setting seamc knows of: a custom agent restricts tools (toolsSettings such as fs_write allowedPaths), not what a running command touches',
    evidence: {
      native: aws('command-line-custom-agents-overview.html', 'custom agents pre-approve, limit and configure tools; no sandbox setting is named'),
    },
  },
  hooks: {
    config: AGENT_FILE,
    wiring: ['.amazonq/cli-agents/*.json'],
    roots: [],
    refuse: { exit: 2 },
    events: {
      session_start: cell('agentSpawn', 'agentSpawn hooks run when the agent is activated, and their stdout is added to the context', OPEN('agentSpawn')),
      prompt_submit: cell('userPromptSubmit', 'userPromptSubmit hooks run with the prompt (also in USER_PROMPT) when the user sends a message; their stdout is added to the context and no exit code stops the prompt', OPEN('userPromptSubmit')),
      pre_tool: {
        wire: ['preToolUse'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [at(CHAT, 'preToolUse hooks run for every validated tool call, before the user\'s own confirmation, with tool_name (an MCP tool as @server/tool) and the model\'s tool_input')],
          block: [at(CHAT, 'a preToolUse hook that exits 2 blocks the call: its stderr is returned to the model as the tool\'s error result')],
          failMode: [OPEN('preToolUse')],
        },
      },
      post_tool: cell('postToolUse', 'postToolUse hooks run after the tools ran, with tool_response; the code does not read their output', OPEN('postToolUse')),
      stop: cell('stop', 'stop hooks run when the assistant finishes its response; their result is ignored', OPEN('stop')),
    },
    sees: { mcp: 'server+tool', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  gates: [
    {
      id: 'select-agent',
      sections: ['hooks', 'permissions'],
      holds: `Amazon Q Developer CLI applies the hooks, pre-approvals and denied commands of ${AGENT_FILE} only in a chat that uses the agent named seamc; the built-in default agent has no hooks and trusts only fs_read`,
      clear: 'start the chat with `q chat --agent seamc`, or make it the default with `q settings chat.defaultAgent seamc`',
      evidence: [at('crates/chat-cli/src/cli/agent/mod.rs', 'the active agent is the --agent one, else the chat.defaultAgent setting, else an in-memory default that has no hooks; a local agent named q_cli_default is loaded, but the in-memory default, added after it under the same name, replaces it in the agent map')],
    },
  ],
  evidence: {
    'hooks.config': at('crates/chat-cli/src/cli/agent/hook.rs', 'an agent\'s hooks field maps agentSpawn, userPromptSubmit, preToolUse, postToolUse and stop to lists of {command, timeout_ms (30000), max_output_size, cache_ttl_seconds (0), matcher}; the command runs through bash -c (cmd /C on Windows) in the chat\'s working directory'),
    'hooks.payload': at(RUNNER, 'stdin is one JSON object {hook_event_name, cwd}, with prompt for userPromptSubmit and tool_name, tool_input (tool_response after the call) for the tool triggers'),
    'hooks.matcher': at(RUNNER, 'a matcher of "*" (or none) runs the hook for every tool; "@builtin" for built-ins only; otherwise an exact name, @server, or a glob with * and ?'),
    'hooks.cache': at(RUNNER, 'a hook exiting 0 is cached per trigger and hook definition (not per call) for cache_ttl_seconds; seamc writes 0, so every call is judged'),
    'hooks.refuse': at(CHAT, 'exit 2 from a preToolUse hook blocks the tool call; any other exit is a warning shown to the user'),
    'hooks.tools': at('crates/chat-cli/src/cli/chat/tool_manager.rs', 'built-in tools are execute_bash (execute_cmd on Windows), fs_read, fs_write, use_aws, report_issue, introspect, thinking, knowledge, todo_list and delegate; any other name is an MCP tool'),
    'hooks.sees-mcp': at('crates/chat-cli/src/cli/chat/tools/custom_tool.rs', 'the hook\'s tool_name for an MCP tool is @<server>/<tool>'),
    'hooks.sees-web': at('crates/chat-cli/src/cli/chat/tool_manager.rs', 'the built-in tools include no web fetch tool; a web request runs through execute_bash (judged as a shell command) or an MCP tool'),
    'hooks.tool-inputs': at('crates/chat-cli/src/cli/chat/tools/fs_read.rs', 'fs_read takes operations[], each with a mode (Line, Directory, Search, Image) and a path (Image: image_paths[]); fs_write (tools/fs_write.rs) takes command create / str_replace / insert / append with path, file_text, old_str, new_str'),
    'permissions.commands': at('crates/chat-cli/src/cli/chat/tools/execute/mod.rs', 'execute_bash settings: deniedCommands and allowedCommands are regexes anchored to the whole command (\\A...\\z); a denied match refuses, an invalid denied regex denies all; an allowed match runs without a prompt only for a command with no &&, ||, ;, &, $, backtick, >, <( or unspaced |; everything else asks unless execute_bash is in allowedTools'),
    'permissions.allowed-tools-match': at('crates/chat-cli/src/util/tool_permission_checker.rs', 'allowedTools entries are exact names or * / ? globs; @server approves every tool of that server, @server/tool one of them'),
    'permissions.paths': at('crates/chat-cli/src/util/paths.rs', 'fs_read / fs_write allowedPaths and deniedPaths are shell-expanded, joined to the current working directory when relative, and matched as the glob and glob/**'),
    'hooks.default-agent-doc': cli('default-agent-behavior.md', 'the page says a q_cli_default agent file in .amazonq/cli-agents/ overrides the built-in default agent; the source at the newest commit does not bear that out (see the select-agent gate), so seamc does not rely on it'),
    'instructions.default-agent': cli('default-agent-behavior.md', 'the built-in default agent includes file://AmazonQ.md, file://README.md and file://.amazonq/rules/**/*.md as resources, trusts only fs_read and sets useLegacyMcpJson'),
    'instructions.context': aws('command-line-context.html', 'context files are agent resources (file:// paths or globs such as .amazonq/rules/**/*.md) loaded into every chat session of that agent'),
    'instructions.rules': aws('context-project-rules.html', 'project rules are Markdown files in <project-root>/.amazonq/rules, used automatically as context'),
    'permissions.custom-agent': aws('command-line-custom-agents-overview.html', 'a custom agent JSON file names the tools the agent can use, which run without prompting, and its context; switching agents takes q chat --agent <name>'),
    'permissions.agent-files': cli('agent-file-locations.md', 'local agents live in .amazonq/cli-agents/ of the working directory, global ones in ~/.aws/amazonq/cli-agents/; the local one wins on a name clash'),
    'hooks.agent-hooks': at('docs/hooks.md', 'hooks are defined in an agent file; exit 0 passes, exit 2 at PreToolUse blocks the tool with stderr returned to the model, any other exit is a warning'),
    'permissions.allowed-tools': src('docs/agent-format.md', 'allowedTools lists tools (glob patterns with * and ?, @server and @server/tool) that run without a prompt; toolsSettings configures tools such as fs_write allowedPaths'),
    'packaging.legacy-mcp': src('docs/agent-format.md', 'useLegacyMcpJson adds the servers of ~/.aws/amazonq/mcp.json and <cwd>/.amazonq/mcp.json; a server entry is command, args, env and timeout (ms)'),
    'packaging.mcp-json': { basis: 'vendor-docs', date: DAY, claim: 'AWS\'s MCP configuration page (read through a mirror of docs.aws.amazon.com): a global ~/.aws/amazonq/mcp.json and a workspace .amazonq/mcp.json, combined, the workspace entry winning a name clash; {mcpServers: {<name>: {command, args, env, timeout}}}; an entry with url (HTTP) is announced for a future release', url: 'https://docs---aws.amazon.com.rproxy.govskope.ca/amazonq/latest/qdeveloper-ug/command-line-mcp-configuration.html' },
  },
} as const satisfies VendorFacts;
