/**
 * Claude Code, as data (style.md §6.3 rule 3). Sources: shared/reference/hooks.md §3, §4.1, §5;
 * permissions.md §3.1; instructions.md §2, §3.3; packaging.md §3.1; corrected by the live run recorded in
 * shared/reference/verified/claude_code.md (Claude Code 2.1.332, 2026-12-02), which wins where they differ.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const LIVE = '2026-12-02';
const V = 'shared/reference/verified/claude_code.md';

export const facts = {
  id: 'claude_code',
  displayName: 'Claude Code',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.claude/settings.json',
    roots: ['CLAUDE_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: {
        wire: ['SessionStart'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1, §3.2 (3f)` },
      },
      session_end: {
        wire: ['SessionEnd'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      prompt_submit: {
        wire: ['UserPromptSubmit'], grade: 'best-effort', block: true, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.2 (3a, 3b)` },
      },
      pre_tool: {
        wire: ['PreToolUse'], grade: 'best-effort', block: true, escalate: true, transform: true, vouch: true, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §1 (1a, 1e, 1f, 1g, 1i)` },
      },
      post_tool: {
        wire: ['PostToolUse'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      tool_failure: {
        wire: ['PostToolUseFailure'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      pre_compact: {
        wire: ['PreCompact'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      stop: {
        wire: ['Stop'], grade: 'best-effort', block: true, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.2 (3c, 3e)` },
      },
      subagent_start: {
        wire: ['SubagentStart'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      subagent_stop: {
        wire: ['SubagentStop'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      instructions_loaded: {
        wire: ['InstructionsLoaded'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §3.1` },
      },
      file_changed: {
        wire: ['FileChanged'], grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'inherited', date: '2026-08-28', source: 'shared/reference/hooks.md §3, §4.1 (agentseam matrix; not reached in the live run)' },
      },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    wiring: ['.claude/settings.local.json'],
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://code.claude.com/docs/en/hooks (Match MCP tools): MCP tools reach PreToolUse as mcp__<server>__<tool>' },
    'hooks.sees-web': { basis: 'vendor-source', date: '2026-12-03', source: 'npm @anthropic-ai/claude-agent-sdk@0.3.335 sdk-tools.d.ts: WebFetch input {url, prompt}; WebSearch has no URL' },
    'instructions.claude-md-imports-agents-md': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/instructions.md §2 row 1, §5 trap 4' },
    'instructions.rules-paths-front-matter': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/instructions.md §3.3' },
    'instructions.agent-requested-as-skill': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/packaging.md §2.1, §3.1 (skills); docs/decisions/claude_code.md' },
    'permissions.bash-prefix-form': { basis: 'live-run', date: LIVE, source: `${V} §5 (5b, 5c)` },
    'permissions.path-anchoring': { basis: 'live-run', date: LIVE, source: `${V} §5 (5e-5j), correction 6` },
    'permissions.edit-covers-write': { basis: 'live-run', date: LIVE, source: `${V} §5 (5d, 5e), correction 19` },
    'permissions.read-deny-reaches-shell': { basis: 'live-run', date: LIVE, source: `${V} §5 (5k-5m), correction 7` },
    'permissions.allow-needs-trust': { basis: 'live-run', date: LIVE, source: `${V} §5 (5n-5q)` },
    'permissions.deny-beats-hook-allow': { basis: 'live-run', date: LIVE, source: `${V} §1 (1h, 1h′)` },
    'permissions.webfetch-domain': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/permissions.md §3.1' },
    'permissions.mcp-rule-names': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/permissions.md §3.1' },
    'permissions.sandbox-project-file': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/permissions.md §3.1 (sandbox keys ignored at project scope)' },
    'hooks.project-dir-variable': { basis: 'live-run', date: LIVE, source: `${V} §6 (6a, 6b, 6c)` },
    'hooks.settings-only-from-launch-dir': { basis: 'live-run', date: LIVE, source: `${V} §6 (6f)` },
    'hooks.matcher-grammar': { basis: 'live-run', date: LIVE, source: `${V} §4` },
    'hooks.fail-open': { basis: 'live-run', date: LIVE, source: `${V} §1 (1c, 1d, 1e, 1k)` },
    'hooks.timeout-seconds': { basis: 'live-run', date: LIVE, source: `${V} §1 (1e)` },
    'hooks.refuse': { basis: 'live-run', date: LIVE, source: `${V} §1 (1b), §3.2 (3b, 3d): exit 2 with the reason on stderr blocks PreToolUse, UserPromptSubmit and Stop` },
    'packaging.plugin-layout': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/packaging.md §3.1' },
    'packaging.mcp-interpolation': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/packaging.md §3.1, §4' },
    'packaging.plugin-name': { basis: 'vendor-docs', date: '2026-12-02', source: 'shared/reference/packaging.md §6' },
  },
} as const satisfies VendorFacts;
