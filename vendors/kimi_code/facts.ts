/**
 * Kimi Code CLI (Moonshot, Node 0.x), as data. Sources: hooks.md §4.10, §5 (TOML marker block), permissions.md §4,
 * instructions.md §2 row 26 / §9 item 5, packaging.md §3.15, and the vendor's hooks page. No live run exists, so
 * every hook grade tops out at best-effort. Decisions: docs/decisions/kimi_code.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/hooks.md §4.10; moonshotai.github.io/kimi-code customization/hooks' } as const;
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;
const GATE = { block: true, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'kimi_code',
  displayName: 'Kimi Code CLI',
  sections: {
    instructions: {
      status: 'unadapted',
      reason: 'seamc has not settled which project file Kimi Code CLI loads: one source says the root AGENTS.md, another only .kimi-code/AGENTS.md; writing both would load the text twice and guessing could load nothing',
    },
    permissions: {
      status: 'unadapted',
      reason: "Kimi Code CLI keeps permission rules only in the user's ~/.kimi-code/config.toml ([[permission.rules]], first match wins); seamc has not built that user-scope fragment yet",
    },
    hooks: { status: 'emitted' },
    packaging: {
      status: 'unadapted',
      reason: 'seamc has not built Kimi Code CLI packaging yet (.kimi-code/mcp.json servers, .kimi-code/skills, .kimi-code/agents); nothing is generated for it',
    },
  },
  hooks: {
    // Kimi reads hooks only from ~/.kimi-code/config.toml: seamc writes the [[hooks]] entries here for the user to install
    config: '.seam/kimi_code/hooks.toml',
    roots: [],
    refuse: { exit: 2 },
    userScope: true,
    events: {
      session_start: { wire: ['SessionStart'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      session_end: { wire: ['SessionEnd'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      prompt_submit: { wire: ['UserPromptSubmit'], grade: 'best-effort', ...GATE, evidence: DOCS },
      pre_tool: { wire: ['PreToolUse'], grade: 'best-effort', ...GATE, evidence: DOCS },
      post_tool: { wire: ['PostToolUse'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      tool_failure: { wire: ['PostToolUseFailure'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      pre_compact: { wire: ['PreCompact'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      stop: { wire: ['Stop'], grade: 'best-effort', ...GATE, evidence: DOCS },
      subagent_start: { wire: ['SubagentStart'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      subagent_stop: { wire: ['SubagentStop'], grade: 'detect', ...OBSERVE, evidence: DOCS },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-source', date: '2026-12-03', source: 'MoonshotAI/kimi-code@d723cc47ee43e5ca3c3c4ec2473f205d44acede2:packages/agent-core-v2/src/mcpCore/tool-naming.ts: mcp__<server>__<tool>, neither part holds __' },
    'hooks.sees-web': { basis: 'vendor-source', date: '2026-12-03', source: 'MoonshotAI/kimi-code@d723cc47ee43e5ca3c3c4ec2473f205d44acede2:packages/agent-core-v2/src/agent/tools/fetch-url/fetch-url.ts: FetchURL {url}' },
    'hooks.user-scope-only': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/hooks.md §0, §4.10, §8 (project-scoped hook row)' },
    'hooks.four-keys-only': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/hooks.md §4.10, §5; vendor hooks page (fields table)' },
    'hooks.timeout-seconds': { basis: 'vendor-docs', date: '2026-12-02', source: 'vendor hooks page: timeout in seconds, 1-600, default 30' },
    'hooks.fail-open': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/hooks.md §4.10; vendor hooks page' },
    'hooks.refuse': { ...DOCS, source: 'shared/reference/hooks.md §4.10 (exit 2 also blocks at PreToolUse, UserPromptSubmit and Stop)' },
  },
} as const satisfies VendorFacts;
