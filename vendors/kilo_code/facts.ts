/**
 * Kilo Code, as data. Sources: shared/reference/permissions.md §3.6, instructions.md §2 row 11, §3.11, §4, §7,
 * hooks.md §4.15; the permission evaluation order is inherited from opencode's verified run
 * (shared/reference/verified/opencode.md, opencode 1.18.33), not run on Kilo. Decisions: docs/decisions/kilo_code.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: 'kilo_code',
  displayName: 'Kilo Code',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason:
        'Kilo Code has no command-hook config, only the in-process JS/TS plugin API it inherits from opencode (known from vendor docs, never run here); seamc has not built a generated plugin bridge for it',
    },
    packaging: {
      status: 'unadapted',
      reason:
        "seamc's reference records no Kilo Code layout for MCP servers, commands, subagents or skills (kilo.jsonc is known only for `permission` and `instructions`), and an opencode fork's spelling cannot be assumed; nothing is generated for `plugin:`",
    },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/instructions.md §2 row 11, §5' },
    'instructions.mode-scoped-only': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/instructions.md §3.11, §4, §7' },
    'permissions.kilo-jsonc-shape': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/permissions.md §3.6, §5' },
    'permissions.last-match-wins': { basis: 'inherited', date: '2026-12-02', source: 'shared/reference/verified/opencode.md §1 (O1, O2), §4 S2 (opencode, not Kilo)' },
    'permissions.pattern-dialect': { basis: 'inherited', date: '2026-12-02', source: 'shared/reference/verified/opencode.md §4 S1 (opencode, not Kilo)' },
  },
} as const satisfies VendorFacts;
