/**
 * Cline (VS Code extension and Cline CLI), as data. Sources: shared/reference/instructions.md §2 row 9, §3.4, §5,
 * §7; permissions.md §3.11, §5, §6; packaging.md §3.17, §4. No live run exists for Cline.
 * Decisions: docs/decisions/cline.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = '2026-10-11';

export const facts = {
  id: 'cline',
  displayName: 'Cline',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason:
        "Cline has no permission file in the repository: the extension's auto-approve toggles live in editor UI state, and the CLI reads command allow/deny lists only from the CLINE_COMMAND_PERMISSIONS environment variable",
    },
    hooks: {
      status: 'unadapted',
      reason:
        "Cline runs repo hooks as executables named after their event (`.clinerules/hooks/<Event>`), but their event names, payload and block reply are unrecorded in seamc's reference, so no runtime adapter has been built for them",
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §2 row 9, §5' },
    'instructions.clinerules-paths': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §2 row 9, §3.4' },
    'instructions.agent-requested-as-skill': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.17 (skills)' },
    'permissions.no-repo-file': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/permissions.md §3.11, §5 (unverified)' },
    'packaging.mcp-global-only': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.17, §4' },
    'packaging.workflows': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.17' },
    'packaging.agents-yaml': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/packaging.md §3.17, §6 (rulesync; cli-v3.0.23+)' },
    'packaging.skills-root': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.17' },
  },
} as const satisfies VendorFacts;
