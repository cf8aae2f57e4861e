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
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://github.com/langchain-ai/deepagents", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/langchain-ai/deepagents", "carried": true},
  },
} as const satisfies VendorFacts;
