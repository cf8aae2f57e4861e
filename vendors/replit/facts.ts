/**
 * Replit Agent, as data. It reads `replit.md` at the repository root and not AGENTS.md (instructions.md §2 row 27, §5),
 * so it gets its own copy of the always-on text. Hooks: recorded in hooks.md §4.15 as not found (hosted agent), which is
 * not the same as absent, so the section stays `unadapted`. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'replit',
  displayName: 'Replit Agent',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason: 'Replit Agent is hosted and seamc\'s reference documents no repository permission file for it (permissions.md lists no Replit model)',
    },
    hooks: {
      status: 'unadapted',
      reason: 'no hook surface was found in Replit\'s docs (hosted agent; hooks.md §4.15 records it as not found, not absent); rules reach Replit Agent only as advisory text in replit.md',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Replit\'s packaging layout is not established (packaging.md §8 lists replit as unrecorded); nothing is generated',
    },
  },
  evidence: {
    'instructions.replit-md': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 27, §5 (not AGENTS.md native)' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism)' },
    'hooks.not-found': { basis: 'vendor-docs', date: '2026-08-26', source: 'reference hooks.md §4.15 (agentseam tier unadapted: not found in docs)' },
  },
} as const satisfies VendorFacts;
