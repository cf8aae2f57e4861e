/**
 * Devin CLI, as data. Sources: hooks.md §4.7, §6; instructions.md §2 row 8, §3.5, §5; permissions.md §3.8;
 * packaging.md §3.13. Everything rests on vendor docs (or a third-party generator), so hook grades top out at
 * best-effort. Decisions: docs/decisions/devin.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-08-26', source: 'shared/reference/hooks.md §3, §4.7 (agentseam vendor entry, vendor docs)' } as const;
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;
const GATE = { block: true, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'devin',
  displayName: 'Devin CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: "seamc has not built Devin CLI permissions: the .devin/config.json allow/ask/deny grammar (Exec(prefix), Read(glob), Write(glob), Fetch(domain:...)) is known only from a third-party generator, and whether Exec matches by token and how globs anchor is unverified, so seamc writes no rule that might silently not match",
    },
    hooks: { status: 'emitted' },
    packaging: {
      status: 'unadapted',
      reason: 'seamc has not built Devin CLI packaging yet (.devin/mcp_config.json servers, .devin/skills, .devin/agents/<name>/AGENT.md); nothing is generated for it',
    },
  },
  hooks: {
    config: '.devin/hooks.v1.json',
    // no project-dir variable is documented: the command walks up from the session's directory
    roots: [],
    refuse: { exit: 2 },
    events: {
      prompt_submit: { wire: ['UserPromptSubmit'], grade: 'best-effort', ...GATE, evidence: DOCS },
      pre_tool: { wire: ['PreToolUse', 'PermissionRequest'], grade: 'best-effort', ...GATE, transform: true, evidence: DOCS },
      post_tool: { wire: ['PostToolUse'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      stop: { wire: ['Stop'], grade: 'best-effort', ...GATE, evidence: DOCS },
    },
    sees: { mcp: 'server+tool', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.devin.ai/cli/extensibility/hooks/lifecycle-hooks: PreToolUse tool_name mcp__<server>__<tool>' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.devin.ai/cli/reference/permissions: a fetch tool class exists, but its hook tool name and URL field are not documented' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/instructions.md §2 row 8, §5' },
    'instructions.rules-trigger-front-matter': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/instructions.md §3.5 (unverified for the CLI); packaging.md §3.13 (plugin rules/*.md)' },
    'hooks.bare-map-config': { basis: 'vendor-docs', date: '2026-08-26', source: 'shared/reference/hooks.md §4.7; packaging.md §3.13' },
    'hooks.runs-claude-settings-hooks': { basis: 'vendor-docs', date: '2026-08-26', source: 'shared/reference/hooks.md §4.7' },
    'hooks.fail-open': { basis: 'vendor-docs', date: '2026-08-26', source: 'shared/reference/hooks.md §4.7; packaging.md §3.13' },
    'hooks.refuse': { basis: 'vendor-docs', date: '2026-08-26', source: 'shared/reference/hooks.md §4.7 (exit 2 blocks; other non-zero exits are logged and the action proceeds)' },
  },
} as const satisfies VendorFacts;
