/**
 * Factory Droid, as data. It reads AGENTS.md (instructions.md §2 row 24), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'factory_droid',
  displayName: 'Factory Droid',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'unadapted', reason: 'Factory Droid\'s shell lists are described two ways (commandDenylist as "always confirm" in permissions.md §4 and the CLI settings page, as "always denied" in the org settings schema) and their pattern syntax is undocumented, so seamc writes no .factory/settings.json until a run settles it' },
    hooks: { status: 'unadapted', reason: 'Factory Droid documents command hooks (.factory/hooks/, hooks guide) but seamc has no runtime adapter for them yet; rules reach Droid only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'Factory Droid reads .factory/mcp.json, droids/, commands/ and skills/ (Factory hierarchical-settings page), but their field shapes are not recorded in seamc\'s reference; nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 24, §5 (native list); docs.factory.ai cli settings page points repository instructions at AGENTS.md' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
    'permissions.contradiction': { basis: 'vendor-docs', date: D, source: 'docs.factory.ai cli/configuration/settings (commandDenylist: always requires confirmation) vs enterprise/hierarchical-settings-and-org-control (commandDenylist: always denied); reference permissions.md §4 adds commandBlocklist (unverified)' },
    'hooks.exists': { basis: 'vendor-docs', date: D, source: 'docs.factory.ai enterprise/hierarchical-settings-and-org-control: each .factory/ folder may hold hooks/, commands/, droids/, skills/, mcp.json' },
  },
} as const satisfies VendorFacts;
