/**
 * deepagents, as data. It reads .deepagents/AGENTS.md and the root AGENTS.md (instructions.md §2 row 31), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'deepagents',
  displayName: 'deepagents',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'none', reason: 'deepagents (dcode) has no project permission file in seamc\'s reference (permissions.md §4 lists none); approvals are interactive' },
    hooks: { status: 'unadapted', reason: 'seamc\'s hook reference records no hook surface for deepagents (hooks.md §4) and none has been researched; rules reach it only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'seamc\'s packaging reference records no project layout for deepagents\' MCP servers, subagents or skills; nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 31, §5 (native list)' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
  },
} as const satisfies VendorFacts;
