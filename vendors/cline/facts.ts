/**
 * Cline, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/cline.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "cline",
  displayName: "Cline",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Cline has no permission file in the repository: the extension's auto-approve toggles live in editor UI state, and the CLI reads command allow/deny lists only from the CLINE_COMMAND_PERMISSIONS environment variable"},
    hooks: {"status": "unadapted", "reason": "Cline runs repo hooks as executables named after their event (`.clinerules/hooks/<Event>`), but their event names, payload and block reply are unrecorded in seamc's reference, so no runtime adapter has been built for them"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Cline\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Cline has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Cline (docs/vendors/cline.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.cline.bot/features/cline-rules' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "instructions.clinerules-paths": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "clinerules paths", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "permissions.no-repo-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "unverified", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "packaging.mcp-global-only": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mcp global only", "url": "https://docs.cline.bot/mcp/adding-and-configuring-servers", "carried": true},
    "packaging.workflows": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "workflows", "url": "https://docs.cline.bot/mcp/adding-and-configuring-servers", "carried": true},
    "packaging.agents-yaml": {"basis": "third-party", "date": "2026-10-11", "claim": "rulesync; cli-v3.0.23+", "url": "https://github.com/dyoshikawa/rulesync"},
    "packaging.skills-root": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "skills root", "url": "https://docs.cline.bot/mcp/adding-and-configuring-servers", "carried": true},
  },
} as const satisfies VendorFacts;
