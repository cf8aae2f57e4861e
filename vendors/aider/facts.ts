/**
 * Aider, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/aider.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "aider",
  displayName: "Aider",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Aider has no permission rules: it asks before running a shell command and edits only files added to the chat; there is no allow/ask/deny list to write"},
    hooks: {"status": "none", "reason": "Aider has no lifecycle hooks, only --lint-cmd / --test-cmd steps after an edit, which cannot intercept a tool call"},
    packaging: {"status": "none", "reason": "Aider loads no MCP servers, plugins, custom commands, subagents or skills from the project; only files listed under read: reach it"},
  },
  sandbox: {
    launcher: { program: 'aider', state: ['.aider/'] },
    noNative: 'Aider has no sandbox of its own: it runs shell commands it suggests only after the user agrees, unconfined',
    evidence: {
      launcher: { basis: 'vendor-docs', date: '2026-12-03', claim: 'aider v0.43.0 release notes as listed at https://newreleases.io/project/github/Aider-AI/aider/release/v0.43.0 (read 2026-12-03): app-wide caches in $HOME/.aider/caches', url: 'https://newreleases.io/project/github/Aider-AI/aider/release/v0.43.0' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://aider.chat/docs/config.html (read 2026-12-03): no sandbox option', url: 'https://aider.chat/docs/config.html' },
    },
  },
  evidence: {
    "packaging.no-mcp": {"basis": "vendor-source", "date": "2026-12-04", "claim": "no MCP client: neither aider/ nor aider/website/docs mentions MCP at this commit (0.86.3.dev); the MCP pull requests #3672 and #3937 were closed, and ruler's .mcp.json for Aider is read by nothing in Aider", "repo": "Aider-AI/aider", "commit": "5dc9490bb35f9729ef2c95d00a19ccd30c26339c", "path": "aider/args.py"},
    "instructions.read-only-config": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Aider config page: read: in .aider.conf.yml", "url": "https://aider.chat/docs/config/aider_conf.html", "carried": true},
    "instructions.config-locations": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "home, git root, cwd; later wins", "url": "https://aider.chat/docs/config/aider_conf.html", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "files under read: are loaded unconditionally", "url": "https://aider.chat/docs/config/aider_conf.html", "carried": true},
    "hooks.none": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "none", "url": "https://aider.chat/docs/usage/conventions.html", "carried": true},
  },
} as const satisfies VendorFacts;
