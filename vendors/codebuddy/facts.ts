/**
 * CodeBuddy Code (Tencent's terminal agent, @tencent-ai/codebuddy-code), as data: every claim seamc makes about the
 * agent, with the evidence records behind it (docs/evidence.md). Grades are computed from the records
 * (compiler/evidence/grade.ts), never typed here. Decisions: docs/decisions/codebuddy.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const doc = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://www.codebuddy.ai/docs/cli/${page}` });
const HOOKS = 'hooks';
const OPEN = 'a hook that fails or runs past its 60-second limit does not stop the session: hooks mirror Claude Code\'s exit-code semantics, where only exit 2 blocks';
const cell = (wire: string, fires: string, block?: string) => ({
  wire: [wire], block: block !== undefined, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open' as const,
  evidence: { fires: [doc(HOOKS, fires)], ...(block !== undefined ? { block: [doc(HOOKS, block)] } : {}), failMode: [doc(HOOKS, OPEN)] },
});

export const facts = {
  id: 'codebuddy',
  displayName: 'CodeBuddy Code',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    launcher: { program: 'codebuddy', state: ['.codebuddy/', '.codebuddy.json'] },
    noNative: 'CodeBuddy Code\'s Bash sandboxing is configured in its user settings; seamc has not recorded a project-level sandbox key it could write',
    evidence: {
      launcher: doc('codebuddy-dir', 'user state under ~/.codebuddy/ (settings, sessions, logs, history) and user MCP servers in ~/.codebuddy.json; the CLI is codebuddy'),
      native: doc('settings', 'the project settings keys seamc read (permissions, hooks, env, model) hold no sandbox paths or domains'),
    },
  },
  hooks: {
    config: '.codebuddy/settings.json',
    roots: [],
    refuse: { exit: 2 },
    events: {
      session_start: cell('SessionStart', 'SessionStart fires when a session starts'),
      session_end: cell('SessionEnd', 'SessionEnd fires when a session ends'),
      prompt_submit: cell('UserPromptSubmit', 'UserPromptSubmit fires when the user submits a prompt', 'exit 2 or {"decision":"block"} at UserPromptSubmit stops the prompt (Claude Code semantics, mirrored)'),
      pre_tool: cell('PreToolUse', 'PreToolUse fires before a tool runs; matchers are regexes on the tool name', 'exit 2 or hookSpecificOutput.permissionDecision "deny" at PreToolUse stops the call (Claude Code semantics, mirrored)'),
      post_tool: cell('PostToolUse', 'PostToolUse fires after a tool has run'),
      pre_compact: cell('PreCompact', 'PreCompact fires before the context is compacted'),
      stop: cell('Stop', 'Stop fires when the agent is about to end its turn', 'exit 2 or {"decision":"block"} at Stop keeps the agent working (Claude Code semantics, mirrored)'),
      subagent_stop: cell('SubagentStop', 'SubagentStop fires when a subagent finishes'),
    },
    sees: { mcp: 'server+tool', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { id: 'hooks-review', sections: ['hooks'], holds: 'CodeBuddy Code shows hook configuration changes in its /hooks panel for review and approval before they take effect', clear: 'open /hooks in a CodeBuddy Code session in this repository and approve the seamc entries', evidence: [doc(HOOKS, 'a /hooks CLI panel reviews and approves any hook configuration change before it takes effect')] },
    { id: 'mcp-approval', sections: ['packaging'], holds: 'the MCP servers seamc writes to the project .mcp.json are not connected until the user approves each on first connection', clear: 'start codebuddy in the repository and approve the servers (or pre-approve them with enabledMcpjsonServers / enableAllProjectMcpServers in settings)', evidence: [doc('mcp', 'project-scope MCP servers need user approval on first connection')] },
    { id: 'allow-needs-trust', sections: ['permissions'], holds: 'allow rules in .codebuddy/settings.json cannot bypass the command safety check until the project root is a trusted directory (deny and ask rules apply regardless)', clear: 'trust the repository folder in CodeBuddy Code', evidence: [doc('permissions', 'project allow rules outside trusted directories are untrusted allows: they cannot bypass the command safety check')] },
  ],
  evidence: {
    'instructions.memory-files': doc('memory', 'project memory is ./CODEBUDDY.md or ./.codebuddy/CODEBUDDY.md and ./.codebuddy/rules/*.md, all loaded at start'),
    'instructions.skills': doc('skills', 'project skills are .codebuddy/skills/<name>/SKILL.md, chosen by the model from their description'),
    'permissions.rules': doc('settings', 'permissions.allow / ask / deny in .codebuddy/settings.json, e.g. Bash(npm run test:*), Read(./.env), Read(./secrets/**)'),
    'permissions.order': doc('permissions', 'deny rules are evaluated first and always win; ask rules force confirmation'),
    'packaging.mcp': doc('mcp', 'project MCP servers in <project>/.mcp.json under mcpServers: type stdio|sse|http, command, args, env, url, headers'),
    'packaging.subagents': doc('sub-agents', 'project subagents are .codebuddy/agents/*.md with name, description, model, tools (comma-separated) front matter'),
    'packaging.commands': doc('codebuddy-dir', 'the project .codebuddy/ folder holds rules, skills and commands shared through version control'),
    'hooks.config': doc(HOOKS, 'hooks live in .codebuddy/settings.json (and settings.local.json, ~/.codebuddy/settings.json) as Claude Code matcher groups: {hooks: {Event: [{matcher, hooks: [{type: "command", command}]}]}}'),
    'hooks.timeout-seconds': doc(HOOKS, 'each hook process times out after 60 seconds'),
    'hooks.refuse': doc(HOOKS, 'exit codes and JSON replies carry Claude Code\'s meaning: exit 2 blocks at PreToolUse, UserPromptSubmit and Stop'),
    'hooks.sees-mcp': { basis: 'vendor-docs', date: DAY, claim: 'MCP tools are named mcp__<server>__<tool> (the permission section of the vendor\'s MCP document, read in the Chinese original through a proxy copy)', url: 'https://cnb.cool/codebuddy/codebuddy-code/-/blob/main/docs/mcp.md' },
    'hooks.sees-web': doc('permissions', 'the pages name Read, Grep, Glob, Edit and Bash; no web tool name or input is documented'),
  },
} as const satisfies VendorFacts;
