/**
 * Amp, as data. Sources: shared/reference/permissions.md §3.9, §5, §6; instructions.md §2 row 13, §3.9, §4, §7;
 * packaging.md §3.10, §4. No live run exists for Amp: everything rests on vendor docs as restated by rulesync and
 * microsoft/apm. Decisions: docs/decisions/amp.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = '2026-10-11';

export const facts = {
  id: 'amp',
  displayName: 'Amp',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason:
        'Amp has no command-hook config; its event hooks exist only as TypeScript plugin code (`.amp/plugins/*.ts` subscribing to `tool.call` / `tool.result`), known from vendor docs only; seamc has not built a generated plugin bridge for it',
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §2 row 13, §5' },
    'instructions.globs-only-on-mentioned-files': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §3.9' },
    'instructions.agent-requested-as-skill': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.10 (skills)' },
    'permissions.first-match-list': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/permissions.md §3.9 (rulesync)' },
    'permissions.project-settings-file': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/permissions.md §3.9, §5 (unverified)' },
    'permissions.bash-cmd-glob': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/permissions.md §3.9' },
    'permissions.mcp-tool-names': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/permissions.md §3.9 (mcp__<server>__<tool>)' },
    'packaging.mcp-servers-key': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/packaging.md §3.10, §4' },
    'packaging.skills-root': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.10' },
  },
} as const satisfies VendorFacts;
