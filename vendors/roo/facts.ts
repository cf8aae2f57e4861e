/**
 * Roo Code / Zoo Code, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/roo.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "roo",
  displayName: "Roo Code / Zoo Code",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "none", "reason": "Roo Code / Zoo Code has no lifecycle hooks: no command runs on agent events, so nothing can stop a call beyond its command allow/deny lists"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'Roo Code / Zoo Code runs inside an editor or terminal application, not as a CLI the launcher could start in this folder',
    noNative: 'Roo Code / Zoo Code has no OS sandbox setting; its command lists decide only what runs without a prompt',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Roo Code / Zoo Code (docs/vendors/roo.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.roocode.com/features/custom-instructions' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "toggle unverified", "url": "https://docs.roocode.com/features/custom-instructions", "carried": true},
    "instructions.mode-scoped-only": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mode scoped only", "url": "https://docs.roocode.com/features/custom-instructions", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://docs.roocode.com/features/custom-instructions", "carried": true},
    "permissions.command-prefix-lists": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "roo-cline.* / zoo-code.* since Zoo v3.74.0", "url": "https://docs.roocode.com/features/auto-approving-actions", "carried": true},
    "permissions.deny-wins": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "deny wins", "url": "https://docs.roocode.com/features/auto-approving-actions", "carried": true},
    "permissions.mcp-disabled-tools": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mcp disabled tools", "url": "https://docs.roocode.com/features/auto-approving-actions", "carried": true},
    "hooks.no-surface": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "hooks: none", "url": "https://docs.roocode.com/features/custom-instructions", "carried": true},
    "packaging.mcp-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mcp file", "url": "https://docs.roocode.com/features/mcp/using-mcp-in-roo", "carried": true},
    "packaging.commands": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "commands", "url": "https://docs.roocode.com/features/mcp/using-mcp-in-roo", "carried": true},
  },
} as const satisfies VendorFacts;
