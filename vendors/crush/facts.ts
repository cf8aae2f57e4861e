/**
 * Crush (charmbracelet/crush), as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Every record was read in the vendor's source at one commit. Decisions: docs/decisions/crush.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const REPO = 'charmbracelet/crush';
const COMMIT = '37f36e93824e5c4f892e4a817f7f628e2682fe14';
const src = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: '2026-12-04', claim, repo: REPO, commit: COMMIT, path });
const HOOKS_DOC = 'docs/hooks/README.md';

export const facts = {
  id: 'crush',
  displayName: 'Crush',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    launcher: { program: 'crush', state: ['.config/crush/', '.local/share/crush/'] },
    noNative: 'Crush has no OS sandbox setting: `permissions.allowed_tools` skips prompts and `options.disabled_tools` hides tools, but nothing confines what an allowed command touches',
    evidence: {
      launcher: src('docs/config/README.md', 'global config in ~/.config/crush (crushrc, crush.json); machine-owned state in ~/.local/share/crush; the binary is crush'),
      native: src('internal/config/config.go', 'no sandbox key in the config schema: permissions.allowed_tools and options.disabled_tools only'),
    },
  },
  hooks: {
    config: 'crush.json',
    roots: ['CRUSH_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      pre_tool: {
        wire: ['PreToolUse'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [src(HOOKS_DOC, 'PreToolUse fires before every tool call of the top-level agent (sub-agents run unhooked; the sub-agent tool call itself is hooked)')],
          block: [src(HOOKS_DOC, 'exit 2 (stderr = reason) or {"decision":"deny","reason":R} on stdout blocks the call; deny wins over allow across hooks')],
          failMode: [src(HOOKS_DOC, 'any exit other than 0, 2 and 49, a timeout or a missing interpreter is a non-blocking error: the call proceeds')],
        },
      },
    },
    sees: { mcp: 'call', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'instructions.context-paths': src('internal/config/config.go', 'defaultContextPaths: AGENTS.md (and agents.md, Agents.md) beside CRUSH.md, CLAUDE.md, GEMINI.md, .cursorrules, .github/copilot-instructions.md'),
    'instructions.skill-paths': src('docs/config/README.md', 'skills load by default from .agents/skills, .crush/skills, .claude/skills and .cursor/skills'),
    'permissions.allowed-tools': src('internal/permission/permission.go', 'a call is approved without a prompt when allowed_tools holds "<tool>" or "<tool>:<action>"; otherwise the user is asked'),
    'permissions.disabled-tools': src('internal/config/config.go', 'options.disabled_tools: built-in tools disabled and hidden from the agent'),
    'packaging.mcp': src('internal/config/config.go', 'MCPConfig: type stdio|sse|http, command, args, env, url, headers, disabled, timeout'),
    'packaging.mcp-expansion': src('internal/config/config.go', 'ResolvedEnv / ResolvedArgs / ResolvedHeaders: env values, args, command, url and headers go through shell expansion ($VAR, ${VAR}) at MCP start'),
    'packaging.commands': src('internal/commands/commands.go', 'project commands are the Markdown files under the data directory (default .crush) commands/, named by path; the whole file is the prompt, $NAME placeholders become arguments'),
    'packaging.no-subagents': src('internal/agent/tools/bash.go', 'the tool set has one built-in agent tool and no user-defined subagent files'),
    'hooks.payload': src('internal/hooks/input.go', 'stdin {event, session_id, cwd, tool_name, tool_input}; env CRUSH_EVENT, CRUSH_TOOL_NAME, CRUSH_PROJECT_DIR, CRUSH_TOOL_INPUT_COMMAND, CRUSH_TOOL_INPUT_FILE_PATH'),
    'hooks.config': src(HOOKS_DOC, 'crush.json hooks.<Event>: [{name?, matcher? (regex on the tool name), command, timeout? (seconds, default 30)}]; project hooks resolve commands from the working directory'),
    'hooks.sees-mcp': src('internal/agent/tools/mcp-tools.go', 'MCP tools are named mcp_<server>_<tool> with a single "_" that server and tool names may also contain, so the pair cannot be split reliably'),
    'hooks.sees-web': src('internal/agent/tools/fetch.go', 'fetch, web_fetch and download carry the URL under url'),
    'hooks.refuse': src(HOOKS_DOC, 'exit 2 blocks the tool call with stderr as the reason'),
    'hooks.rewrite-shape': src(HOOKS_DOC, 'updated_input is a shallow-merge patch of tool_input, a shape the flat_decision family does not write, so rewrites are refused'),
  },
} as const satisfies VendorFacts;
