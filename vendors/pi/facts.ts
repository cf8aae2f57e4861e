/**
 * Pi, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/pi.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "pi",
  displayName: "Pi",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Pi has no allow/ask/deny rules: .pi/settings.json only lists which tools are enabled"},
    hooks: {"status": "unadapted", "reason": "Pi has no command-hook config in seamc's reference; its extension points are in-process code, which seamc does not generate, so rules reach Pi only as advisory text in AGENTS.md"},
    packaging: {"status": "unadapted", "reason": "seamc's research notes records no project layout for Pi's skills, prompt templates or MCP; nothing is generated"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Pi\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Pi has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Pi (docs/vendors/pi.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/badlogic/pi-mono' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://github.com/badlogic/pi-mono", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/badlogic/pi-mono", "carried": true},
    "permissions.enable-list-only": {"basis": "inherited", "date": "2026-12-02", "claim": "Pi row (rulesync; unverified): .pi/settings.json defaultTools enable-list only", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
