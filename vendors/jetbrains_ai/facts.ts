/**
 * JetBrains AI Assistant, as data. Project rules are Markdown files in `.aiassistant/rules/`; the rule type (Always,
 * Manually, By model decision, By file patterns, Off) is chosen in the IDE settings, not in the file, and a new rule
 * defaults to being added to every chat (JetBrains AI Assistant help, "Configure project rules"). It does not read
 * AGENTS.md (instructions.md §2 row 17, §5). Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'jetbrains_ai',
  displayName: 'JetBrains AI Assistant',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason: 'JetBrains AI Assistant keeps tool approvals in the IDE; seamc\'s reference documents no project permission file for it (permissions.md lists none)',
    },
    hooks: {
      status: 'unadapted',
      reason: 'seamc\'s hook reference records no hook surface for JetBrains AI Assistant (hooks.md §4) and none has been researched; rules reach it only as advisory text in its rule file',
    },
    packaging: {
      status: 'unadapted',
      reason: 'JetBrains AI Assistant configures MCP servers in the IDE settings; no project file layout is recorded in seamc\'s reference, so nothing is generated',
    },
  },
  evidence: {
    'instructions.rules-dir': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 17; JetBrains AI Assistant 2026.1 help, Configure project rules' },
    'instructions.default-always': {
      basis: 'vendor-docs',
      date: D,
      source: 'JetBrains AI Assistant 2026.1 help, Configure project rules: "By default, project rules are automatically added to each chat session"',
    },
    'instructions.type-in-ide': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 17, §4 (scope set in the IDE, not file-expressible)' },
    'instructions.file-pickup': { basis: 'inherited', date: D, source: 'reference instructions.md §2 row 17 (ruler writes .aiassistant/rules/AGENTS.md); unverified that a file created outside the IDE is picked up' },
  },
} as const satisfies VendorFacts;
