/**
 * goose, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/goose.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "goose",
  displayName: "goose",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "goose keeps tool permissions only in the user's ~/.config/goose/permission.yaml, as always_allow / ask_before / never_allow lists of whole tool names (developer__shell, ...), with no command, path or domain patterns and no project-level file"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'goose', state: ['.config/goose/', '.local/share/goose/', '.local/state/goose/'] },
    noNative: 'goose has no OS sandbox setting in its configuration: its permission modes decide which tools run without approval, not what a running tool may touch',
    evidence: {
      launcher: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://block.github.io/goose/docs/guides/config-files (read 2026-12-03): ~/.config/goose/config.yaml; sessions and logs under ~/.local/share/goose and ~/.local/state/goose (goose info)', url: 'https://block.github.io/goose/docs/guides/config-files' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://block.github.io/goose/docs/guides/config-files (read 2026-12-03): no sandbox setting', url: 'https://block.github.io/goose/docs/guides/config-files' },
    },
  },
  hooks: {
    config: ".agents/plugins/seam/hooks/hooks.json",
    roots: ["PLUGIN_ROOT"],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (HookEvent, decision channel)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (HookEvent, decision channel)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it (HookEvent, decision channel)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "configurable",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs ({\"decision\":\"block\"} or exit 2 denies; `on_failure: \"block\"` denies when the hook returns no decision (crash, timeout, bad output))", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          block: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call ({\"decision\":\"block\"} or exit 2 denies; `on_failure: \"block\"` denies when the hook returns no decision (crash, timeout, bad output))", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "an entry can be told to fail closed at PreToolUse (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run (HookEvent, decision channel)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      tool_failure: {
        "wire": ["PostToolUseFailure"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "PostToolUseFailure fires after a tool call fails (HookEvent, decision channel)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUseFailure does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn (docs + mod.rs: a Stop block keeps the turn going (capped by GOOSE_STOP_HOOK_BLOCK_CAP, default 8); on_failure does not apply, Stop fails open)", "repo": "block/goose", "commit": "0825b570", "path": "hooks"},
          ],
          block: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working (docs + mod.rs: a Stop block keeps the turn going (capped by GOOSE_STOP_HOOK_BLOCK_CAP, default 8); on_failure does not apply, Stop fails open)", "repo": "block/goose", "commit": "0825b570", "path": "hooks"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
      file_changed: {
        "wire": ["AfterFileEdit"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "AfterFileEdit fires after a file changes (HookEvent, decision channel)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at AfterFileEdit does not stop the agent (OnFailure, PreToolUse only)", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
          ],
        },
      },
    },
    sees: {"mcp": "server+tool", "web": "unseen"},
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    "hooks.sees-mcp": {"basis": "vendor-source", "date": "2026-12-03", "claim": "every tool is an extension tool named <extension>__<tool>", "repo": "block/goose", "commit": "0825b570490dc8c64baa9bfccb67b70a00524280", "path": "crates/goose/src/hooks/mod.rs"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "no web tool is named for hooks", "repo": "block/goose", "commit": "0825b570490dc8c64baa9bfccb67b70a00524280", "path": "crates/goose/src/hooks/mod.rs"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "AGENTS.md and .goosehints, no conditional rules", "url": "https://block.github.io/goose/docs/guides/context-engineering/hooks", "carried": true},
    "hooks.plugin-discovery": {"basis": "vendor-source", "date": "2026-12-02", "claim": "block/goose crates/goose/src/plugins/discovery.rs: every directory under <project>/.agents/plugins/ is a plugin named after it; no manifest required", "repo": "block/goose", "commit": "0825b570490dc8c64baa9bfccb67b70a00524280", "path": "crates/goose/src/plugins/discovery.rs"},
    "hooks.plugin-root-variable": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "block/goose hooks docs: ${PLUGIN_ROOT} is expanded in the command and set in its environment; commands run under sh -c", "url": "https://github.com/block/goose/blob/main/documentation/docs/guides/context-engineering/hooks.md"},
    "hooks.on-failure-block": {"basis": "vendor-source", "date": "2026-12-02", "claim": "OnFailure, PreToolUse only", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
    "hooks.stdout-decision-channel": {"basis": "vendor-source", "date": "2026-12-02", "claim": "empty stdout allows; anything but a decision is \"no decision\"", "repo": "block/goose", "commit": "0825b570", "path": "crates/goose/src/hooks/mod.rs"},
    "hooks.refuse": {"basis": "vendor-source", "date": "2026-12-02", "claim": "block/goose crates/goose/src/hooks/mod.rs parse_command_output: exit 2 blocks a blockable event, reason = stderr", "repo": "block/goose", "commit": "0825b570490dc8c64baa9bfccb67b70a00524280", "path": "crates/goose/src/hooks/mod.rs"},
    "packaging.open-plugin": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "<project>/.agents/plugins/<name>/: plugin.json, skills/, .mcp.json stdio only", "url": "https://block.github.io/goose/docs/guides/context-engineering/hooks", "carried": true},
    "packaging.custom-agents": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "goose/agents/<name>.md: name, description, model; goose 1.34+", "url": "https://block.github.io/goose/docs/guides/context-engineering/hooks", "carried": true},
    "packaging.recipes-need-user-registration": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "slash_commands only in the user config, absolute recipe paths", "url": "https://block.github.io/goose/docs/guides/context-engineering/hooks", "carried": true},
  },
} as const satisfies VendorFacts;
