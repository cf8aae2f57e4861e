/**
 * Command Code (the `command-code` npm CLI, `cmd`), as data: every claim seamc makes about the agent, with the evidence
 * records behind it (docs/evidence.md). Read in the published bundle (npm:command-code 1.64.0, dist/cli.mjs).
 * Decisions: docs/decisions/command_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const src = (claim: string): Evidence => ({ basis: 'vendor-source', date: '2026-12-04', claim, repo: 'npm:command-code', commit: '1.64.0', path: 'dist/cli.mjs' });
const OPEN = src('a hook that exits non-zero (other than 2), times out or prints unreadable output is a non-blocking error unless its entry sets failClosed');
const cell = (wire: string, fires: string, block?: string, failMode: 'open' | 'configurable' = 'open') => ({
  wire: [wire], block: block !== undefined, escalate: false, transform: false, vouch: false, warn: false, failMode,
  evidence: {
    fires: [src(fires)],
    ...(block !== undefined ? { block: [src(block)] } : {}),
    failMode: [failMode === 'configurable' ? src('resolveHookExit: with failClosed on the entry, a non-zero exit, a timeout, a failure to start or unreadable output blocks the PreToolUse call') : OPEN],
  },
});

export const facts = {
  id: 'command_code',
  displayName: 'Command Code',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    launcher: { program: 'cmd', state: ['.commandcode/'] },
    noNative: 'Command Code has no OS sandbox setting: its permissions decide which calls run without a prompt, not what an allowed command touches',
    evidence: {
      launcher: src('the CLI keeps settings, trusted hooks, MCP servers and per-project state under ~/.commandcode/'),
      native: src('the permissions block of .commandcode/settings.json holds defaultMode, autoApprove and allow; there is no sandbox key'),
    },
  },
  hooks: {
    config: '.commandcode/settings.json',
    roots: ['COMMANDCODE_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: cell('SessionStart', 'SessionStart fires when a session starts (source startup / resume)'),
      pre_tool: cell('PreToolUse', 'PreToolUse fires before a tool runs, with tool_name, tool_display_name and tool_input', 'exit 2, hookSpecificOutput.permissionDecision "deny" or "block": true at PreToolUse blocks the call', 'configurable'),
      post_tool: cell('PostToolUse', 'PostToolUse fires after a tool has run, with tool_response; a block there only asks the model to retry'),
      stop: cell('Stop', 'Stop fires when the agent is about to end its turn, with stop_hook_active', 'exit 2 or {"decision":"block"} at Stop sends the reason back and the agent keeps working'),
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    'instructions.agents-md': src('project memory is AGENTS.md at the repository root (or .commandcode/AGENTS.md when it is absent), plus ~/.commandcode/AGENTS.md'),
    'instructions.skills': src('project skills are .commandcode/skills/<name>/SKILL.md (user: ~/.commandcode/skills, ~/.agents/skills)'),
    'permissions.allow-only': src('permissions.allow in .commandcode/settings.json: Bash(<cmd>) / Shell(<cmd>) trusts a command and the command with more words (a * is a wildcard), a bare tool name trusts the tool; no deny or ask list is read'),
    'packaging.mcp': src('project MCP servers in <project>/.mcp.json under mcpServers; transport from transport or type: stdio, http or sse'),
    'packaging.commands': src('project commands are Markdown files under .commandcode/commands/'),
    'packaging.agents': src('project agents are Markdown files under .commandcode/agents/'),
    'hooks.config': src('hooks load from .commandcode/settings.local.json, .commandcode/settings.json and ~/.commandcode/settings.json: {hooks: {Event: [{matcher?, hooks: [{type: "command", command, timeout? (<= 600 s), async?, failClosed?}]}]}}; a new hook is trusted on first run'),
    'hooks.payload': src('payloads carry session_id, transcript_path, cwd, hook_event_name, permission_mode; tool events add tool_use_id, tool_name (shell_command, read_file, edit_file, write_file, web_fetch, ...), tool_display_name and tool_input with file-tool keys in snake_case'),
    'hooks.sees-mcp': src('MCP tools are named mcp__<server>__<tool> after sanitising both names'),
    'hooks.sees-web': src('web_fetch carries the URL under url'),
    'hooks.refuse': src('exit 2 at PreToolUse or Stop blocks, with stderr as the reason'),
  },
} as const satisfies VendorFacts;
