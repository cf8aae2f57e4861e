/**
 * Zed, as data. Zed loads exactly one project rules file: the FIRST that exists of `.rules`, `.cursorrules`,
 * `.windsurfrules`, `.clinerules`, `.github/copilot-instructions.md`, `AGENT.md`, `AGENTS.md`, `CLAUDE.md`, `GEMINI.md`
 * (instructions.md §2 row 15, §5 trap 1). seamc writes `.rules`, the first name, so Zed loads seamc's text whatever
 * other agents of the same build write. No hooks (hooks.md §4.15). MCP: `context_servers` in `.zed/settings.json`.
 * Decisions: docs/decisions/zed.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'zed',
  displayName: 'Zed',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'Zed\'s agent.tool_permissions (regex always_allow / always_deny / always_confirm per tool in .zed/settings.json) is known only from rulesync (permissions.md §4, unverified): its tool ids and precedence ladder are not recorded, so seamc writes none',
    },
    hooks: {
      status: 'none',
      reason: 'Zed has no user hooks, only declarative tool-permission rules, so no external handler can deny a call (hooks.md §4.15)',
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.first-match-list': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 15, §5 trap 1 (Zed rules page)' },
    'instructions.plain-text': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 15 (front matter not parsed), §4 (one file, nothing conditional)' },
    'hooks.none': { basis: 'vendor-docs', date: '2026-08-26', source: 'reference hooks.md §4.15 (agentseam tier none)' },
    'packaging.context-servers': {
      basis: 'vendor-docs',
      date: D,
      source: 'Zed MCP settings as quoted by You.com\'s Zed setup page: context_servers, source "custom", command/args/env or url/headers; transport inferred from url vs command',
    },
    'packaging.no-sse': { basis: 'vendor-docs', date: D, source: 'reference packaging.md §4 (sse is absent in Codex and Zed)' },
    'packaging.trust': { basis: 'inherited', date: D, source: 'reference permissions.md §5 (.zed/settings.json applies after worktree trust)' },
    'packaging.no-env-interpolation': {
      basis: 'inherited',
      date: D,
      source: 'no source documents ${VAR} expansion in Zed settings values; treated as literal until a run shows otherwise',
    },
  },
} as const satisfies VendorFacts;
