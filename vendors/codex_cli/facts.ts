/**
 * OpenAI Codex CLI, as data. Sources: hooks.md §4.3, permissions.md §3.3, instructions.md §2 row 2,
 * packaging.md §3.3, corrected by shared/reference/verified/codex_cli.md (0.171.0, 2026-12-02), which wins.
 * Facts marked "validator, seamc" were checked here with the same 0.171.0 binary (docs/decisions/codex_cli.md).
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const LIVE = '2026-12-02';
const V = 'shared/reference/verified/codex_cli.md';
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;
const SOURCE = { basis: 'vendor-source', date: LIVE, source: `${V} §3 (H8, H16: protocol schema event names)` } as const;

export const facts = {
  id: 'codex_cli',
  displayName: 'OpenAI Codex CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.codex/hooks.json',
    // Codex has no project-dir variable: the command walks up from the session's directory (docs/decisions/hook-commands.md)
    roots: [],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['SessionStart'], grade: 'detect', ...OBSERVE, evidence: { basis: 'live-run', date: LIVE, source: `${V} §4` } },
      session_end: { wire: ['SessionEnd'], grade: 'detect', ...OBSERVE, evidence: { basis: 'live-run', date: LIVE, source: `${V} §4, H15` } },
      prompt_submit: {
        wire: ['UserPromptSubmit'], grade: 'best-effort', block: true, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §5 (X11)` },
      },
      pre_tool: {
        wire: ['PreToolUse'], grade: 'best-effort', block: true, escalate: false, transform: true, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §5 (X1-X9)` },
      },
      post_tool: { wire: ['PostToolUse'], grade: 'detect', ...OBSERVE, evidence: { basis: 'live-run', date: LIVE, source: `${V} §4` } },
      pre_compact: { wire: ['PreCompact'], grade: 'detect', ...OBSERVE, evidence: SOURCE },
      stop: {
        wire: ['Stop'], grade: 'best-effort', block: true, escalate: false, transform: false, vouch: false, warn: false,
        evidence: { basis: 'live-run', date: LIVE, source: `${V} §5 (X12), correction 4` },
      },
      subagent_start: { wire: ['SubagentStart'], grade: 'detect', ...OBSERVE, evidence: SOURCE },
      subagent_stop: { wire: ['SubagentStop'], grade: 'detect', ...OBSERVE, evidence: SOURCE },
    },
    sees: { mcp: 'server+tool', web: 'unseen' },
    wiring: ['.codex/config.toml'],
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-source', date: '2026-12-03', source: 'openai/codex@1dfb3660f5308dc03f78e4569772e87c7835d793:codex-rs/core/src/tools/handlers/mcp.rs: MCP calls reach PreToolUse as mcp__<server>__<tool>' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://developers.openai.com/codex/hooks: the hosted web_search tool never reaches a hook' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: LIVE, source: 'shared/reference/instructions.md §2 row 2, §5' },
    'instructions.project-doc-max-bytes': { basis: 'live-run', date: LIVE, source: 'validator, seamc: app-server config/read shows project_doc_max_bytes 32768 (0.171.0)' },
    'instructions.no-glob-or-description-scope': { basis: 'vendor-docs', date: LIVE, source: 'shared/reference/instructions.md §3.10, §4' },
    'permissions.prefix-rule-grammar': { basis: 'live-run', date: LIVE, source: `${V} §1 (1-20, load errors)` },
    'permissions.strictest-wins': { basis: 'live-run', date: LIVE, source: `${V} §1 (1, 2, 18), correction 11` },
    'permissions.prefix-deny-bypasses': { basis: 'live-run', date: LIVE, source: `${V} §2 (R7-R13), corrections 9, 10` },
    'permissions.project-rules-need-trust': { basis: 'live-run', date: LIVE, source: `${V} §2, confirmations` },
    'permissions.sandbox-project-layer': { basis: 'live-run', date: LIVE, source: 'validator, seamc: app-server config/read with a trusted project .codex/config.toml (0.171.0)' },
    'hooks.project-and-hook-trust': { basis: 'live-run', date: LIVE, source: `${V} §3 (H1-H5), correction 2` },
    'hooks.enabled-by-default': { basis: 'live-run', date: LIVE, source: `${V} §3 (H7), correction 1` },
    'hooks.reply-shapes': { basis: 'live-run', date: LIVE, source: `${V} §5` },
    'hooks.timeout-seconds': { basis: 'live-run', date: LIVE, source: `${V} §3 (H15), correction 8` },
    'hooks.tools-bash-apply-patch': { basis: 'live-run-partial', date: '2026-08-28', source: 'shared/reference/hooks.md §4.3 (Fields: live capture, 0.150.1)' },
    'hooks.refuse': { basis: 'live-run', date: LIVE, source: `${V} §5 (X5: PreToolUse exit 2, reason on stderr, blocked)` },
    'packaging.mcp-config-toml': { basis: 'live-run', date: LIVE, source: `${V} §6 (M1-M8)` },
    'packaging.mcp-no-interpolation': { basis: 'vendor-docs', date: LIVE, source: 'shared/reference/packaging.md §3.3, §4' },
    'packaging.skills-agents-dir': { basis: 'vendor-docs', date: LIVE, source: 'shared/reference/packaging.md §3.3 (Skills)' },
    'packaging.no-project-prompts': { basis: 'vendor-docs', date: LIVE, source: 'shared/reference/packaging.md §3.3 (Commands)' },
  },
} as const satisfies VendorFacts;
