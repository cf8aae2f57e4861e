/**
 * Claude Code, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/claude_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "claude_code",
  displayName: "Claude Code",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'claude', state: ['.claude/', '.claude.json', '.cache/claude/', '.cache/claude-cli-nodejs/', '.config/anthropic/'], args: ['--settings', '{"sandbox":{"enabled":false}}'] },
    native: { file: '.claude/settings.json', reaches: 'shell', writable: true, denyRead: true, network: 'domains' },
    noNative: 'Claude Code\'s `sandbox` settings (enabled, failIfUnavailable, filesystem.allowWrite / denyRead, network.allowedDomains) are read from the project\'s .claude/settings.json, but they confine only the Bash tool (not Read, Edit, Write, WebFetch or MCP servers), and a domain outside allowedDomains is put to the user as a question in an interactive session',
    evidence: {
      launcher: { basis: 'live-run', date: '2026-12-03', claim: 'Claude Code 2.1.332 `claude -p` in a scratch HOME (docs/decisions/planes.md): it writes ~/.claude, ~/.claude.json, ~/.cache/claude, ~/.cache/claude-cli-nodejs and ~/.config/anthropic (and tries ~/.config/git/ignore, which stays read-only); its own bwrap cannot start inside the launcher sandbox (mount proc: Operation not permitted), and --settings {"sandbox":{"enabled":false}} stands it down', scenario: 'claude_code/sandbox-launcher', client: '@anthropic-ai/claude-code', version: '2.1.332' },
      native: { basis: 'live-run', date: '2026-12-03', claim: 'Claude Code 2.1.332 with a fake model (docs/decisions/planes.md): project .claude/settings.json sandbox refused a Bash write outside the project (Read-only file system), hid a denyRead file, let an allowWrite path and an allowedDomains host through (others 403)', scenario: 'claude_code/sandbox-native', client: '@anthropic-ai/claude-code', version: '2.1.332' },
    },
  },
  hooks: {
    config: ".claude/settings.json",
    roots: ["CLAUDE_PROJECT_DIR"],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionStart fires when a session starts", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at UserPromptSubmit stops the prompt", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": true, "transform": true, "vouch": true, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook ran and let an unmatched command run", "scenario": "claude_code/allow-shell", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "claude_code/deny-shell", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "claude_code/deny-edit-path", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "claude_code/deny-write-content", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-05", "claim": "a shell call made by an Agent subagent (general-purpose) met the generated PreToolUse hook and was denied; its side effect never happened and the subagent got the rule's message", "scenario": "claude_code/deny-shell-in-subagent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          ask: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "an ask reply at PreToolUse hands the decision to the user", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook asked; headless, the call did not run", "scenario": "claude_code/escalate-shell", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          rewrite: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a reply at PreToolUse can replace the tool input", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "a transform rule rewrote the shell command: the rewritten command ran, the original did not", "scenario": "claude_code/rewrite-shell", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "with the generated hook replaced by one that exits 1, the shell call ran: the client failed open", "scenario": "claude_code/crash-pre-tool", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the spec's hooks: command ran at PostToolUse and got the normalized event", "scenario": "claude_code/user-hook-post-tool", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      tool_failure: {
        "wire": ["PostToolUseFailure"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PostToolUseFailure fires after a tool call fails", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUseFailure does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompact"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PreCompact fires before the context is compacted", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompact does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      subagent_start: {
        "wire": ["SubagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SubagentStart fires when a subagent starts", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStart does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      subagent_stop: {
        "wire": ["SubagentStop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SubagentStop fires when a subagent stops", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStop does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      instructions_loaded: {
        "wire": ["InstructionsLoaded"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "InstructionsLoaded fires when instruction files are loaded", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at InstructionsLoaded does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
      file_changed: {
        "wire": ["FileChanged"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "inherited", "date": "2026-08-28", "claim": "FileChanged fires after a file changes (agentseam matrix; not reached in the live run)", "url": "https://code.claude.com/docs/en/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at FileChanged does not stop the agent", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
          ],
        },
      },
    },
    sharedWith: [{"agent": "vscode_copilot", "client": "Copilot CLI", "judged": "twice", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@github/copilot", "version": "1.0.102", "claim": "Copilot CLI ran the PreToolUse and SessionStart hooks of a trusted folder's .claude/settings.json (matcher Bash) and honoured their hookSpecificOutput deny; the payloads carry Claude's field names and tool name Bash, with nothing that tells them from Claude Code's"}]}, {"agent": "cursor", "client": "Cursor", "judged": "once", "evidence": [{"basis": "vendor-docs", "date": "2026-12-03", "claim": "Cursor also loads Claude Code hook files; its payloads carry cursor_version, on which the claude_code runtime gives no verdict", "url": "https://cursor.com/docs/agent/hooks"}]}, {"agent": "grok", "client": "Grok CLI", "judged": "once", "evidence": [{"basis": "vendor-docs", "date": "2026-12-03", "claim": "Grok reads .claude/settings.json hooks too and sends camelCase hookEventName, on which the claude_code runtime gives no verdict", "url": "https://docs.x.ai/build/features/hooks"}]}, {"agent": "devin", "client": "Devin CLI", "judged": "twice", "evidence": [{"basis": "vendor-docs", "date": "2026-12-03", "claim": "Devin CLI runs Claude Code hooks automatically, with its own tool names (exec, edit)", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview"}]}],
    sees: {"mcp": "server+tool", "web": "url"},
    wiring: [".claude/settings.local.json"],
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "launch-dir", "sections": ["hooks", "permissions"], "holds": "Claude Code reads .claude/settings.json (hooks and permissions) only from the folder it was started in: started from a subfolder, none of what seamc wrote applies", "clear": "Claude Code is started from the repository root", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@anthropic-ai/claude-code", "version": "2.1.332", "claim": "started in a subfolder of the project, Claude Code loaded no project .claude/settings.json: neither its hooks nor its permissions applied"}] },
    { "id": "allow-needs-trust", "sections": ["permissions"], "holds": "permission allow rules take effect only once the folder's trust dialog has been accepted (deny and ask rules apply regardless)", "clear": "the trust dialog is accepted once in this folder (hasTrustDialogAccepted in ~/.claude.json)", "check": {"file": "~/.claude.json", "key": "projects", "field": "hasTrustDialogAccepted"}, "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@anthropic-ai/claude-code", "version": "2.1.332", "claim": "in an untrusted project an allow rule for touch was ignored (the call needed approval); with the trust dialog accepted it ran; deny rules applied untrusted"}] },
    { "id": "mcp-approval", "sections": ["packaging"], "holds": "the MCP servers seamc writes to the project's .mcp.json stay pending (not started, their tools not offered) until the folder's trust dialog is accepted and each server is approved", "clear": "start claude once in the repository, accept the trust dialog and approve the servers (or list them in enabledMcpjsonServers in .claude/settings.local.json, or set enableAllProjectMcpServers in a trusted folder)", "evidence": [{"basis": "hand-run", "date": "2026-12-04", "client": "@anthropic-ai/claude-code", "version": "2.1.332", "claim": "claude mcp get showed a project .mcp.json server as Pending approval; enabledMcpjsonServers (in settings.local.json or ~/.claude.json) or enableAllProjectMcpServers connected it only once hasTrustDialogAccepted was set for the folder"}, {"basis": "live-run", "date": "2026-12-04", "claim": "the generated .mcp.json server was pending before approval and connected after it", "scenario": "claude_code/mcp-list", "client": "@anthropic-ai/claude-code", "version": "2.1.332"}] },
  ],
  evidence: {
    "hooks.monitor-as-bash": {"basis": "live-run", "date": "2026-12-05", "claim": "the Monitor tool's command reaches PreToolUse as tool_name Bash with tool_input.command (captured payload), so a command rule stops it", "scenario": "claude_code/deny-shell-monitor", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "(Match MCP tools): MCP tools reach PreToolUse as mcp__<server>__<tool>", "url": "https://code.claude.com/docs/en/hooks"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "WebFetch input {url, prompt}; WebSearch has no URL", "repo": "npm:@anthropic-ai/claude-agent-sdk", "commit": "0.3.335", "path": "sdk-tools.d.ts"},
    "instructions.claude-md-imports-agents-md": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "CLAUDE.md can import other files with @path/to/import (relative or absolute, up to five hops, not inside code spans or blocks); Claude Code reads CLAUDE.md, not AGENTS.md, so CLAUDE.md imports @AGENTS.md", "url": "https://code.claude.com/docs/en/memory"},
    "instructions.rules-paths-front-matter": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "rules paths front matter", "url": "https://code.claude.com/docs/en/memory", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agent requested as skill", "url": "https://code.claude.com/docs/en/memory", "carried": true},
    "permissions.bash-prefix-form": {"basis": "hand-run", "date": "2026-12-02", "claim": "bash prefix form", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "permissions.path-anchoring": {"basis": "hand-run", "date": "2026-12-02", "client": "@anthropic-ai/claude-code", "version": "2.1.332", "claim": "a bare path in Read()/Edit() matched at any depth and a leading / anchored it at the project root, tried with single files; the anchored /dir/** form seamc writes was not run, and no live scenario runs a native Read or Edit deny"},
    "permissions.bash-deny-matching": {"basis": "hand-run", "date": "2026-12-04", "claim": "deny Bash(touch:*) and Bash(git push:*) with no hooks refused touch behind chains, pipes, newlines, &, subshells, $(...), backticks, functions, quotes, escapes, /usr/bin/touch, X=touch; $X, sudo, env, VAR=, nohup, timeout, nice, command, exec and xargs, but let through bash -c, sh -c, a shell fed by a pipe or heredoc, eval, find -exec, a sourced script, $(echo touch) as the program, and git -C / -c / --no-pager / --git-dir before push (rows in docs/decisions/native-grades.md, simulated by vendors/claude_code/native-shell.ts)", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "permissions.edit-covers-write": {"basis": "hand-run", "date": "2026-12-02", "claim": "edit covers write", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "permissions.read-deny-reaches-shell": {"basis": "hand-run", "date": "2026-12-02", "claim": "read deny reaches shell", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "permissions.allow-needs-trust": {"basis": "hand-run", "date": "2026-12-02", "claim": "allow needs trust", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "permissions.deny-beats-hook-allow": {"basis": "hand-run", "date": "2026-12-02", "claim": "deny beats hook allow", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "permissions.webfetch-domain": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "webfetch domain", "url": "https://code.claude.com/docs/en/settings", "carried": true},
    "permissions.mcp-rule-names": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "mcp rule names", "url": "https://code.claude.com/docs/en/settings", "carried": true},
    "permissions.sandbox-project-file": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "sandbox keys ignored at project scope", "url": "https://code.claude.com/docs/en/settings", "carried": true},
    "hooks.project-dir-variable": {"basis": "hand-run", "date": "2026-12-02", "claim": "project dir variable", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "hooks.settings-only-from-launch-dir": {"basis": "hand-run", "date": "2026-12-02", "claim": "settings only from launch dir", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "hooks.matcher-grammar": {"basis": "hand-run", "date": "2026-12-02", "claim": "matcher grammar", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "hooks.fail-open": {"basis": "hand-run", "date": "2026-12-02", "claim": "fail open", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "hooks.timeout-seconds": {"basis": "hand-run", "date": "2026-12-02", "claim": "timeout seconds", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "hooks.refuse": {"basis": "hand-run", "date": "2026-12-02", "claim": "exit 2 with the reason on stderr blocks PreToolUse, UserPromptSubmit and Stop", "client": "@anthropic-ai/claude-code", "version": "2.1.332"},
    "packaging.plugin-layout": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "plugin layout", "url": "https://code.claude.com/docs/en/plugins-reference", "carried": true},
    "packaging.mcp-interpolation": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "mcp interpolation", "url": "https://code.claude.com/docs/en/plugins-reference", "carried": true},
    "packaging.plugin-name": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "plugin name", "url": "https://code.claude.com/docs/en/plugins-reference", "carried": true},
  },
} as const satisfies VendorFacts;
