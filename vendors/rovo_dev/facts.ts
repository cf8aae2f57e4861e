/**
 * Rovo Dev CLI, as data. It reads .rovodev/AGENTS.md and the mirrored root AGENTS.md (instructions.md §2 row 30), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'rovo_dev',
  displayName: 'Rovo Dev CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'unadapted', reason: 'Rovo Dev\'s toolPermissions in .rovodev/config.yml are known only from rulesync (permissions.md §4, unverified: regex flavour and whether a project file overrides the user one are not established), so seamc writes none' },
    hooks: { status: 'unadapted', reason: 'seamc\'s hook reference records no hook surface for Rovo Dev (hooks.md §4) and none has been researched; rules reach Rovo Dev only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'seamc\'s packaging reference records no project layout for Rovo Dev\'s MCP servers or subagents; nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 30, §5 (native list)' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
    'permissions.config-yml': { basis: 'inherited', date: D, source: 'reference permissions.md §4 Rovo Dev row (rulesync; unverified): toolPermissions bash.default, bash.commands[{command: regex, permission}], tools.<tool>' },
  },
} as const satisfies VendorFacts;
