/**
 * Mistral Vibe, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/mistral_vibe.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "mistral_vibe",
  displayName: "Mistral Vibe",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "unadapted", "reason": "Mistral Vibe's per-tool permission tables in .vibe/config.toml are known only from rulesync: tool names and allowlist/denylist matching are not established, so seamc writes none"},
    hooks: {"status": "unadapted", "reason": "seamc's research notes records no hook surface for Mistral Vibe and none has been researched; rules reach Vibe only as advisory text in AGENTS.md"},
    packaging: {"status": "unadapted", "reason": "seamc's research notes records no project layout for Mistral Vibe's MCP servers, commands or skills; nothing is generated"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Mistral Vibe\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Mistral Vibe has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Mistral Vibe (docs/vendors/mistral_vibe.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/intellectronica/ruler' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "inherited", "date": "2026-12-02", "claim": "native list: — native per ruler only", "url": "https://github.com/intellectronica/ruler"},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/mistralai/mistral-vibe", "carried": true},
    "permissions.vibe-toml": {"basis": "inherited", "date": "2026-12-02", "claim": "Mistral Vibe row (rulesync; unverified): [tools.<tool>] permission always|ask|never, allowlist, denylist", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
