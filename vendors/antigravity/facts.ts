/**
 * Google Antigravity (IDE 2.0 and CLI `agy`). Pure data. No live run exists: hooks rest on vendor docs as restated by
 * hooks.md §4.9 (agentseam entry, 2026-08-26), so nothing is graded above best-effort and failure is recorded open.
 * Decisions: docs/decisions/antigravity.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-08-26', source: 'hooks.md §4.9 (agentseam vendor entry: shapes, G1 words allow/deny/ask, stop/continue at Stop)' } as const;
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'antigravity',
  displayName: 'Antigravity',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason:
        "Antigravity's project `.antigravity/settings.json` permissions (command(), read_file(), write_file(), read_url(), mcp()) are documented only by a third-party generator, which does not settle whether targets are prefixes or globs; seamc does not write rules whose matching it cannot state",
    },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.agents/hooks.json',
    // no project-dir variable and no exit codes are documented: refusal is the PreToolUse deny reply
    roots: [],
    refuse: { exit: 0, stdout: '{"decision":"deny","reason":"%s"}' },
    events: {
      pre_tool: { wire: ['PreToolUse'], grade: 'best-effort', ...OBSERVE, block: true, escalate: true, evidence: DOCS },
      post_tool: { wire: ['PostToolUse'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      stop: { wire: ['Stop'], grade: 'best-effort', ...OBSERVE, block: true, evidence: DOCS },
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'no public Antigravity hooks reference names MCP tools in hook payloads (searched 2026-12-03)' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'no public Antigravity hooks reference names web tools in hook payloads (searched 2026-12-03)' },
    'hooks.group-wrapper': { basis: 'vendor-docs', date: '2026-08-26', source: 'hooks.md §4.9, §5 (named top-level group = owner name)' },
    'hooks.shape-inferred': { basis: 'vendor-docs', date: '2026-08-26', source: 'hooks.md §4.9 Events table' },
    'hooks.refuse': { ...DOCS, source: 'hooks.md §4.9 (PreToolUse {"decision":"deny","reason":R} blocks; exit codes undocumented)' },
    'instructions.agents-rules': { basis: 'vendor-docs', date: '2026-12-02', source: 'instructions.md §2 row 22, §3.5 (.agents/rules/*.md, trigger front matter)' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-12-02', source: 'instructions.md §2 row 22, §9.3 (root AGENTS.md since IDE 1.20.3)' },
    'instructions.size-limit': { basis: 'vendor-docs', date: '2026-12-02', source: 'instructions.md §1, §2 row 22 (12,000 characters per rule file)' },
    'packaging.mcp-config': { basis: 'vendor-docs', date: '2026-12-02', source: 'packaging.md §3.14, §4 (.agents/mcp_config.json, mcpServers, serverUrl; ${VAR} unverified)' },
    'packaging.workflows': { basis: 'vendor-docs', date: '2026-12-02', source: 'packaging.md §3.14 (.agents/workflows/<name>.md)' },
    'packaging.agents': { basis: 'third-party-install', date: '2026-12-02', source: 'packaging.md §3.14, §7.12 (.agents/agents/<name>.md since CLI 1.1.6, per rulesync)' },
    'packaging.skills': { basis: 'vendor-docs', date: '2026-12-02', source: 'packaging.md §3.14 (.agents/skills/)' },
  },
} as const satisfies VendorFacts;
