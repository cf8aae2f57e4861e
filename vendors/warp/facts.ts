/**
 * Warp, as data. It reads AGENTS.md at the repository root and in matching subdirectories (WARP.md only for backward compatibility) (instructions.md §2 row 21), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'warp',
  displayName: 'Warp',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'none', reason: 'Warp keeps its command allowlist and denylist only in the global settings.toml execution profiles; there is no project file seamc could write (permissions.md §4)' },
    hooks: { status: 'unadapted', reason: 'seamc\'s hook reference records no hook surface for Warp (hooks.md §4) and none has been researched; rules reach Warp only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'seamc\'s packaging reference records no project layout for Warp\'s MCP servers or commands (packaging.md §4/§5 have no Warp row); nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 21, §5 (native list)' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
    'permissions.global-only': { basis: 'inherited', date: D, source: 'reference permissions.md §4 Warp row (rulesync; unverified): regex command_allowlist/command_denylist in global settings.toml; writing a denylist replaces the built-in defaults' },
  },
} as const satisfies VendorFacts;
