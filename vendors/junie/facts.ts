/**
 * JetBrains Junie CLI. Pure data. Hook facts rest on vendor docs (hooks.md §4.11, EAP, 2026-08-26): no grade above
 * best-effort, and Junie fails open. Junie reads hooks from the user file `~/.junie/config.json`; the project file
 * seamc writes is ignored unless Junie runs with `--config-location` (reported per rule, SC3109).
 * Decisions: docs/decisions/junie.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-08-26' } as const;
const H = 'reference hooks.md §4.11 (Junie CLI hooks, vendor docs, EAP)';
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'junie',
  displayName: 'Junie',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason:
        "Junie's only permission file is the user-global ~/.junie/allowlist.json, which has no project scope and no deny (a deny entry fails the whole file), so nothing can be committed to a repository",
    },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.junie/config.json',
    // no project-dir variable is documented: the command walks up from the hook's working directory
    roots: [],
    refuse: { exit: 2 },
    userScope: true,
    events: {
      session_start: { wire: ['SessionStart'], grade: 'detect', ...OBSERVE, evidence: { ...DOCS, source: H } },
      session_end: { wire: ['SessionEnd'], grade: 'detect', ...OBSERVE, evidence: { ...DOCS, source: H } },
      prompt_submit: {
        wire: ['UserPromptSubmit'],
        grade: 'best-effort',
        ...OBSERVE,
        block: true,
        escalate: true,
        evidence: { ...DOCS, source: `${H}: UserPromptSubmit allow / ask / block` },
      },
      pre_tool: {
        wire: ['PreToolUse'],
        grade: 'best-effort',
        block: true,
        escalate: true,
        transform: true,
        vouch: false,
        warn: false,
        evidence: { ...DOCS, source: `${H}: PreToolUse allow / ask / block, top-level updatedInput; PermissionRequest never installed` },
      },
      stop: { wire: ['Stop'], grade: 'best-effort', ...OBSERVE, block: true, evidence: { ...DOCS, source: `${H}: Stop block keeps the agent working` } },
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'no public Junie hooks reference names MCP tools in hook payloads (searched 2026-12-03)' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'no public Junie hooks reference names web tools in hook payloads (searched 2026-12-03)' },
    'hooks.user-config-only': { ...DOCS, source: `${H}: project .junie/config.json ignored by default (only with --config-location)` },
    'hooks.bare-allow-required': { ...DOCS, source: 'reference hooks.md §1.6 (exit 0 without a decision approves at PermissionRequest)' },
    'hooks.refuse': { ...DOCS, source: `${H}: exit 2 blocks; other non-zero exits warn and proceed` },
    'instructions.first-match': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference instructions.md §2 row 16, §5 trap 2 (.junie/AGENTS.md, then AGENTS.md, then .junie/guidelines.md)' },
    'packaging.mcp': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.12, §4 (.junie/mcp/mcp.json mcpServers; stdio documented)' },
    'packaging.commands': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.12 (.junie/commands/<name>.md, description)' },
    'packaging.agents': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.12 (.junie/agents/<name>.md: name, description, tools, ...)' },
    'packaging.skills': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.12 (.junie/skills/<name>/SKILL.md)' },
  },
} as const satisfies VendorFacts;
