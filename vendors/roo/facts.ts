/**
 * Roo Code (end of life: v3.54.0, 2026-05-15) and its continuation Zoo Code, which reads the same `.roo/` tree.
 * Sources: shared/reference/instructions.md §2 row 10, §3.11, §4, §5, §7; permissions.md §3.11, §5, §6;
 * packaging.md §3.18, §4. No live run exists. Decisions: docs/decisions/roo.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = '2026-10-11';

export const facts = {
  id: 'roo',
  displayName: 'Roo Code / Zoo Code',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'none',
      reason: 'Roo Code / Zoo Code has no lifecycle hooks: no command runs on agent events, so nothing can stop a call beyond its command allow/deny lists',
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §2 row 10, §5 (toggle unverified)' },
    'instructions.mode-scoped-only': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §3.11, §4' },
    'instructions.agent-requested-as-skill': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.18 (skills)' },
    'permissions.command-prefix-lists': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/permissions.md §3.11 (roo-cline.* / zoo-code.* since Zoo v3.74.0)' },
    'permissions.deny-wins': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/permissions.md §3.11, §6' },
    'permissions.mcp-disabled-tools': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/permissions.md §3.11, §6 footnote 13; packaging.md §3.18' },
    'hooks.no-surface': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.18 (hooks: none)' },
    'packaging.mcp-file': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.18, §4' },
    'packaging.commands': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.18' },
  },
} as const satisfies VendorFacts;
