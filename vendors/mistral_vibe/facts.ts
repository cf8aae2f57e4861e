/**
 * Mistral Vibe, as data. It reads AGENTS.md (instructions.md §2 row 28), so its instructions are the shared
 * AGENTS.md and nothing else; it cannot scope a rule. Decisions: docs/decisions/instructions-only-agents.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'mistral_vibe',
  displayName: 'Mistral Vibe',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'unadapted', reason: 'Mistral Vibe\'s per-tool permission tables in .vibe/config.toml are known only from rulesync (permissions.md §4, unverified): tool names and allowlist/denylist matching are not established, so seamc writes none' },
    hooks: { status: 'unadapted', reason: 'seamc\'s hook reference records no hook surface for Mistral Vibe (hooks.md §4) and none has been researched; rules reach Vibe only as advisory text in AGENTS.md' },
    packaging: { status: 'unadapted', reason: 'seamc\'s packaging reference records no project layout for Mistral Vibe\'s MCP servers, commands or skills; nothing is generated' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'inherited', date: D, source: 'reference instructions.md §2 row 28, §5 (native list) — native per ruler only' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4 (no conditional rule mechanism; rulesync folds topic rules into the root file)' },
    'permissions.vibe-toml': { basis: 'inherited', date: D, source: 'reference permissions.md §4 Mistral Vibe row (rulesync; unverified): [tools.<tool>] permission always|ask|never, allowlist, denylist' },
  },
} as const satisfies VendorFacts;
