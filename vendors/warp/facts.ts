/**
 * Warp, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/warp.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "warp",
  displayName: "Warp",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Warp keeps its command allowlist and denylist only in the global settings.toml execution profiles; there is no project file seamc could write"},
    hooks: {"status": "unadapted", "reason": "no hook surface for Warp's agents was found: docs.warp.dev (agent platform: rules, skills, MCP, permissions pages) and a search of vendor docs for a Warp hook, pre-tool or lifecycle command came up empty, and Warp's own source was not read; nothing positively says there is none, so rules reach Warp only as advisory text in AGENTS.md"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'Warp runs inside an editor or terminal application, not as a CLI the launcher could start in this folder',
    noNative: 'Warp has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Warp (docs/vendors/warp.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.warp.dev/agents/rules' },
    },
  },
  evidence: {
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "skills are SKILL.md folders discovered from the working folder up to the repository root (project) or the home folder (global), invoked by the agent or as /{skill-name}", "url": "https://docs.warp.dev/agent-platform/capabilities/skills"},
    "packaging.skills-folders": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "local agent runs scan .warp/skills/, .agents/skills/, .claude/skills/ and other agents' skills folders of the repository", "url": "https://docs.warp.dev/agent-platform/cloud-agents/skills-as-agents"},
    "packaging.mcp-app-only": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "MCP servers for local agents are added in the Warp app (Settings > MCP servers, Warp Drive, the command palette); no project file is read", "url": "https://docs.warp.dev/agents/capabilities/mcp.md"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://docs.warp.dev/agents/rules", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://docs.warp.dev/agents/rules", "carried": true},
    "permissions.global-only": {"basis": "inherited", "date": "2026-12-02", "claim": "Warp row (rulesync; unverified): regex command_allowlist/command_denylist in global settings.toml; writing a denylist replaces the built-in defaults", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
