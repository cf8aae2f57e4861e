/**
 * Kimi Code CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/kimi_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "kimi_code",
  displayName: "Kimi Code CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Kimi Code CLI\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Kimi Code CLI has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Kimi Code CLI (docs/vendors/kimi_code.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://moonshotai.github.io/kimi-code/en/customization/hooks' },
    },
  },
  hooks: {
    config: ".seam/kimi_code/hooks.toml",
    roots: [],
    refuse: {"exit": 2},
    userScope: true,
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at UserPromptSubmit stops the prompt (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      tool_failure: {
        "wire": ["PostToolUseFailure"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PostToolUseFailure fires after a tool call fails (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUseFailure does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompact"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreCompact fires before the context is compacted (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompact does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      subagent_start: {
        "wire": ["SubagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SubagentStart fires when a subagent starts (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStart does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      subagent_stop: {
        "wire": ["SubagentStop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SubagentStop fires when a subagent stops (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStop does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
    },
    sees: {"mcp": "server+tool", "web": "url"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "user-permission-file", "sections": ["permissions"], "holds": "Kimi Code reads [[permission.rules]] only from the user's ~/.kimi-code/config.toml; the fragment seamc writes (.seam/kimi_code/permissions.toml) is not read", "clear": "a user copies the tables into ~/.kimi-code/config.toml (inside the seamc marker block); they then apply in every project Kimi opens", "evidence": [{"basis": "vendor-source", "date": "2026-12-04", "claim": "the permission section is a config.toml section (docs/en/configuration/config-files.md: rules loaded from ~/.kimi-code/config.toml when a session starts; project-local .kimi-code/local.toml holds only [workspace])", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/configuration/config-files.md"}] },
    { "id": "workspace-trust", "sections": ["packaging"], "holds": "Kimi Code starts the MCP servers of a project .kimi-code/mcp.json only once the user trusts the folder (its trust prompt defaults to Don't trust)", "clear": "the user picks Trust this folder at Kimi's workspace trust prompt after reviewing the listed servers", "evidence": [{"basis": "vendor-source", "date": "2026-12-04", "claim": "docs/en/customization/mcp.md: project-level MCP servers in an untrusted folder are listed in the workspace trust prompt and enabled only by trusting the folder", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/customization/mcp.md"}] },
    { "id": "user-file-only", "sections": ["hooks"], "holds": "Kimi Code reads hooks only from the user's ~/.kimi-code/config.toml; the fragment seamc writes is not read", "clear": "a user copies the entries into ~/.kimi-code/config.toml (inside the seamc marker block); they then run in every project Kimi opens", "evidence": [{"basis": "vendor-docs", "date": "2026-12-02", "claim": "hooks are configured in ~/.kimi-code/config.toml as [[hooks]] entries", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true}] },
  ],
  evidence: {
    "instructions.agents-md-walk": {"basis": "vendor-source", "date": "2026-12-04", "claim": "loadAgentsMdForRoots: from the git root down to the working folder, each folder's .kimi-code/AGENTS.md and the first of AGENTS.md / agents.md are both loaded (0.38.0 uses agent-core-v2)", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/agent/profile/context.ts"},
    "instructions.skills": {"basis": "vendor-source", "date": "2026-12-04", "claim": "skills in .kimi-code/skills/ and .agents/skills/ (project), SKILL.md with name + description (required in a folder), model-invoked by description; type flow = manual only; flat <name>.md form", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/customization/skills.md"},
    "permissions.rule-syntax": {"basis": "vendor-source", "date": "2026-12-04", "claim": "[[permission.rules]] decision allow|ask|deny, pattern Tool or Tool(arg-pattern); MCP and custom tools match by name only", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/configuration/config-files.md"},
    "permissions.matching": {"basis": "vendor-source", "date": "2026-12-04", "claim": "tool name and argument are picomatch globs: Bash against args.command, Read/Edit/Write against the path (nocase, relative patterns canonicalized against the workspace folder), FetchURL against args.url; a leading ! negates", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/tool/rule-match.ts"},
    "permissions.precedence": {"basis": "vendor-source", "date": "2026-12-04", "claim": "policy order: user-configured deny, then (auto mode, session approvals) user-configured ask, then user-configured allow", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/agent/permissionPolicy/permissionPolicyService.ts"},
    "packaging.mcp-json": {"basis": "vendor-source", "date": "2026-12-04", "claim": "project .kimi-code/mcp.json mcpServers: command/args/env (stdio), url/headers (HTTP), transport sse; bearerTokenEnvVar; no ${VAR} expansion documented", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/customization/mcp.md"},
    "packaging.agents": {"basis": "vendor-source", "date": "2026-12-04", "claim": "agent files in .kimi-code/agents/ then .agents/agents/ (first name wins); front matter name, description, tools (Kimi tool names; mcp__ globs; omitted = all)", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/customization/agents.md"},
    "packaging.commands": {"basis": "vendor-source", "date": "2026-12-04", "claim": "slash commands come from installed plugins' commands folders only; a skill is invocable as /skill:<name> or /<name>", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "docs/en/customization/plugins.md"},
    "hooks.sees-mcp": {"basis": "vendor-source", "date": "2026-12-03", "claim": "mcp__<server>__<tool>, neither part holds __", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/mcpCore/tool-naming.ts"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "FetchURL {url}", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/agent/tools/fetch-url/fetch-url.ts"},
    "hooks.user-scope-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "project-scoped hook row", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.four-keys-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vendor hooks page (fields table)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.timeout-seconds": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vendor hooks page: timeout in seconds, 1-600, default 30", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.fail-open": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vendor hooks page", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "exit 2 also blocks at PreToolUse, UserPromptSubmit and Stop", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
  },
} as const satisfies VendorFacts;
