/**
 * Windsurf, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/windsurf.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "windsurf",
  displayName: "Windsurf",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Windsurf keeps its terminal allow and deny lists (windsurf.cascadeCommandsAllowList / DenyList) in IDE or team settings, not in any repository file, and its deny list only withholds auto-execution; there is no project permission file to write"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'Windsurf runs inside an editor or terminal application, not as a CLI the launcher could start in this folder',
    noNative: 'Windsurf has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Windsurf (docs/vendors/windsurf.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.windsurf.com/windsurf/cascade/hooks' },
    },
  },
  hooks: {
    config: ".windsurf/hooks.json",
    roots: [],
    refuse: {"exit": 2, "stdout": "%s\n"},
    events: {
      prompt_submit: {
        "wire": ["pre_user_prompt"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "pre_user_prompt fires when the user submits a prompt, before the model sees it (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at pre_user_prompt stops the prompt (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at pre_user_prompt does not stop the agent (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
        },
      },
      pre_tool: {
        "wire": ["pre_run_command", "pre_write_code", "pre_read_code", "pre_mcp_tool_use"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "pre_run_command / pre_write_code / pre_read_code / pre_mcp_tool_use fires before a tool call runs (pre_run_command / pre_mcp_tool_use (agentseam third-party install 2026-08-26), pre_write_code / pre_read_code (vendor docs); exit 2 blocks, no ask, no rewrite)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at pre_run_command stops the call (pre_run_command / pre_mcp_tool_use (agentseam third-party install 2026-08-26), pre_write_code / pre_read_code (vendor docs); exit 2 blocks, no ask, no rewrite)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at pre_run_command does not stop the agent (pre_run_command / pre_mcp_tool_use (agentseam third-party install 2026-08-26), pre_write_code / pre_read_code (vendor docs); exit 2 blocks, no ask, no rewrite)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
        },
      },
      post_tool: {
        "wire": ["post_run_command", "post_write_code", "post_read_code", "post_mcp_tool_use"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "post_run_command / post_write_code / post_read_code / post_mcp_tool_use fires after a tool call has run (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at post_run_command does not stop the agent (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
        },
      },
      stop: {
        "wire": ["post_cascade_response"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "post_cascade_response fires when the agent is about to end its turn (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at post_cascade_response does not stop the agent (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
          ],
        },
      },
    },
    sees: {"mcp": "server+tool", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    {
      id: 'user-mcp-config',
      sections: ['packaging'],
      components: ['mcp'],
      holds: 'Windsurf (the Cascade agent) reads MCP servers only from the user\'s ~/.codeium/windsurf/mcp_config.json; the mcpServers block seamc writes to .seam/windsurf/mcp_config.json is not read',
      clear: 'a user merges the mcpServers entries of that file into ~/.codeium/windsurf/mcp_config.json (Windsurf Settings > Cascade > MCP Servers opens the raw file) and refreshes the MCP list; the servers then start in every workspace Windsurf opens',
      evidence: [{ basis: 'vendor-docs', date: '2026-12-04', claim: 'the MCP page names one config file, ~/.codeium/windsurf/mcp_config.json, a list of servers under mcpServers; new servers come from the MCP Marketplace or by editing that raw file', url: 'https://docs.windsurf.com/windsurf/cascade/mcp' }],
    },
  ],
  evidence: {
    'packaging.mcp-entry-shape': { basis: 'vendor-docs', date: '2026-12-04', claim: 'stdio servers are {command, args, env}; remote HTTP servers need a serverUrl (or url) field and take headers; the page lists stdio, Streamable HTTP and SSE as supported transports and gives no transport or type field', url: 'https://docs.windsurf.com/windsurf/cascade/mcp' },
    'packaging.mcp-interpolation': { basis: 'vendor-docs', date: '2026-12-04', claim: 'command, args, env, serverUrl, url and headers interpolate ${env:NAME} (an unset variable gives an empty string) and ${file:PATH} (the file\'s trimmed contents); no other form is named', url: 'https://docs.windsurf.com/windsurf/cascade/mcp' },
    "packaging.mcp-user-only": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "Windsurf's MCP page names one config file, ~/.codeium/windsurf/mcp_config.json (with ${env:NAME} interpolation), filled from the MCP marketplace or by hand; no workspace file such as .windsurf/mcp_config.json (which ruler and syllago write) is documented", "url": "https://codeium.mintlify.app/windsurf/cascade/mcp"},
    "hooks.sees-mcp": {"basis": "third-party", "date": "2026-12-03", "claim": "CorridorSecurity/hookshot@167bc3dadd8e8515a880c9ab66bd4cde6064e7f8:docs/reference-cascade.md: pre_mcp_tool_use tool_info carries mcp_server_name and mcp_tool_name", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no hook event for Cascade's web search", "url": "https://docs.windsurf.com/windsurf/cascade/hooks"},
    "hooks.exit-code-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Replies", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
    "hooks.workspace-cwd": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "workspace .windsurf/hooks.json; commands resolved from the workspace root, unverified", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
    "hooks.show-output": {"basis": "third-party", "date": "2026-12-02", "claim": "show_output surfaces hook output in the Cascade UI", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a pre-hook blocks with exit 2, reason as plain text (stream unverified, so stdout and stderr)", "url": "https://docs.windsurf.com/windsurf/cascade/hooks", "carried": true},
    "instructions.rules-trigger": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "trigger: glob | model_decision", "url": "https://docs.windsurf.com/windsurf/cascade/memories", "carried": true},
    "instructions.size-limits": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "6,000 per rule file, 12,000 total; excess truncated", "url": "https://docs.windsurf.com/windsurf/cascade/memories", "carried": true},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://docs.windsurf.com/windsurf/cascade/memories", "carried": true},
    "packaging.workflows": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "windsurf/workflows/<name>.md", "url": "https://docs.windsurf.com/windsurf/cascade/workflows", "carried": true},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "windsurf/skills/<name>/SKILL.md", "url": "https://docs.windsurf.com/windsurf/cascade/workflows", "carried": true},
    "packaging.mcp-global-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "~/.codeium/windsurf/mcp_config.json only", "url": "https://docs.windsurf.com/windsurf/cascade/workflows", "carried": true},
  },
} as const satisfies VendorFacts;
