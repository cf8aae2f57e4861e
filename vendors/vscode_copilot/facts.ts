/**
 * GitHub Copilot (VS Code and Copilot CLI), as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/vscode_copilot.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "vscode_copilot",
  displayName: "GitHub Copilot (VS Code and Copilot CLI)",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'copilot', state: ['.copilot/', '.cache/copilot/'] },
    noNative: 'The Copilot CLI keeps its local sandbox settings only in ~/.copilot/settings.json (the user\'s configuration folder), and VS Code\'s chat.agent.sandbox.* confines only terminal commands, not edits, fetches or MCP servers; the launcher starts the Copilot CLI, not VS Code',
    evidence: {
      launcher: { basis: 'hand-run', date: '2026-12-03', claim: 'Copilot CLI 1.0.102 in a scratch HOME: its loader unpacks into ~/.cache/copilot; https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-config-dir-reference (read 2026-12-03): config, sessions and logs in ~/.copilot', client: '@github/copilot', version: '1.0.102' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://docs.github.com/en/copilot/how-tos/cloud-and-local-sandboxes/configuring-local-sandbox-settings (read 2026-12-03): sandbox key of settings.json in the configuration directory', url: 'https://docs.github.com/en/copilot/how-tos/cloud-and-local-sandboxes/configuring-local-sandbox-settings' },
    },
  },
  hooks: {
    config: ".github/hooks/seamc.json",
    roots: ["COPILOT_PROJECT_DIR"],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (VS Code live-run-partial 2026-09-28)", "client": "@github/copilot", "version": "1.0.102"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent", "client": "@github/copilot", "version": "1.0.102"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it ((camelCase block honoured), (VS Code live-run-partial 2026-09-28))", "client": "@github/copilot", "version": "1.0.102"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at UserPromptSubmit stops the prompt ((camelCase block honoured), (VS Code live-run-partial 2026-09-28))", "client": "@github/copilot", "version": "1.0.102"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent", "client": "@github/copilot", "version": "1.0.102"},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": true, "transform": true, "vouch": true, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs ((CLI); (VS Code live-run-partial 2026-09-28): hSO deny/ask/updatedInput, vouch auto-confirms)", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook ran and let an unmatched command run", "scenario": "vscode_copilot/allow-shell", "client": "@github/copilot", "version": "1.0.102"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call ((CLI); (VS Code live-run-partial 2026-09-28): hSO deny/ask/updatedInput, vouch auto-confirms)", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "vscode_copilot/deny-shell", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "vscode_copilot/deny-edit-path", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook denied the call; its side effect never happened", "scenario": "vscode_copilot/deny-write-content", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-05", "claim": "a shell call made by a task subagent (general-purpose) met the generated PreToolUse hook and was denied; its side effect never happened and the subagent got the rule's message", "scenario": "vscode_copilot/deny-shell-in-subagent", "client": "@github/copilot", "version": "1.0.102"},
          ],
          ask: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "an ask reply at PreToolUse hands the decision to the user ((CLI); (VS Code live-run-partial 2026-09-28): hSO deny/ask/updatedInput, vouch auto-confirms)", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated PreToolUse hook asked; headless, the call did not run", "scenario": "vscode_copilot/escalate-shell", "client": "@github/copilot", "version": "1.0.102"},
          ],
          rewrite: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a reply at PreToolUse can replace the tool input ((CLI); (VS Code live-run-partial 2026-09-28): hSO deny/ask/updatedInput, vouch auto-confirms)", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "a transform rule rewrote the shell command: the rewritten command ran, the original did not", "scenario": "vscode_copilot/rewrite-shell", "client": "@github/copilot", "version": "1.0.102"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent", "client": "@github/copilot", "version": "1.0.102"},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run ((VS Code live-run-partial 2026-09-28))", "client": "@github/copilot", "version": "1.0.102"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the spec's hooks: command ran at PostToolUse and got the normalized event", "scenario": "vscode_copilot/user-hook-post-tool", "client": "@github/copilot", "version": "1.0.102"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent", "client": "@github/copilot", "version": "1.0.102"},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn ((block re-prompts, capped at 8); (VS Code live-run-partial 2026-09-28) (nested + top-level block honoured))", "client": "@github/copilot", "version": "1.0.102"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working ((block re-prompts, capped at 8); (VS Code live-run-partial 2026-09-28) (nested + top-level block honoured))", "client": "@github/copilot", "version": "1.0.102"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent", "client": "@github/copilot", "version": "1.0.102"},
          ],
        },
      },
      subagent_start: {
        "wire": ["SubagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SubagentStart fires when a subagent starts (PascalCase alias); (VS Code live-run-partial 2026-09-28)", "client": "@github/copilot", "version": "1.0.102"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStart does not stop the agent", "client": "@github/copilot", "version": "1.0.102"},
          ],
        },
      },
    },
    notInstalled: {
      session_end: { "wire": ["sessionEnd"], "status": "unadapted", "reason": "seamc's Copilot adapter does not install sessionEnd yet (seen in Copilot CLI; VS Code agent mode's equivalent is not established)", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@github/copilot", "version": "1.0.102", "claim": "sessionEnd fired at the end of a Copilot CLI run, with reason complete or error"}] },
      tool_failure: { "wire": ["postToolUseFailure"], "status": "unadapted", "reason": "seamc's Copilot adapter does not install postToolUseFailure yet", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@github/copilot", "version": "1.0.102", "claim": "postToolUseFailure fired for a failed tool call (a view of a missing file), and postToolUse did not"}] },
      pre_compact: { "wire": ["preCompact"], "status": "unadapted", "reason": "seamc's Copilot adapter does not install preCompact yet", "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@github/copilot", "version": "1.0.102", "claim": "preCompact is listed in the installed CLI's hook settings schema (it cannot block); it was not triggered in the run"}] },
    },
    sees: {"mcp": "call", "web": "url"},
    // Copilot CLI's trusted folders: in an untrusted folder no repository hook fires. Basis: a hand run of
    // @github/copilot 1.0.102 on 2026-12-02 (a folder listed in trustedFolders ran every hook; untrusted, none), and
    // https://docs.github.com/en/copilot/how-tos/copilot-cli/set-up-copilot-cli/configure-copilot-cli (read 2026-12-06:
    // the list is in ~/.copilot/config.json)
    wiring: ['.copilot/config.json'],
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "cli-folder-trust", "sections": ["hooks"], "holds": "Copilot CLI runs no repository hook (.github/hooks/*.json) in a folder it has not been told to trust, and -p (non-interactive) mode never asks", "clear": "the folder is trusted once in an interactive copilot session, or listed under trustedFolders in ~/.copilot/config.json", "check": { "file": "~/.copilot/config.json", "key": "trustedFolders" }, "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@github/copilot", "version": "1.0.102", "claim": "in an untrusted folder, copilot -p ran no repository hook; after the folder was added to trustedFolders the same hooks ran"}] },
  ],
  evidence: {
    "permissions.auto-approve-false-not-deny": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "microsoft/vscode #304236 (merged 2026-03-23) removed the early deny of commands an autoApprove rule sets to false and skips those rules in Autopilot and Bypass Approvals modes: false withholds auto-approval, it blocks nothing (rulesync writes it as a deny)", "url": "https://github.com/microsoft/vscode/issues/304236"},
    "hooks.cli-fails-closed-on-crash": {"basis": "live-run", "date": "2026-12-03", "claim": "Copilot CLI refused the shell call when the generated preToolUse hook crashed (exit 1): the CLI fails closed there, VS Code agent mode is not known to, so the cell stays fail-open", "scenario": "vscode_copilot/crash-pre-tool", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "and https://github.com/microsoft/vscode/pull/249929: MCP tools are named <server>-<tool> (CLI) and mcp_<shortened server>_<tool> (VS Code); neither splits reliably", "url": "https://github.com/github/copilot-sdk/issues/869"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "fetch_webpage takes urls[]", "repo": "microsoft/vscode", "commit": "e2098d95691513a003c749485393676259d09a8a", "path": "src/vs/workbench/contrib/chat/electron-browser/builtInTools/fetchPageTool.ts"},
    "hooks.pascal-entries-load-in-cli": {"basis": "hand-run", "date": "2026-12-02", "claim": "pascal entries load in cli", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.repo-hooks-need-trust": {"basis": "hand-run", "date": "2026-12-02", "claim": "repo hooks need trust", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.project-dir-variable": {"basis": "hand-run", "date": "2026-12-02", "claim": "(COPILOT_PROJECT_DIR set for hooks)", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.timeout-seconds": {"basis": "hand-run", "date": "2026-12-02", "claim": "timeout seconds", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.fail-open-on-timeout": {"basis": "hand-run", "date": "2026-12-02", "claim": "fail open on timeout", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.claude-settings-also-run": {"basis": "hand-run", "date": "2026-12-02", "claim": "claude settings also run", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.updated-input-schema-checked": {"basis": "hand-run", "date": "2026-09-28", "claim": "VS Code drops an updatedInput that fails the tool schema (read in the installed client's own files)", "client": "@github/copilot", "version": "1.0.102"},
    "hooks.refuse": {"basis": "hand-run", "date": "2026-12-02", "claim": "(CLI preToolUse: exit 2 blocks); (VS Code live-run-partial 2026-09-28): VS Code exit 2 blocks; CLI userPromptSubmitted ignores exit 2", "client": "@github/copilot", "version": "1.0.102"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://code.visualstudio.com/docs/copilot/customization/custom-instructions", "carried": true},
    "instructions.apply-to": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "apply to", "url": "https://code.visualstudio.com/docs/copilot/customization/custom-instructions", "carried": true},
    "permissions.vscode-auto-approve": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "false only withholds auto-approval", "url": "https://code.visualstudio.com/docs/copilot/chat/chat-tools", "carried": true},
    "permissions.cli-managed-only": {"basis": "hand-run", "date": "2026-12-02", "claim": "permissions.allow/ask/deny managed-only", "client": "@github/copilot", "version": "1.0.102"},
    "packaging.vscode-mcp-servers": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vscode/mcp.json servers", "url": "https://code.visualstudio.com/docs/copilot/customization/mcp-servers", "carried": true},
    "packaging.cli-mcp": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "github/mcp.json mcpServers, ${NAME}", "url": "https://code.visualstudio.com/docs/copilot/customization/mcp-servers", "carried": true},
    "packaging.prompt-files": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "github/prompts/<name>.prompt.md", "url": "https://code.visualstudio.com/docs/copilot/customization/mcp-servers", "carried": true},
    "packaging.custom-agents": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "github/agents/<name>.agent.md", "url": "https://code.visualstudio.com/docs/copilot/customization/mcp-servers", "carried": true},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "github/skills/", "url": "https://code.visualstudio.com/docs/copilot/customization/mcp-servers", "carried": true},
    "packaging.cli-plugin-manifest": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "github/plugin/plugin.json", "url": "https://code.visualstudio.com/docs/copilot/customization/mcp-servers", "carried": true},
  },
} as const satisfies VendorFacts;
