/**
 * Kilo Code, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/kilo_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "kilo_code",
  displayName: "Kilo Code",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "unadapted", "reason": "Kilo Code has no command-hook config, only the in-process JS/TS plugin API it inherits from opencode (known from vendor docs, never run here); seamc has not built a generated plugin bridge for it"},
    packaging: {"status": "unadapted", "reason": "seamc's reference records no Kilo Code layout for MCP servers, commands, subagents or skills (kilo.jsonc is known only for `permission` and `instructions`), and an opencode fork's spelling cannot be assumed; nothing is generated for `plugin:`"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Kilo Code\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Kilo Code has no OS sandbox setting: its `permission` rules gate tool calls, but nothing confines what an allowed command can touch on disk or the network',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Kilo Code (docs/vendors/kilo_code.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://kilo.ai/docs' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://kilo.ai/docs", "carried": true},
    "instructions.mode-scoped-only": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mode scoped only", "url": "https://kilo.ai/docs", "carried": true},
    "permissions.kilo-jsonc-shape": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "kilo jsonc shape", "url": "https://kilo.ai/docs", "carried": true},
    "permissions.last-match-wins": {"basis": "hand-run", "date": "2026-12-02", "claim": "), (opencode, not Kilo", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.pattern-dialect": {"basis": "hand-run", "date": "2026-12-02", "claim": "(opencode, not Kilo)", "client": "opencode-ai", "version": "1.18.33"},
  },
} as const satisfies VendorFacts;
