/**
 * deepagents, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * The interactive agent is `dcode` (PyPI deepagents-code, langchain-ai/deepagents libs/code); the older
 * deepagents-cli package now holds only deployment commands. Decisions: docs/decisions/deepagents.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord, sourceRecord } from '../_shared/source-evidence.js';

const D = '2026-12-04';
const R = 'langchain-ai/deepagents@23b83ad50f63d241d0069a3dc426d43b211adf2e';
const HOOKS_MD = `${R}:libs/code/HOOKS.md`;
const WIRE = `${R}:libs/code/deepagents_code/hooks/models/wire.py`;
const REDUCER = `${R}:libs/code/deepagents_code/hooks/reducer.py`;
const CAPS = `${R}:libs/code/deepagents_code/hooks/capabilities.py`;
const RUNNER = `${R}:libs/code/deepagents_code/hooks/runner.py`;
const TOOLS = `${R}:libs/code/deepagents_code/hooks/tools.py`;
const MIDDLEWARE = `${R}:libs/code/deepagents_code/hooks/server_middleware.py`;

const fires = (wire: string, when: string) => [docsRecord(HOOKS_MD, D, `${wire} fires ${when} (HOOKS.md events table)`)];
const open = (wire: string) => [docsRecord(HOOKS_MD, D, `a handler at ${wire} that times out or exits non-zero other than 2 is recorded as a diagnostic and applies no decision: the agent goes on`)];
const observe = (wire: string, when: string) => ({
  wire: [wire], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
  evidence: { fires: fires(wire, when), failMode: open(wire) },
}) as const;

export const facts = {
  id: "deepagents",
  displayName: "deepagents",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "deepagents (dcode) has no project permission file in seamc's reference; approvals are interactive"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded deepagents\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'deepagents has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for deepagents (docs/vendors/deepagents.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/langchain-ai/deepagents' },
    },
  },
  hooks: {
    config: ".deepagents/hooks.json",
    roots: [],
    refuse: {"exit": 2},
    events: {
      session_start: observe('SessionStart', 'when a session starts'),
      session_end: observe('SessionEnd', 'when a session ends'),
      prompt_submit: {
        wire: ['UserPromptSubmit'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: fires('UserPromptSubmit', 'when the user submits a prompt'),
          block: [sourceRecord(CAPS, D, 'UserPromptSubmit: exit 2 or {"decision":"block"} stops further processing of the prompt (ExitCodePolicy.BLOCK)')],
          failMode: open('UserPromptSubmit'),
        },
      },
      pre_tool: {
        wire: ['PreToolUse'], block: true, escalate: true, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: fires('PreToolUse', 'before a tool call runs'),
          block: [sourceRecord(MIDDLEWARE, D, 'PreToolUse: permissionDecision "deny" (or exit 2, ExitCodePolicy.DENY) refuses the call with the reason')],
          ask: [sourceRecord(MIDDLEWARE, D, 'PreToolUse: permissionDecision "ask" sends the call to the human approval prompt')],
          failMode: open('PreToolUse'),
        },
      },
      post_tool: observe('PostToolUse', 'after a tool call succeeds'),
      tool_failure: observe('PostToolUseFailure', 'after a tool call fails'),
      pre_compact: observe('PreCompact', 'before the conversation is compacted'),
      stop: {
        wire: ['Stop'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: fires('Stop', 'after an agent stop turn'),
          block: [sourceRecord(REDUCER, D, 'Stop: {"decision":"block"} or exit 2 continues the loop with the reason as feedback (ExitCodePolicy.CONTINUE_LOOP, capped at MAX_STOP_CONTINUATIONS)')],
          failMode: open('Stop'),
        },
      },
      subagent_start: observe('SubagentStart', 'when a subagent starts'),
      subagent_stop: observe('SubagentStop', 'when a subagent stops'),
    },
    sees: {"mcp": "server+tool", "web": "url"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    {
      id: 'hooks-trust',
      sections: ['hooks'],
      holds: 'dcode loads the project .deepagents/hooks.json only once the workspace is trusted: it asks on an interactive start, and a headless run (dcode -n) skips project hooks unless started with --trust-project-hooks',
      clear: 'the user chooses always-allow at the trust prompt (recorded per workspace root in ~/.deepagents/.state/hooks_trust.json), or passes --trust-project-hooks on a headless run',
      check: { file: '~/.deepagents/.state/hooks_trust.json', key: 'projects' },
      evidence: [docsRecord(HOOKS_MD, D, 'project workspace trust: interactive approval persisted per canonical workspace root in ~/.deepagents/.state/hooks_trust.json; headless runs need --trust-project-hooks')],
    },
    {
      id: 'mcp-approval',
      sections: ['packaging'],
      holds: 'dcode starts a server from a project .mcp.json only after the user approves it (or names it in DEEPAGENTS_CODE_DANGEROUSLY_ENABLE_PROJECT_MCP_SERVERS); a non-interactive run drops unapproved servers',
      clear: 'the user approves each server at dcode\'s prompt (remembered in the [mcp] table of ~/.deepagents/config.toml)',
      evidence: [sourceRecord(`${R}:libs/code/deepagents_code/model_config.py`, D, 'load_mcp_server_trust_lists: project MCP approvals live only in the user-level config.toml (and two process env vars), never in a repository file')],
    },
  ],
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://github.com/langchain-ai/deepagents", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/langchain-ai/deepagents", "carried": true},
    "hooks.project-file": docsRecord(HOOKS_MD, D, 'hooks are read from ~/.deepagents/hooks.json, {project_root}/.deepagents/hooks.json (after workspace trust) and plugin hooks/hooks.json, all in one Claude-style shape'),
    "hooks.payload": sourceRecord(WIRE, D, 'every input carries session_id, transcript_path, cwd, hook_event_name; PreToolUse adds tool_name, tool_input, tool_use_id; Stop adds stop_hook_active'),
    "hooks.no-rewrite": sourceRecord(REDUCER, D, 'PreToolUse updatedInput is ignored with an unsupported_field diagnostic, and an allow or ask that carries it is dropped'),
    "hooks.refuse": sourceRecord(CAPS, D, 'exit 2 is a synthetic block: deny at PreToolUse, block at UserPromptSubmit, continue the loop at Stop'),
    "hooks.runner": sourceRecord(RUNNER, D, 'a command handler runs through the shell in the invocation cwd with the payload on stdin; a timeout is a diagnostic'),
    "hooks.sees-mcp": sourceRecord(TOOLS, D, 'MCP tools reach hooks as mcp__<server>__<tool>'),
    "hooks.sees-web": sourceRecord(`${R}:libs/code/deepagents_code/tools.py`, D, 'fetch_url(url) and web_search keep their native names and arguments on the wire'),
    "packaging.mcp-json": sourceRecord(`${R}:libs/code/deepagents_code/client/commands/mcp.py`, D, 'MCP configs are discovered at ~/.deepagents/.mcp.json, <project-root>/.deepagents/.mcp.json and <project-root>/.mcp.json'),
    "packaging.mcp-servers": sourceRecord(`${R}:libs/code/deepagents_code/mcp_tools.py`, D, '{"mcpServers": {name: {command, args, env} | {type: "sse" | "http", url, headers}}}'),
    "packaging.mcp-env": sourceRecord(`${R}:libs/code/deepagents_code/mcp_config.py`, D, 'command, url, args, env and headers expand ${VAR} and ${VAR:-default}; a bare $VAR passes through unchanged'),
    "packaging.skills": sourceRecord(`${R}:libs/code/deepagents_code/config.py`, D, 'project skills in {project_root}/.deepagents/skills/ and {project_root}/.agents/skills/'),
    "packaging.subagents": sourceRecord(`${R}:libs/code/deepagents_code/subagents.py`, D, '.deepagents/agents/<name>/AGENTS.md with front matter name (optional), description and model; the body is the system prompt; no tools field'),
    "packaging.no-command-files": docsRecord(`${R}:libs/code/README.md`, D, 'custom slash commands come from skills; there is no command-file folder'),
  },
} as const satisfies VendorFacts;
