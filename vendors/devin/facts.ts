/**
 * Devin CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/devin.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "devin",
  displayName: "Devin CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded the Devin CLI\'s state folder, and the CLI has an OS sandbox of its own (--sandbox)',
    noNative: 'The Devin CLI\'s OS sandbox is switched on by its --sandbox flag or a team setting, not by a repository file; its writable and readable paths come from the granted Write(...) and Read(...) scopes',
    evidence: {
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://docs.devin.ai/cli/sandbox (read 2026-12-03): --sandbox, fail closed when no sandbox tool is available', url: 'https://docs.devin.ai/cli/sandbox' },
    },
  },
  hooks: {
    config: ".devin/hooks.v1.json",
    roots: [],
    refuse: {"exit": 2},
    events: {
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a deny reply at UserPromptSubmit stops the prompt", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse", "PermissionRequest"], "block": true, "escalate": false, "transform": true, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "PreToolUse / PermissionRequest fires before a tool call runs", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a deny reply at PreToolUse stops the call", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          rewrite: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a reply at PreToolUse can replace the tool input", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "PostToolUse fires after a tool call has run", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "Stop fires when the agent is about to end its turn", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a deny reply at Stop stops the stop: the agent keeps working", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at Stop does not stop the agent", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
          ],
        },
      },
    },
    notInstalled: {
      session_start: { "wire": ["SessionStart"], "status": "declined", "reason": "Devin's SessionStart payload fires before the first prompt and carries nothing that tells it from Claude Code's, whose .claude/settings.json hooks Devin also runs; seamc installs no SessionStart hook so one start is never judged twice", "evidence": [{"basis": "vendor-docs", "date": "2026-12-03", "claim": "the hook events table lists SessionStart (when a session begins)", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview"}] },
      session_end: { "wire": ["SessionEnd"], "status": "unadapted", "reason": "seamc's Devin adapter does not map SessionEnd yet", "evidence": [{"basis": "vendor-docs", "date": "2026-12-03", "claim": "the hook events table lists SessionEnd (when a session ends)", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview"}] },
    },
    sees: {"mcp": "server+tool", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    "permissions.config-lists": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "project .devin/config.json permissions allow/deny/ask, e.g. Exec(npm run), Read(src/**), Exec(sudo); deny checked first, then ask, then allow, then the mode's default", "url": "https://docs.devin.ai/cli/reference/permissions.md"},
    "permissions.mcp-names": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "MCP tools are named mcp__<server>__<tool> and are under the same permission system; the example config.json permissions allow mcp__github__* and deny mcp__github__delete_repo; how * matches is not stated; Exec, Read, Write and Fetch matching is still not stated on any page read", "url": "https://docs.devin.ai/cli/extensibility/mcp/overview"},
    "permissions.rule-types": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "rule types Read(/path), Write(/path), Exec(cmd), Fetch(url); the Permission Syntax section itself was not in the stored page", "url": "https://cli.devin.ai/docs/enterprise/team-settings"},
    "packaging.mcp-config": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "mcpServers in .devin/config.json (project, committed): command/args/env for stdio; url, transport http or sse, headers for remote servers; secrets in .devin/config.local.json", "url": "https://cli.devin.ai/docs/extensibility/mcp/configuration"},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "project extensibility lives in .devin/: config.json, hooks.v1.json, skills/<name>/SKILL.md; skills are invoked as slash commands or by the agent", "url": "https://cli.devin.ai/docs/extensibility"},
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "PreToolUse tool_name mcp__<server>__<tool>", "url": "https://docs.devin.ai/cli/extensibility/hooks/lifecycle-hooks"},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "a fetch tool class exists, but its hook tool name and URL field are not documented", "url": "https://docs.devin.ai/cli/reference/permissions"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://docs.devin.ai/cli", "carried": true},
    "instructions.rules-trigger-front-matter": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "unverified for the CLI); (plugin rules/*.md", "url": "https://docs.devin.ai/cli", "carried": true},
    "hooks.bare-map-config": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "bare map config", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
    "hooks.runs-claude-settings-hooks": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "runs claude settings hooks", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
    "hooks.fail-open": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "fail open", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "exit 2 blocks; other non-zero exits are logged and the action proceeds", "url": "https://docs.devin.ai/cli/extensibility/hooks/overview", "carried": true},
  },
} as const satisfies VendorFacts;
