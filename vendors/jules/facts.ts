/**
 * Jules, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/jules.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "jules",
  displayName: "Jules",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Jules runs in its own hosted VM and asks for plan approval; seamc's reference documents no repository permission file for it"},
    hooks: {"status": "unadapted", "reason": "no hook mechanism for Jules was found: its getting-started page names a repository, a branch, a prompt and optional environment setup scripts as what a task takes, and searches of the stored jules.google docs for hooks, pre-tool or lifecycle commands found nothing (2026-12-04), but no page says there is none; rules reach Jules only as advisory text in AGENTS.md; rechecked 2026-12-04: the Jules CLI and SDK on npm (@google/jules 0.1.42, @google/jules-sdk 0.2.0) only create and follow remote sessions (prompt, source, plan approval) and name no hook, and a pages search for Jules hooks or lifecycle commands found only third-party skills that drive Jules"},
    packaging: {"status": "unadapted", "reason": "Jules connects MCP servers in its web app (MCP settings, per Linear's Jules integration page), not from a repository file; no repository layout for commands, subagents or skills was found in the stored jules.google docs (searched 2026-12-04; the other MCP hits are third-party servers that drive Jules); nothing is generated; rechecked 2026-12-04: @google/jules-sdk 0.2.0 (npm) has no repository layout either"},
  },
  sandbox: {
    noLauncher: 'Jules runs in Google\'s cloud virtual machines, not on this machine: there is no local process to confine',
    noNative: 'Jules runs in a cloud virtual machine that Google sets up; the repository cannot configure it',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'Jules is a cloud agent (docs/vendors/jules.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/intellectronica/ruler' },
    },
  },
  evidence: {
    "hooks.not-found": {"basis": "third-party", "date": "2026-12-04", "claim": "a 2026-12-04 docs search for Jules hooks, MCP and repository configuration returned only third-party MCP servers that call the Jules API (e.g. this one), no jules.google page", "url": "https://glama.ai/mcp/servers/u6knghyzp8"},
    "packaging.mcp-settings": {"basis": "third-party", "date": "2026-12-04", "claim": "Linear's page for Jules: in Jules, open MCP Settings and connect the Linear server with an API key (a web-app setting, not a repository file)", "url": "https://linear.app/integrations/jules-mcp"},
    "hooks.task-inputs": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "a task takes a repository, a branch, a prompt and optional environment setup scripts; Jules runs in a virtual machine that clones the code", "url": "https://jules.google/docs"},
    "instructions.agents-md-native": {"basis": "inherited", "date": "2026-12-02", "claim": "native list: — native per ruler only", "url": "https://github.com/intellectronica/ruler"},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://jules.google/docs", "carried": true},
  },
} as const satisfies VendorFacts;
