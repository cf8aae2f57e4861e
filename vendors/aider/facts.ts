/**
 * Aider, as data. Aider reads nothing automatically: only files listed under `read:` in `.aider.conf.yml` (home, git
 * root, cwd; later wins) or passed with --read (instructions.md §2 row 14, §5 trap 6). It has no hooks (hooks.md
 * §4.15), no permission rules and no MCP client. Decisions: docs/decisions/aider.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'aider',
  displayName: 'Aider',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason: 'Aider has no permission rules: it asks before running a shell command and edits only files added to the chat; there is no allow/ask/deny list to write (permissions.md has no Aider model)',
    },
    hooks: {
      status: 'none',
      reason: 'Aider has no lifecycle hooks, only --lint-cmd / --test-cmd steps after an edit, which cannot intercept a tool call (hooks.md §4.15)',
    },
    packaging: {
      status: 'none',
      reason: 'Aider loads no MCP servers, plugins, custom commands, subagents or skills from the project; only files listed under read: reach it',
    },
  },
  evidence: {
    'instructions.read-only-config': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 14, §5 trap 6 (Aider config page: read: in .aider.conf.yml)' },
    'instructions.config-locations': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §2 row 14: home, git root, cwd; later wins' },
    'instructions.no-scoping': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §4: files under read: are loaded unconditionally' },
    'hooks.none': { basis: 'vendor-docs', date: '2026-08-26', source: 'reference hooks.md §4.15 (agentseam tier none)' },
  },
} as const satisfies VendorFacts;
