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
    permissions: {"status": "unadapted", "reason": "Zed's agent.tool_permissions (regex always_allow / always_deny / always_confirm per tool in .zed/settings.json) is known only from rulesync: its tool ids and precedence ladder are not recorded, so seamc writes none"},
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
  evidence: {
    "instructions.first-match-list": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Zed rules page", "url": "https://zed.dev/docs/ai/rules", "carried": true},
    "instructions.plain-text": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "front matter not parsed), (one file, nothing conditional", "url": "https://zed.dev/docs/ai/rules", "carried": true},
    "hooks.none": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "none", "url": "https://zed.dev/docs/ai/rules", "carried": true},
    "packaging.context-servers": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Zed MCP settings as quoted by You.com's Zed setup page: context_servers, source \"custom\", command/args/env or url/headers; transport inferred from url vs command", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
    "packaging.no-sse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "sse is absent in Codex and Zed", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
    "packaging.trust": {"basis": "inherited", "date": "2026-12-02", "claim": "zed/settings.json applies after worktree trust", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
    "packaging.no-env-interpolation": {"basis": "inherited", "date": "2026-12-02", "claim": "no source documents ${VAR} expansion in Zed settings values; treated as literal until a run shows otherwise", "url": "https://zed.dev/docs/ai/mcp", "carried": true},
  },
} as const satisfies VendorFacts;
