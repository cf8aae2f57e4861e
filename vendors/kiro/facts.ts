/**
 * Kiro (IDE 1.x and CLI), as data. Sources: shared/reference/instructions.md §2 row 18, §3.6, §5, §7;
 * permissions.md §3.10, §5, §7.8; packaging.md §3.9, §4, §7.9. No live run exists for Kiro.
 * Decisions: docs/decisions/kiro.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = '2026-10-11';

export const facts = {
  id: 'kiro',
  displayName: 'Kiro',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason:
        "Kiro keeps workspace permissions outside the repository by design (~/.kiro/workspace-roots/<hash>/permissions.yaml), so a cloned repo cannot inject them; only user scope is writable, and the legacy CLI 2.x agent JSON (`allowedTools`, `toolsSettings`) is not read by the current permission model",
    },
    hooks: {
      status: 'unadapted',
      reason:
        "Kiro's repo hooks (`.kiro/hooks/*.json`, `{\"version\": \"v1\", \"hooks\": [...]}`) are known only by that file envelope: their events, payload and how a hook blocks a call are unrecorded, so seamc has built no runtime adapter for them",
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §2 row 18, §5 (CLI 2.18 / IDE 1.0.309+)' },
    'instructions.steering-inclusion': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/instructions.md §2 row 18, §3.6' },
    'permissions.no-project-file': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/permissions.md §3.10, §5, §7.8' },
    'packaging.mcp-file': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.9, §4' },
    'packaging.env-interpolation': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/packaging.md §3.9 (microsoft/apm: ${VAR} resolved at runtime)' },
    'packaging.prompts-dir': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.9 (front matter unverified)' },
    'packaging.agents-markdown': { basis: 'third-party-install', date: DOCS, source: 'shared/reference/packaging.md §3.9, §7.9 (microsoft/apm v3 unified Markdown)' },
    'packaging.skills-root': { basis: 'vendor-docs', date: DOCS, source: 'shared/reference/packaging.md §3.9' },
  },
} as const satisfies VendorFacts;
