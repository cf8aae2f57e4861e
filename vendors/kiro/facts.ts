/**
 * Kiro, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/kiro.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "kiro",
  displayName: "Kiro",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Kiro keeps workspace permissions outside the repository by design (~/.kiro/workspace-roots/<hash>/permissions.yaml), so a cloned repo cannot inject them; only user scope is writable, and the legacy CLI 2.x agent JSON (`allowedTools`, `toolsSettings`) is not read by the current permission model"},
    hooks: {"status": "unadapted", "reason": "Kiro's repo hooks (`.kiro/hooks/*.json`, `{\"version\": \"v1\", \"hooks\": [...]}`) are known only by that file envelope: their events, payload and how a hook blocks a call are unrecorded, so seamc has built no runtime adapter for them"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Kiro\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Kiro has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Kiro (docs/vendors/kiro.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://kiro.dev/docs/steering/' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "CLI 2.18 / IDE 1.0.309+", "url": "https://kiro.dev/docs/steering/", "carried": true},
    "instructions.steering-inclusion": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "steering inclusion", "url": "https://kiro.dev/docs/steering/", "carried": true},
    "permissions.no-project-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "no project file", "url": "https://kiro.dev/docs/steering/", "carried": true},
    "packaging.mcp-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mcp file", "url": "https://kiro.dev/docs/mcp/configuration/", "carried": true},
    "packaging.env-interpolation": {"basis": "third-party", "date": "2026-10-11", "claim": "microsoft/apm: ${VAR} resolved at runtime", "url": "https://github.com/microsoft/apm"},
    "packaging.prompts-dir": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "front matter unverified", "url": "https://kiro.dev/docs/mcp/configuration/", "carried": true},
    "packaging.agents-markdown": {"basis": "third-party", "date": "2026-10-11", "claim": "microsoft/apm v3 unified Markdown", "url": "https://github.com/microsoft/apm"},
    "packaging.skills-root": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "skills root", "url": "https://kiro.dev/docs/mcp/configuration/", "carried": true},
  },
} as const satisfies VendorFacts;
