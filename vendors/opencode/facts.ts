/**
 * opencode, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/opencode.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "opencode",
  displayName: "opencode",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "unadapted", "reason": "opencode has no command-hook config; its only hook surface is in-process JS/TS plugin code (`tool.execute.before`, which blocks by throwing). seamc has not built a generated plugin bridge: that surface is known from vendor docs only (not exercised in the 2026-12-02 run), the argument names its tools pass are unrecorded, so a bridge could match nothing without anyone noticing"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'opencode', state: ['.config/opencode/', '.local/share/opencode/', '.local/state/opencode/', '.cache/opencode/'] },
    noNative: 'opencode has no OS sandbox setting: its `permission` rules in opencode.json gate tool calls, but nothing confines what an allowed command touches on disk or the network',
    evidence: {
      launcher: { basis: 'hand-run', date: '2026-12-03', claim: 'opencode 1.18.33 --version in a scratch HOME (docs/decisions/planes.md): it writes ~/.config/opencode, ~/.local/share/opencode, ~/.local/state/opencode and ~/.cache/opencode', client: 'opencode-ai', version: '1.18.33' },
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox key in the permission sources recorded for opencode (docs/vendors/opencode.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://opencode.ai/docs/rules/' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://opencode.ai/docs/rules/", "carried": true},
    "instructions.no-conditional-rules": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "opencode row", "url": "https://opencode.ai/docs/rules/", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://opencode.ai/docs/rules/", "carried": true},
    "permissions.last-match-wins": {"basis": "hand-run", "date": "2026-12-02", "claim": "last match wins", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.project-file-no-trust": {"basis": "hand-run", "date": "2026-12-02", "claim": "how it was run", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.full-match-patterns": {"basis": "hand-run", "date": "2026-12-02", "claim": "full match patterns", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.star-crosses-slash": {"basis": "hand-run", "date": "2026-12-02", "claim": "star crosses slash", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.chains-split": {"basis": "hand-run", "date": "2026-12-02", "claim": "chains split", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.edit-covers-write": {"basis": "hand-run", "date": "2026-12-02", "claim": "edit covers write", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.webfetch-single-action": {"basis": "hand-run", "date": "2026-12-02", "claim": "webfetch single action", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.mcp-key-unverified": {"basis": "hand-run", "date": "2026-12-02", "claim": "mcp key unverified", "client": "opencode-ai", "version": "1.18.33"},
    "packaging.mcp-schema": {"basis": "hand-run", "date": "2026-12-02", "claim": "mcp schema", "client": "opencode-ai", "version": "1.18.33"},
    "packaging.env-interpolation": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "{env:VAR}", "url": "https://opencode.ai/docs/mcp-servers/", "carried": true},
    "packaging.commands-agents-skills-dirs": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "commands agents skills dirs", "url": "https://opencode.ai/docs/mcp-servers/", "carried": true},
  },
} as const satisfies VendorFacts;
