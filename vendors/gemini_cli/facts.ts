/**
 * Gemini CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/gemini_cli.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "gemini_cli",
  displayName: "Gemini CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'gemini', state: ['.gemini/'] },
    noNative: 'Gemini CLI\'s tools.sandbox setting picks a container (Docker or Podman, with its own image) or, on macOS only, a Seatbelt profile by name; it takes no writable paths, hidden paths or domains, so sandbox: cannot be said in .gemini/settings.json',
    evidence: {
      launcher: { basis: 'hand-run', date: '2026-12-03', claim: 'Gemini CLI 0.61.0 --version in a scratch HOME (docs/decisions/planes.md): it writes ~/.gemini/projects.json', client: '@google/gemini-cli', version: '0.61.0' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://geminicli.com/docs/cli/sandbox/ (read 2026-12-03): tools.sandbox = docker | podman | sandbox-exec, SEATBELT_PROFILE names a built-in profile', url: 'https://geminicli.com/docs/cli/sandbox/' },
    },
  },
  hooks: {
    config: ".gemini/settings.json",
    roots: ["GEMINI_PROJECT_DIR"],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (fired; advisory only)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (fired; advisory only)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["BeforeAgent"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "BeforeAgent fires when the user submits a prompt, before the model sees it (BeforeAgent deny: the model was never called; exit 0)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at BeforeAgent stops the prompt (BeforeAgent deny: the model was never called; exit 0)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at BeforeAgent does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
      pre_tool: {
        "wire": ["BeforeTool"], "block": true, "escalate": true, "transform": true, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "BeforeTool fires before a tool call runs (deny/block blocked; ask forces a prompt, hangs headless; hookSpecificOutput.tool_input replaces the input; exit 1 and timeouts fail open)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated BeforeTool hook ran and let an unmatched command run", "scenario": "gemini_cli/allow-shell", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at BeforeTool stops the call (deny/block blocked; ask forces a prompt, hangs headless; hookSpecificOutput.tool_input replaces the input; exit 1 and timeouts fail open)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated BeforeTool hook denied the call; its side effect never happened", "scenario": "gemini_cli/deny-shell", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated BeforeTool hook denied the call; its side effect never happened", "scenario": "gemini_cli/deny-edit-path", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated BeforeTool hook denied the call; its side effect never happened", "scenario": "gemini_cli/deny-write-content", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-05", "claim": "a shell call made by an invoke_agent subagent (generalist) met the generated BeforeTool hook and was denied; its side effect never happened and the subagent got the rule's message", "scenario": "gemini_cli/deny-shell-in-subagent", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          ask: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "an ask reply at BeforeTool hands the decision to the user (deny/block blocked; ask forces a prompt, hangs headless; hookSpecificOutput.tool_input replaces the input; exit 1 and timeouts fail open)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the generated BeforeTool hook asked; headless, the call did not run", "scenario": "gemini_cli/escalate-shell", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          rewrite: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a reply at BeforeTool can replace the tool input (deny/block blocked; ask forces a prompt, hangs headless; hookSpecificOutput.tool_input replaces the input; exit 1 and timeouts fail open)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "a transform rule rewrote the shell command: the rewritten command ran, the original did not", "scenario": "gemini_cli/rewrite-shell", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at BeforeTool does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "with the generated hook replaced by one that exits 1, the shell call ran: the client failed open", "scenario": "gemini_cli/crash-pre-tool", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
      post_tool: {
        "wire": ["AfterTool"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "AfterTool fires after a tool call has run; an AfterTool deny hides the result from the model; the tool has already run, so nothing is prevented (AfterTool deny hides the result from the model; the tool has already run)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "the spec's hooks: command ran at AfterTool and got the normalized event", "scenario": "gemini_cli/user-hook-post-tool", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at AfterTool does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompress"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "PreCompress fires before the context is compacted (fires before every compression check)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompress does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
      stop: {
        "wire": ["AfterAgent"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "AfterAgent fires when the agent is about to end its turn (AfterAgent deny: the reason becomes the next user message; no re-fire cap)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          block: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a deny reply at AfterAgent stops the stop: the agent keeps working (AfterAgent deny: the reason becomes the next user message; no re-fire cap)", "client": "@google/gemini-cli", "version": "0.61.0"},
            {"basis": "live-run", "date": "2026-12-03", "claim": "an AfterAgent deny re-prompted the model with the rule message; the next stop went through (seamc re-fire cap) and the run ended by itself", "scenario": "gemini_cli/stop-refire-capped", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
          failMode: [
            {"basis": "hand-run", "date": "2026-12-02", "claim": "a hook that crashes or times out at AfterAgent does not stop the agent (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)", "client": "@google/gemini-cli", "version": "0.61.0"},
          ],
        },
      },
    },
    sees: {"mcp": "server+tool", "web": "url"},
    // the user's trust file: a folder marked untrusted there loads no settings hooks (user ones included). Basis:
    // https://geminicli.com/docs/cli/trusted-folders (read 2026-12-06; the choice is saved in ~/.gemini/trustedFolders.json);
    // google-gemini/gemini-cli@v0.58.0:packages/cli/src/config/trustedFolders.ts (folder trust is on unless set off)
    wiring: ['.gemini/trustedFolders.json'],
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "trusted-folder", "sections": ["hooks", "permissions", "packaging"], "holds": "Gemini CLI loads the project's .gemini/settings.json (hooks, tool settings, MCP servers) only in a trusted folder, and --skip-trust drops it", "clear": "the folder is trusted (Gemini asks on first start, or it is added to ~/.gemini/trustedFolders.json) and Gemini is not run with --skip-trust", "check": { "file": "~/.gemini/trustedFolders.json" }, "evidence": [{"basis": "hand-run", "date": "2026-12-02", "client": "@google/gemini-cli", "version": "0.61.0", "claim": "project hooks ran only with the folder in trustedFolders.json; with --skip-trust the project settings.json was not loaded"}] },
  ],
  evidence: {
    "hooks.sees-mcp": {"basis": "vendor-source", "date": "2026-12-03", "claim": "BeforeTool carries mcp_context.server_name and tool_name for MCP tools", "repo": "google-gemini/gemini-cli", "commit": "5411f113cafae26161b4969b0237b8e1e024e2c2", "path": "packages/core/src/hooks/types.ts"},
    "hooks.shell-dir-path": {"basis": "live-run", "date": "2026-12-05", "claim": "run_shell_command {command, dir_path} runs the command in dir_path: `sed -i ... config.txt` with dir_path locked changed locked/config.txt (by hand, before the runtime read dir_path); read as the command's folder, a path rule on locked/** stopped it", "scenario": "gemini_cli/deny-shell-dir-path", "client": "@google/gemini-cli", "version": "0.61.0"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "web_fetch takes its URLs inside `prompt`", "repo": "google-gemini/gemini-cli", "commit": "5411f113cafae26161b4969b0237b8e1e024e2c2", "path": "packages/core/src/tools/definitions/base-declarations.ts"},
    "hooks.config-format": {"basis": "hand-run", "date": "2026-12-02", "claim": "hooks map, hooks list required, type command, name, timeout", "client": "@google/gemini-cli", "version": "0.61.0"},
    "hooks.timeout-milliseconds": {"basis": "hand-run", "date": "2026-12-02", "claim": "timeout 2000 = 2 s; default 60000", "client": "@google/gemini-cli", "version": "0.61.0"},
    "hooks.project-dir-substitution": {"basis": "hand-run", "date": "2026-12-02", "claim": "hook cwd = project; $GEMINI_PROJECT_DIR replaced in command", "client": "@google/gemini-cli", "version": "0.61.0"},
    "hooks.trusted-folder-only": {"basis": "hand-run", "date": "2026-12-02", "claim": "project hooks need a trusted folder; --skip-trust drops the project settings.json", "client": "@google/gemini-cli", "version": "0.61.0"},
    "hooks.fail-open": {"basis": "hand-run", "date": "2026-12-02", "claim": "exit 1 and timeouts run the tool; a missing program exits 127 and blocks", "client": "@google/gemini-cli", "version": "0.61.0"},
    "hooks.refuse": {"basis": "hand-run", "date": "2026-12-02", "claim": "exit 2 with text on stderr and nothing on stdout blocks; exit 2 with no text fails open", "client": "@google/gemini-cli", "version": "0.61.0"},
    "instructions.context-file-name": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "context.fileName in .gemini/settings.json", "url": "https://github.com/google-gemini/gemini-cli/blob/main/docs/cli/gemini-md.md", "carried": true},
    "permissions.workspace-policies-off": {"basis": "hand-run", "date": "2026-12-02", "claim": "project .gemini/policies/*.toml not loaded in 0.61.0", "client": "@google/gemini-cli", "version": "0.61.0"},
    "permissions.legacy-keys": {"basis": "hand-run", "date": "2026-12-02", "claim": "tools.exclude whole tools only; tools.core/allowed; mcp.excluded", "client": "@google/gemini-cli", "version": "0.61.0"},
    "packaging.mcp-settings": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "mcpServers: command | url (SSE) | httpUrl", "url": "https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md", "carried": true},
    'packaging.commands-injection': { basis: 'vendor-source', date: '2026-12-05', claim: 'a command prompt is expanded before it is sent: SHELL_INJECTION_TRIGGER "!{" runs a shell command, AT_FILE_INJECTION_TRIGGER "@{" inlines a file', repo: 'npm:@google/gemini-cli', commit: '0.61.0', path: 'bundle/chunk-4GP6HFBO.js' },
    "packaging.commands-toml": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "gemini/commands/<name>.toml: description, prompt", "url": "https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md", "carried": true},
    "packaging.extension-validate": {"basis": "hand-run", "date": "2026-12-02", "claim": "seamc's extensions/<name>/ validated, installed and listed by 0.61.0 here (tests/live/scenarios/gemini-cli.ts extensions-validate)", "client": "@google/gemini-cli", "version": "0.61.0"},
    "packaging.extension-dedupe": {"basis": "hand-run", "date": "2026-12-02", "claim": "0.61.0 bundle: McpClientManager.maybeDiscoverMcpServer merges a same-name server (settings win), SkillManager lets workspace skills override extension ones, SlashCommandResolver renames both sides of a command clash (read in the installed client's own files)", "client": "@google/gemini-cli", "version": "0.61.0"},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "gemini/skills/<name>/SKILL.md); activate_skill offered in 0.61.0 ( permissions", "url": "https://github.com/google-gemini/gemini-cli/blob/main/docs/tools/mcp-server.md", "carried": true},
  },
} as const satisfies VendorFacts;
