/**
 * Pi, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/pi.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord } from '../_shared/source-evidence.js';

const D = '2026-12-04';
const R = 'badlogic/pi-mono@83378aad7e74a0e2bb8f37c007a9685fb4609d8a';

export const facts = {
  id: "pi",
  displayName: "Pi",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Pi has no allow/ask/deny rules: .pi/settings.json only lists which tools are enabled"},
    hooks: {"status": "unadapted", "reason": "Pi has no command-hook config; its hooks are TypeScript extensions auto-loaded from .pi/extensions/ whose tool_call handler can block a call (and a handler that throws blocks it). That fits a generated plugin bridge like opencode's, which seamc has not built for Pi yet, so rules reach Pi only as advisory text in AGENTS.md"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Pi\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Pi has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Pi (docs/vendors/pi.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/badlogic/pi-mono' },
    },
  },
  evidence: {
    "hooks.extensions": docsRecord(`${R}:packages/coding-agent/docs/extensions.md`, D, 'extensions are auto-discovered from .pi/extensions/*.ts and .pi/extensions/*/index.ts; pi.on("tool_call") fires before a tool runs and may return { block: true, reason }; an error thrown in a tool_call handler blocks the tool'),
    "packaging.skills": docsRecord(`${R}:packages/coding-agent/README.md`, D, 'skills (Agent Skills standard) are read from ~/.pi/agent/skills/, ~/.agents/skills/, .pi/skills/ and .agents/skills/ from the working folder up through its parents'),
    "packaging.prompt-templates": docsRecord(`${R}:packages/coding-agent/docs/prompt-templates.md`, D, 'project prompt templates are .pi/prompts/*.md; the file name is the slash command; front matter description is optional; $1, $@ and $ARGUMENTS take the arguments'),
    "packaging.no-mcp-no-subagents": docsRecord(`${R}:packages/coding-agent/README.md`, D, 'by design Pi has no MCP and no sub-agents; both are left to extensions or third-party packages'),
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://github.com/badlogic/pi-mono", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/badlogic/pi-mono", "carried": true},
    "permissions.enable-list-only": {"basis": "inherited", "date": "2026-12-02", "claim": "Pi row (rulesync; unverified): .pi/settings.json defaultTools enable-list only", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
