/**
 * Factory Droid, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/factory_droid.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "factory_droid",
  displayName: "Factory Droid",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "unadapted", "reason": "Factory Droid's shell lists are described two ways and their pattern syntax is undocumented, so seamc writes no .factory/settings.json until a run settles it"},
    hooks: {"status": "unadapted", "reason": "Factory Droid documents command hooks (.factory/hooks/, hooks guide) but seamc has no runtime adapter for them yet; rules reach Droid only as advisory text in AGENTS.md"},
    packaging: {"status": "unadapted", "reason": "Factory Droid reads .factory/mcp.json, droids/, commands/ and skills/ (Factory hierarchical-settings page), but their field shapes are not recorded in seamc's reference; nothing is generated"},
  },
  sandbox: {
    launcher: { program: 'droid', state: ['.factory/'] },
    noNative: 'Factory Droid\'s autonomy levels decide which commands run without approval; no project setting confines a command\'s files or network',
    evidence: {
      launcher: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://docs.factory.ai/droid-cli/cli-reference (read 2026-12-03): the `droid` command; user settings and hooks in ~/.factory', url: 'https://docs.factory.ai/droid-cli/cli-reference' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://docs.factory.ai/droid-cli/cli-reference (read 2026-12-03): --auto levels, no sandbox setting', url: 'https://docs.factory.ai/droid-cli/cli-reference' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "native list: docs.factory.ai cli settings page points repository instructions at AGENTS.md", "url": "https://docs.factory.ai/cli/configuration/settings"},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://docs.factory.ai/cli/configuration/settings", "carried": true},
    "permissions.contradiction": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.factory.ai cli/configuration/settings (commandDenylist: always requires confirmation) vs enterprise/hierarchical-settings-and-org-control (commandDenylist: always denied); adds commandBlocklist (unverified)", "url": "https://docs.factory.ai/cli/configuration/settings"},
    "hooks.exists": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.factory.ai enterprise/hierarchical-settings-and-org-control: each .factory/ folder may hold hooks/, commands/, droids/, skills/, mcp.json", "url": "https://docs.factory.ai/enterprise/hierarchical-settings-and-org-control"},
  },
} as const satisfies VendorFacts;
