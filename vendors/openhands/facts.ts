/**
 * OpenHands, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/openhands.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "openhands",
  displayName: "OpenHands",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "OpenHands has no project file of allow/ask/deny rules: confirmation mode and the security analyzer are per-session settings that judge each action as a whole, with no command, path, domain or MCP-tool patterns"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded OpenHands\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'OpenHands has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for OpenHands (docs/vendors/openhands.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.openhands.dev/openhands/usage/customization/hooks' },
    },
  },
  hooks: {
    config: ".openhands/hooks.json",
    roots: ["OPENHANDS_PROJECT_DIR"],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (types.py)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (types.py: TimeoutExpired and non-2 exits give success=False, not blocked)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (types.py)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (types.py: TimeoutExpired and non-2 exits give success=False, not blocked)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it (types.py: {\"decision\":\"deny\"} at UserPromptSubmit rejects the message)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          block: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a deny reply at UserPromptSubmit stops the prompt (types.py: {\"decision\":\"deny\"} at UserPromptSubmit rejects the message)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent (types.py: TimeoutExpired and non-2 exits give success=False, not blocked)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs (types.py: {\"decision\":\"deny\"} (exit 0) or exit 2 blocks; timeout / exit 1 proceed; no ask, no updatedInput)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          block: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call (types.py: {\"decision\":\"deny\"} (exit 0) or exit 2 blocks; timeout / exit 1 proceed; no ask, no updatedInput)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent (types.py: TimeoutExpired and non-2 exits give success=False, not blocked)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run (types.py)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent (types.py: TimeoutExpired and non-2 exits give success=False, not blocked)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn (types.py; docs.openhands.dev hooks page: a Stop block keeps the agent working)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          block: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working (types.py; docs.openhands.dev hooks page: a Stop block keeps the agent working)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
          failMode: [
            {"basis": "vendor-source", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent (types.py: TimeoutExpired and non-2 exits give success=False, not blocked)", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
          ],
        },
      },
    },
    sees: {"mcp": "unseen", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { id: 'user-mcp-config', sections: ['packaging'], components: ['mcp'], holds: 'OpenHands CLI reads MCP servers only from mcp.json in its persistence folder (~/.openhands/mcp.json, or under OPENHANDS_PERSISTENCE_DIR); the mcpServers block seamc writes to .seam/openhands/mcp.json is not read', clear: 'a user merges the mcpServers entries of that file into ~/.openhands/mcp.json (or adds each with `openhands mcp add <name> --transport stdio|http|sse ...`); the servers then start in every project OpenHands CLI opens', evidence: [{ basis: 'vendor-source', date: '2026-12-04', claim: 'load_mcp_config reads <persistence dir>/mcp.json (~/.openhands by default) as a fastmcp MCPConfig; add_server writes stdio {command, args, env, transport: "stdio"} or remote {url, transport: "http" | "sse", headers}', repo: 'OpenHands/OpenHands-CLI', commit: '6b3838ce9083857d54c8be6e4e67e8fae82db11c', path: 'openhands_cli/mcp/mcp_utils.py' }] },
  ],
  evidence: {
    "packaging.skills": {"basis": "vendor-source", "date": "2026-12-04", "claim": "load_project_skills reads .agents/skills, .openhands/skills and .openhands/microagents (v1.21.0); find_regular_md_files skips .md files inside a SKILL.md folder", "repo": "OpenHands/software-agent-sdk", "commit": "4110929b788604d50d83ec693bc445ef8e0a3d38", "path": "openhands-sdk/openhands/sdk/skills/utils.py"},
    "packaging.cli-pins-sdk": {"basis": "vendor-source", "date": "2026-12-04", "claim": "OpenHands CLI 1.16.0 depends on openhands-sdk==1.21.0 and loads project skills with load_project_skills(work dir)", "repo": "OpenHands/OpenHands-CLI", "commit": "6b3838ce9083857d54c8be6e4e67e8fae82db11c", "path": "pyproject.toml"},
    "packaging.mcp-user-only": {"basis": "vendor-source", "date": "2026-12-04", "claim": "MCP servers come from <persistence dir>/mcp.json, ~/.openhands by default; no project MCP file is read", "repo": "OpenHands/OpenHands-CLI", "commit": "6b3838ce9083857d54c8be6e4e67e8fae82db11c", "path": "openhands_cli/locations.py"},
    'packaging.mcp-entry-shape': { basis: 'vendor-source', date: '2026-12-04', claim: '`openhands mcp add` writes stdio servers as {command, args, env, transport: "stdio"} and http/sse servers as {url, transport, headers} under mcpServers; the agent gets every enabled server (enabled defaults to true)', repo: 'OpenHands/OpenHands-CLI', commit: '6b3838ce9083857d54c8be6e4e67e8fae82db11c', path: 'openhands_cli/mcp/mcp_utils.py' },
    'packaging.mcp-expansion': { basis: 'vendor-source', date: '2026-12-04', claim: 'before the first run a local conversation expands ${NAME} and ${NAME:-default} in every string of the agent\'s mcp_config (conversation secrets first, then the environment); a bare $NAME or another ${...} form is left as written', repo: 'OpenHands/software-agent-sdk', commit: '4110929b788604d50d83ec693bc445ef8e0a3d38', path: 'openhands-sdk/openhands/sdk/conversation/impl/local_conversation.py' },
    "packaging.agents": {"basis": "vendor-source", "date": "2026-12-04", "claim": "file agents in .agents/agents/*.md and .openhands/agents/*.md; tools are registered tool names (an unregistered one raises), an empty list gives none", "repo": "OpenHands/software-agent-sdk", "commit": "4110929b788604d50d83ec693bc445ef8e0a3d38", "path": "openhands-sdk/openhands/sdk/subagent/registry.py"},
    "hooks.sees-mcp": {"basis": "vendor-source", "date": "2026-12-03", "claim": "the hook sees tool_name only; MCP naming is not defined", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e38b2a5095f42f702df2ecb907736559d9", "path": "openhands-sdk/openhands/sdk/hooks/types.py"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "no web tool is named for hooks", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e38b2a5095f42f702df2ecb907736559d9", "path": "openhands-sdk/openhands/sdk/hooks/types.py"},
    "instructions.agents-md-third-party-skill": {"basis": "vendor-source", "date": "2026-12-02", "claim": "root AGENTS.md is loaded as an always-on skill while scanning .openhands/skills/ (or microagents/), cut at THIRD_PARTY_SKILL_MAX_CHARS = 10000", "repo": "OpenHands/software-agent-sdk", "commit": "0543e5ec", "path": "context/skills/skill.py"},
    "instructions.keyword-triggers-only": {"basis": "vendor-source", "date": "2026-12-02", "claim": "match_trigger: conditional skills fire on keywords in the user message", "repo": "OpenHands/software-agent-sdk", "commit": "0543e5ec", "path": "skill.py"},
    "hooks.project-dir-variable": {"basis": "vendor-source", "date": "2026-12-02", "claim": "types.py: OPENHANDS_PROJECT_DIR set and cwd = working dir; shell=True", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
    "hooks.fail-open": {"basis": "vendor-source", "date": "2026-12-02", "claim": "types.py: TimeoutExpired and non-2 exits give success=False, not blocked", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
    "hooks.project-file-shadows-user": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "project .openhands/hooks.json shadows ~/.openhands/hooks.json; no merge", "url": "https://docs.openhands.dev/openhands/usage/customization/hooks", "carried": true},
    "hooks.refuse": {"basis": "vendor-source", "date": "2026-12-02", "claim": "types.py: exit 2 blocks; timeouts and other exits proceed", "repo": "OpenHands/software-agent-sdk", "commit": "06b329e3", "path": "openhands-sdk/openhands/sdk/hooks/executor.py"},
  },
} as const satisfies VendorFacts;
