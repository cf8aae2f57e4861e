/**
 * Cursor, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/cursor.md.
 *
 * hooks.events[e].wire lists every wire event seamc installs for e; the first is the main gate (user hooks run there
 * only). pre_tool's secondary gates exist for what preToolUse cannot do: ask (beforeShellExecution,
 * beforeMCPExecution) and reads outside tool calls (beforeReadFile). The runtime adapter answers per wire gate.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "cursor",
  displayName: "Cursor",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'cursor-agent', state: ['.cursor/', '.config/cursor/', '.local/share/cursor-agent/'] },
    native: { file: '.cursor/sandbox.json', reaches: 'shell', writable: true, denyRead: false, network: 'switch' },
    noNative: 'Cursor\'s per-repository .cursor/sandbox.json (type workspace_readwrite, additionalReadwritePaths, networkPolicy) confines only the shell commands the agent runs in its sandbox, not its file edits or MCP servers, and hides nothing from reads (that is .cursorignore\'s job)',
    evidence: {
      launcher: { basis: 'third-party', date: '2026-12-03', claim: 'https://mintlify.wiki/eugene1g/agent-safehouse/agents/cursor-agent (read 2026-12-03): cursor-agent state in ~/.cursor, ~/.config/cursor and ~/.local/share/cursor-agent', url: 'https://mintlify.wiki/eugene1g/agent-safehouse/agents/cursor-agent' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://cursor.com/docs/reference/sandbox (read 2026-12-03): <workspace>/.cursor/sandbox.json, merged over ~/.cursor/sandbox.json; shell commands only (https://cursor.com/docs/agent/security/run-modes)', url: 'https://cursor.com/docs/reference/sandbox' },
    },
  },
  hooks: {
    config: '.cursor/hooks.json',
    // the repository's sandbox file loosens the shell sandbox for the next session: guarded with the hooks
    wiring: ['.cursor/sandbox.json'],
    roots: ['CURSOR_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: {
        "wire": ["sessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "sessionStart fires when a session starts (session_start (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at sessionStart does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      session_end: {
        "wire": ["sessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-27", "claim": "sessionEnd fires when a session ends", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at sessionEnd does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["beforeSubmitPrompt"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "configurable",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "beforeSubmitPrompt fires when the user submits a prompt, before the model sees it (beforeSubmitPrompt: continue false; no ask, no rewrite (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          block: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "a deny reply at beforeSubmitPrompt stops the prompt (beforeSubmitPrompt: continue false; no ask, no rewrite (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "an entry can be told to fail closed at beforeSubmitPrompt (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      pre_tool: {
        "wire": ["preToolUse", "beforeShellExecution", "beforeMCPExecution", "beforeReadFile"], "block": true, "escalate": true, "transform": true, "vouch": false, "warn": false, "failMode": "configurable",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "preToolUse / beforeShellExecution / beforeMCPExecution / beforeReadFile fires before a tool call runs (preToolUse seen live (Shell, Read, Write, Grep; updated_input); ask only at beforeShellExecution/beforeMCPExecution (vendor docs); failClosed two-trial live run 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          block: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "a deny reply at preToolUse stops the call (preToolUse seen live (Shell, Read, Write, Grep; updated_input); ask only at beforeShellExecution/beforeMCPExecution (vendor docs); failClosed two-trial live run 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          ask: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "an ask reply at preToolUse hands the decision to the user (preToolUse seen live (Shell, Read, Write, Grep; updated_input); ask only at beforeShellExecution/beforeMCPExecution (vendor docs); failClosed two-trial live run 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          rewrite: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "a reply at preToolUse can replace the tool input (preToolUse seen live (Shell, Read, Write, Grep; updated_input); ask only at beforeShellExecution/beforeMCPExecution (vendor docs); failClosed two-trial live run 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "an entry can be told to fail closed at preToolUse (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      post_tool: {
        "wire": ["postToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "postToolUse fires after a tool call has run (post_tool (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at postToolUse does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      tool_failure: {
        "wire": ["postToolUseFailure"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-27", "claim": "postToolUseFailure fires after a tool call fails", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at postToolUseFailure does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      pre_compact: {
        "wire": ["preCompact"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-27", "claim": "preCompact fires before the context is compacted", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at preCompact does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      stop: {
        "wire": ["stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "stop fires when the agent is about to end its turn (followup_message honoured live (3.21.18); failClosed at stop not established (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          block: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "a deny reply at stop stops the stop: the agent keeps working (followup_message honoured live (3.21.18); failClosed at stop not established (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at stop does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      subagent_start: {
        "wire": ["subagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-27", "claim": "subagentStart fires when a subagent starts", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at subagentStart does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      subagent_stop: {
        "wire": ["subagentStop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-27", "claim": "subagentStop fires when a subagent stops", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at subagentStop does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
      file_changed: {
        "wire": ["afterFileEdit"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-09-23", "claim": "afterFileEdit fires after a file changes (file_changed (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
          failMode: [
            {"basis": "inherited", "date": "2026-08-27", "claim": "a hook that crashes or times out at afterFileEdit does not stop the agent (two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc))", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
          ],
        },
      },
    },
    sees: {"mcp": "tool", "web": "unseen"},
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    "hooks.sees-mcp": {"basis": "third-party", "date": "2026-12-03", "claim": "beforeMCPExecution carries the bare tool_name and the server's url or command, never its name", "url": "https://cupcake.eqtylab.io/reference/harnesses/cursor"},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no documented web-fetch tool or URL field at preToolUse", "url": "https://cursor.com/docs/agent/hooks"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://cursor.com/docs/context/rules", "carried": true},
    "instructions.mdc-frontmatter": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "globs: comma-separated, unquoted: third-party test on Cursor 3.17.8: quoted globs keep their quotes and match nothing", "url": "https://cursor.com/docs/context/rules", "carried": true},
    "permissions.cli-json": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "cursor/cli.json, allow/deny only, deny wins", "url": "https://cursor.com/docs/cli/reference/permissions", "carried": true},
    "permissions.shell-first-token": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Shell(commandBase); cmd:args form unverified", "url": "https://cursor.com/docs/cli/reference/permissions", "carried": true},
    "permissions.ide-allowlist-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "IDE permissions.json holds allowlists only", "url": "https://cursor.com/docs/cli/reference/permissions", "carried": true},
    "permissions.sandbox-user-level": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "sandbox only in ~/.cursor/cli-config.json", "url": "https://cursor.com/docs/cli/reference/permissions", "carried": true},
    "hooks.fail-closed": {"basis": "inherited", "date": "2026-08-27", "claim": "two-trial run, Cursor 3.17.8 (agentseam's record of its own run; no first-hand look by seamc)", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
    "hooks.no-matcher": {"basis": "vendor-docs", "date": "2026-08-27", "claim": "matcher is a command-text regex at shell gates", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
    "hooks.project-dir": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Cursor hooks docs as quoted by third parties: project hooks run from the project root, CURSOR_PROJECT_DIR = workspace root", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
    "hooks.timeout-seconds": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "per-handler timeout; unit unverified: example", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
    "hooks.claude-hooks-loaded-too": {"basis": "inherited", "date": "2026-08-27", "claim": "Cursor also runs .claude/settings.json hooks (agentseam's record of its own run; no first-hand look by seamc)", "repo": "open-coder-ai/agentseam", "commit": "0bd581ba8ccd7361b5495dcb0f59127e52e026e2", "path": "src/agentseam/data/vendors/cursor.json"},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Cursor hooks docs as quoted by third parties: exit 2 denies the action, other exits are hook errors (blocking only with failClosed)", "url": "https://cursor.com/docs/agent/hooks", "carried": true},
    "packaging.mcp-json": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "cursor/mcp.json, mcpServers, url+headers", "url": "https://cursor.com/docs/context/mcp", "carried": true},
    "packaging.env-interpolation": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "${env:VAR}; disputed by microsoft/apm", "url": "https://cursor.com/docs/context/mcp", "carried": true},
    "packaging.commands": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "cursor/commands/<name>.md", "url": "https://cursor.com/docs/context/mcp", "carried": true},
    "packaging.agents": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "cursor/agents/<name>.md: name, description, model, readonly, is_background", "url": "https://cursor.com/docs/context/mcp", "carried": true},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "cursor/skills/ per rulesync; .agents/skills/ per apm", "url": "https://cursor.com/docs/context/mcp", "carried": true},
    "packaging.plugin-manifest": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "cursor/plugins schema, additionalProperties false", "url": "https://cursor.com/docs/context/mcp", "carried": true},
  },
} as const satisfies VendorFacts;
