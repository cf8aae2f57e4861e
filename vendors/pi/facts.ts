/**
 * Pi, as data. It reads AGENTS.md (and the CLAUDE.md family) walking up from the working directory (instructions.md §2 row 29), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'pi',
  displayName: 'Pi',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'none', reason: 'Pi has no allow/ask/deny rules: .pi/settings.json only lists which tools are enabled (permissions.md §4)' },
    hooks: { status: 'unadapted', reason: 'Pi has no command-hook config in seamc\'s reference (hooks.md §4; planes.md §4 lists it as opaque); its extension points are in-process code, which seamc does not generate, so rules reach Pi only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'seamc\'s packaging reference records no project layout for Pi\'s skills, prompt templates or MCP; nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 29, §5 (native list)' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
    'permissions.enable-list-only': { basis: 'inherited', date: D, source: 'reference permissions.md §4 Pi row (rulesync; unverified): .pi/settings.json defaultTools enable-list only' },
  },
} as const satisfies VendorFacts;
