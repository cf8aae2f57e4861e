/**
 * Zed, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/zed.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "zed",
  displayName: "Zed",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "none", "reason": "Zed has no user hooks, only declarative tool-permission rules, so no external handler can deny a call"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'Zed runs inside an editor or terminal application, not as a CLI the launcher could start in this folder',
    noNative: 'Zed has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Zed (docs/vendors/zed.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://zed.dev/docs/ai/rules' },
    },
  },
  gates: [
    { "id": "user-settings-only", "sections": ["permissions"], "holds": "Zed reads agent.tool_permissions only from the user's settings.json: a project .zed/settings.json cannot carry agent settings, so the block seamc writes (.seam/zed/settings.json) is not read", "clear": "a user merges the agent.tool_permissions block into ~/.config/zed/settings.json; it then applies in every project Zed opens", "evidence": [{"basis": "vendor-source", "date": "2026-12-04", "claim": "ProjectSettingsContent, the type a project settings file is parsed as, has no agent key; agent is a root SettingsContent field", "repo": "zed-industries/zed", "commit": "68db2132b7f4ca10b708e11c64f92b82241a6aad", "path": "crates/settings_content/src/project.rs"}] },
  ],
  evidence: {
    "permissions.tool-permissions": {"basis": "vendor-source", "date": "2026-12-04", "claim": "docs: agent.tool_permissions.tools.<tool> default / always_allow / always_deny / always_confirm, Rust regexes ({pattern, case_sensitive}, case-insensitive by default) over the terminal command, edit_file path, fetch URL; MCP tools keyed mcp:<server>:<tool> (tool-level only); precedence built-in rules > always_deny > always_confirm > always_allow > tool default > global default; terminal chains checked per sub-command", "repo": "zed-industries/zed", "commit": "07b5ab52ac13311f8fd53f277c8eed7042d645c3", "path": "docs/src/ai/tool-permissions.md"},
    "permissions.agent-is-user-settings": {"basis": "vendor-source", "date": "2026-12-04", "claim": "SettingsContent holds agent beside the flattened project: ProjectSettingsContent, so only user (and server) settings files carry agent settings", "repo": "zed-industries/zed", "commit": "e8a020294a472fe03d7459aa3899fc8d7a157291", "path": "crates/settings_content/src/settings_content.rs"},
    "instructions.first-match-list": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Zed rules page", "url": "https://zed.dev/docs/ai/rules", "carried": true},
    "instructions.plain-text": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "front matter not parsed), (one file, nothing conditional", "url": "https://zed.dev/docs/ai/rules", "carried": true},
    "hooks.none": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "none", "url": "https://zed.dev/docs/ai/rules", "carried": true},
    "packaging.context-servers": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Zed MCP settings as quoted by You.com's Zed setup page: context_servers, source \"custom\", command/args/env or url/headers; transport inferred from url vs command", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
    "packaging.no-sse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "sse is absent in Codex and Zed", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
    "packaging.trust": {"basis": "inherited", "date": "2026-12-02", "claim": "zed/settings.json applies after worktree trust", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
    "packaging.no-env-interpolation": {"basis": "inherited", "date": "2026-12-02", "claim": "no source documents ${VAR} expansion in Zed settings values; treated as literal until a run shows otherwise", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
  },
} as const satisfies VendorFacts;
