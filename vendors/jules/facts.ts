/**
 * Jules, as data. It reads AGENTS.md at the repository root (instructions.md §2 row 32), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'jules',
  displayName: 'Jules',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'none', reason: 'Jules runs in its own hosted VM and asks for plan approval; seamc\'s reference documents no repository permission file for it (permissions.md §4 lists none)' },
    hooks: { status: 'unadapted', reason: 'Jules is a hosted agent with no hook surface found in seamc\'s reference (hooks.md §4); recorded as not found rather than absent, so rules reach Jules only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'seamc\'s packaging reference records no repository layout for Jules (MCP, commands or skills); nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'inherited', date: D, source: 'reference instructions.md §2 row 32, §5 (native list) — native per ruler only' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
  },
} as const satisfies VendorFacts;
