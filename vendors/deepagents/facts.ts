/**
 * deepagents, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/deepagents.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "deepagents",
  displayName: "deepagents",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "deepagents (dcode) has no project permission file in seamc's reference; approvals are interactive"},
    hooks: {"status": "unadapted", "reason": "seamc's research notes records no hook surface for deepagents and none has been researched; rules reach it only as advisory text in AGENTS.md"},
    packaging: {"status": "unadapted", "reason": "seamc's research notes records no project layout for deepagents' MCP servers, subagents or skills; nothing is generated"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded deepagents\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'deepagents has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for deepagents (docs/vendors/deepagents.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/langchain-ai/deepagents' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://github.com/langchain-ai/deepagents", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/langchain-ai/deepagents", "carried": true},
  },
} as const satisfies VendorFacts;
