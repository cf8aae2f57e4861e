/**
 * Rovo Dev CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/rovo_dev.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "rovo_dev",
  displayName: "Rovo Dev CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "unadapted", "reason": "Rovo Dev's toolPermissions in .rovodev/config.yml are known only from rulesync, so seamc writes none"},
    hooks: {"status": "unadapted", "reason": "seamc's research notes records no hook surface for Rovo Dev and none has been researched; rules reach Rovo Dev only as advisory text in AGENTS.md"},
    packaging: {"status": "unadapted", "reason": "seamc's research notes records no project layout for Rovo Dev's MCP servers or subagents; nothing is generated"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Rovo Dev CLI\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Rovo Dev CLI has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Rovo Dev CLI (docs/vendors/rovo_dev.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://support.atlassian.com/rovo/docs/use-rovo-dev-cli/' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://support.atlassian.com/rovo/docs/use-rovo-dev-cli/", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://support.atlassian.com/rovo/docs/use-rovo-dev-cli/", "carried": true},
    "permissions.config-yml": {"basis": "inherited", "date": "2026-12-02", "claim": "Rovo Dev row (rulesync; unverified): toolPermissions bash.default, bash.commands[{command: regex, permission}], tools.<tool>", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
