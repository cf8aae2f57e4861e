/**
 * OpenAI Codex CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/codex_cli.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "codex_cli",
  displayName: "OpenAI Codex CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'codex', state: ['.codex/'] },
    native: { file: '.codex/config.toml', reaches: 'process', writable: true, denyRead: false, network: 'switch' },
    noNative: 'Codex\'s sandbox_mode = "workspace-write" (with sandbox_workspace_write.writable_roots and network_access) confines every command Codex runs, but it cannot hide a path from reads, cannot filter the network by domain, and leaves /tmp and $TMPDIR writable unless told otherwise; the project .codex/config.toml loads only in a trusted project',
    evidence: {
      launcher: { basis: 'live-run', date: '2026-12-03', claim: 'Codex CLI 0.171.0 `codex exec` under .seam/sandbox/codex_cli with a fake model (docs/decisions/planes.md): it reads and writes ~/.codex, runs its own workspace-write sandbox inside the launcher, and a write outside the workspace fails (Read-only file system); with HOME under /tmp it cannot create its codex-linux-sandbox helper', scenario: 'codex_cli/sandbox-launcher', client: '@openai/codex', version: '0.171.0' },
      native: { basis: 'hand-run', date: '2026-12-03', claim: 'codex sandbox -c sandbox_mode="workspace-write" (0.171.0): a write outside the workspace failed, /tmp and writable_roots writable, network_access=false refused a local connection, a writable_roots folder outside the workspace was writable (docs/decisions/planes.md)', client: '@openai/codex', version: '0.171.0' },
    },
  },
  hooks: {
    config: ".codex/hooks.json",
    roots: [],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionStart fires when a session starts", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it", "client": "@openai/codex", "version": "0.171.0"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at UserPromptSubmit stops the prompt", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": false, "transform": true, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook ran and let an unmatched command run", "scenario": "codex_cli/allow-shell", "client": "@openai/codex", "version": "0.171.0"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "codex_cli/deny-shell", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "codex_cli/deny-edit-path", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "codex_cli/deny-write-content", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "an escalate rule was answered deny (no ask at this event); the call did not run", "scenario": "codex_cli/escalate-shell", "client": "@openai/codex", "version": "0.171.0"},
          ],
          rewrite: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a reply at PreToolUse can replace the tool input", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "with the generated hook replaced by one that exits 1, the shell call ran: the client failed open", "scenario": "codex_cli/crash-pre-tool", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run", "client": "@openai/codex", "version": "0.171.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the spec's hooks: command ran at PostToolUse and got the normalized event", "scenario": "codex_cli/user-hook-post-tool", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompact"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PreCompact fires before the context is compacted (protocol schema event names)", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompact does not stop the agent (protocol schema event names)", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn", "client": "@openai/codex", "version": "0.171.0"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      subagent_start: {
        "wire": ["SubagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SubagentStart fires when a subagent starts (protocol schema event names)", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStart does not stop the agent (protocol schema event names)", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
      subagent_stop: {
        "wire": ["SubagentStop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SubagentStop fires when a subagent stops (protocol schema event names)", "client": "@openai/codex", "version": "0.171.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStop does not stop the agent (protocol schema event names)", "client": "@openai/codex", "version": "0.171.0"},
          ],
        },
      },
    },
    sees: {"mcp": "server+tool", "web": "unseen"},
    wiring: [".codex/config.toml"],
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "project-trust", "sections": ["hooks", "permissions", "packaging"], "holds": "Codex ignores the project's .codex/ folder (hooks, rules, config.toml sandbox and MCP servers) until the project is trusted", "clear": "the project is trusted when Codex asks (trust_level in ~/.codex/config.toml)", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@openai/codex", "version": "0.171.0", "claim": "in an untrusted project, Codex loaded neither .codex/hooks.json nor .codex/rules nor the project config.toml"}] },
    { "id": "hook-review", "sections": ["hooks"], "holds": "Codex runs each project hook only after the user has reviewed it, and skips an unreviewed one without a warning; a changed command needs a new review", "clear": "the user reviews the hooks with /hooks in Codex after each seamc install (stored as a trusted_hash in ~/.codex/config.toml)", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@openai/codex", "version": "0.171.0", "claim": "a trusted project's unreviewed hook was skipped silently; after /hooks review it ran; changing the command needed a new review"}] },
  ],
  evidence: {
    "hooks.sees-mcp": {"basis": "vendor-source", "date": "2026-12-03", "claim": "MCP calls reach PreToolUse as mcp__<server>__<tool>", "repo": "openai/codex", "commit": "1dfb3660f5308dc03f78e4569772e87c7835d793", "path": "codex-rs/core/src/tools/handlers/mcp.rs"},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "the hosted web_search tool never reaches a hook", "url": "https://developers.openai.com/codex/hooks"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://developers.openai.com/codex/guides/agents-md", "carried": true},
    "instructions.project-doc-max-bytes": {"basis": "hand-run", "date": "2026-12-02", "claim": "app-server config/read shows project_doc_max_bytes 32768 (0.171.0)", "client": "@openai/codex", "version": "0.171.0"},
    "instructions.no-glob-or-description-scope": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no glob or description scope", "url": "https://developers.openai.com/codex/guides/agents-md", "carried": true},
    "permissions.prefix-rule-grammar": {"basis": "hand-run", "date": "2026-12-02", "claim": "prefix rule grammar", "client": "@openai/codex", "version": "0.171.0"},
    "permissions.strictest-wins": {"basis": "hand-run", "date": "2026-12-02", "claim": "strictest wins", "client": "@openai/codex", "version": "0.171.0"},
    "permissions.prefix-deny-bypasses": {"basis": "hand-run", "date": "2026-12-02", "claim": "a forbidden prefix_rule applied to echo hi, true && echo hi, echo hi | cat, ls; echo hi and echo 'a b' run as bash -lc, but not to echo hi > f, git push 2>/dev/null, echo $(whoami), (echo hi), FOO=1 echo hi or git -C . push; codex execpolicy check also missed /usr/bin/git, env FOO=1 git and bash -lc \"...\" (rows in docs/decisions/native-grades.md, simulated by vendors/codex_cli/native-shell.ts)", "client": "@openai/codex", "version": "0.171.0"},
    "permissions.project-rules-need-trust": {"basis": "hand-run", "date": "2026-12-02", "claim": "project rules need trust", "client": "@openai/codex", "version": "0.171.0"},
    "permissions.sandbox-project-layer": {"basis": "hand-run", "date": "2026-12-02", "claim": "app-server config/read with a trusted project .codex/config.toml (0.171.0)", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.project-and-hook-trust": {"basis": "hand-run", "date": "2026-12-02", "claim": "project and hook trust", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.enabled-by-default": {"basis": "hand-run", "date": "2026-12-02", "claim": "enabled by default", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.reply-shapes": {"basis": "hand-run", "date": "2026-12-02", "claim": "reply shapes", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.timeout-seconds": {"basis": "hand-run", "date": "2026-12-02", "claim": "timeout seconds", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.tools-bash-apply-patch": {"basis": "vendor-docs", "date": "2026-08-28", "claim": "tools bash apply patch", "url": "https://developers.openai.com/codex/hooks", "carried": true},
    "hooks.refuse": {"basis": "hand-run", "date": "2026-12-02", "claim": "PreToolUse exit 2, reason on stderr, blocked", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.write-stdin-unseen": {"basis": "live-run", "date": "2026-12-05", "claim": "write_stdin fires no PreToolUse: with TTYs on, `touch seamc-live-deny.txt` typed into `bash` that exec_command started with tty: true ran past the generated hook, which saw only `bash`", "scenario": "codex_cli/deny-shell-typed-tty", "client": "@openai/codex", "version": "0.171.0"},
    "hooks.tty-off": {"basis": "live-run", "date": "2026-12-05", "claim": "[features] unified_exec_tty = false in the trusted project's .codex/config.toml: exec_command with tty: true answers \"TTY execution is disabled by config\", and a session without a TTY has its stdin closed to write_stdin (by hand: \"stdin is closed for this session\")", "scenario": "codex_cli/deny-shell-typed-tty", "client": "@openai/codex", "version": "0.171.0"},
    "packaging.mcp-config-toml": {"basis": "hand-run", "date": "2026-12-02", "claim": "mcp config toml", "client": "@openai/codex", "version": "0.171.0"},
    "packaging.mcp-no-interpolation": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "mcp no interpolation", "url": "https://developers.openai.com/codex/mcp", "carried": true},
    "packaging.skills-agents-dir": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "skills agents dir", "url": "https://developers.openai.com/codex/mcp", "carried": true},
    "packaging.no-project-prompts": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no project prompts", "url": "https://developers.openai.com/codex/mcp", "carried": true},
  },
} as const satisfies VendorFacts;
