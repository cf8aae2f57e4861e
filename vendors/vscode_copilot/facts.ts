/**
 * GitHub Copilot: VS Code agent mode and the Copilot CLI, one id (hooks.md §4.5). Pure data. The live run in
 * shared/reference/verified/copilot.md (Copilot CLI 1.0.102, 2026-12-02) wins over the other documents; the VS Code
 * half rests on hooks.md's live-run-partial row (VS Code 1.110+, 2026-09-28) and vendor docs. Grades are the weaker of
 * the two products: the CLI fails closed on a crashed pre-tool hook but open on a timeout (verified P4, F14), VS Code
 * treats non-2 exits as non-blocking, so nothing is better than best-effort. Decisions: docs/decisions/vscode_copilot.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const V = 'shared/reference/verified/copilot.md';
const LIVE = '2026-12-02';
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;
const BOTH = 'hooks.md §4.5 (VS Code live-run-partial 2026-09-28)';

export const facts = {
  id: 'vscode_copilot',
  displayName: 'GitHub Copilot (VS Code and Copilot CLI)',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.github/hooks/seamc.json',
    roots: ['COPILOT_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['SessionStart'], grade: 'detect', ...OBSERVE, evidence: { basis: 'live-run', date: LIVE, source: `${V} §4.2; ${BOTH}` } },
      prompt_submit: {
        wire: ['UserPromptSubmit'], grade: 'best-effort', ...OBSERVE, block: true,
        evidence: { basis: 'live-run-partial', date: LIVE, source: `${V} §5 E1 (camelCase block honoured), §4.2; ${BOTH}` },
      },
      pre_tool: {
        wire: ['PreToolUse'], grade: 'best-effort', block: true, escalate: true, transform: true, vouch: true, warn: false,
        evidence: { basis: 'live-run-partial', date: LIVE, source: `${V} §3 P2, P6, P7, P9, P10 (CLI); ${BOTH}: hSO deny/ask/updatedInput, vouch auto-confirms` },
      },
      post_tool: { wire: ['PostToolUse'], grade: 'detect', ...OBSERVE, evidence: { basis: 'live-run-partial', date: LIVE, source: `${V} §5 E5; ${BOTH}` } },
      stop: {
        wire: ['Stop'], grade: 'best-effort', ...OBSERVE, block: true,
        evidence: { basis: 'live-run-partial', date: LIVE, source: `${V} §2 F4, §5 E4 (block re-prompts, capped at 8); ${BOTH} (nested + top-level block honoured)` },
      },
      subagent_start: { wire: ['SubagentStart'], grade: 'detect', ...OBSERVE, evidence: { basis: 'vendor-source', date: LIVE, source: `${V} §6 (PascalCase alias); ${BOTH}` } },
    },
    sees: { mcp: 'call', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://github.com/github/copilot-sdk/issues/869 and https://github.com/microsoft/vscode/pull/249929: MCP tools are named <server>-<tool> (CLI) and mcp_<shortened server>_<tool> (VS Code); neither splits reliably' },
    'hooks.sees-web': { basis: 'vendor-source', date: '2026-12-03', source: 'microsoft/vscode@e2098d95691513a003c749485393676259d09a8a:src/vs/workbench/contrib/chat/electron-browser/builtInTools/fetchPageTool.ts: fetch_webpage takes urls[]' },
    'hooks.pascal-entries-load-in-cli': { basis: 'live-run', date: LIVE, source: `${V} §2 F4, §3 P10` },
    'hooks.repo-hooks-need-trust': { basis: 'live-run', date: LIVE, source: `${V} §1 T1-T7` },
    'hooks.project-dir-variable': { basis: 'live-run', date: LIVE, source: `${V} §2 F15 (COPILOT_PROJECT_DIR set for hooks)` },
    'hooks.timeout-seconds': { basis: 'live-run', date: LIVE, source: `${V} §2 F14` },
    'hooks.fail-open-on-timeout': { basis: 'live-run', date: LIVE, source: `${V} §2 F14, §3 P4, P5, P11` },
    'hooks.claude-settings-also-run': { basis: 'live-run', date: LIVE, source: `${V} §2 F5` },
    'hooks.updated-input-schema-checked': { basis: 'vendor-source', date: '2026-09-28', source: 'hooks.md §4.5 (VS Code drops an updatedInput that fails the tool schema)' },
    'hooks.refuse': { basis: 'live-run-partial', date: LIVE, source: `${V} §3 P3, P4 (CLI preToolUse: exit 2 blocks); ${BOTH}: VS Code exit 2 blocks; CLI userPromptSubmitted ignores exit 2 (§5 E2)` },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: LIVE, source: 'instructions.md §2 rows 4-5, §5' },
    'instructions.apply-to': { basis: 'vendor-docs', date: LIVE, source: 'instructions.md §3.2' },
    'permissions.vscode-auto-approve': { basis: 'vendor-docs', date: LIVE, source: 'permissions.md §3.4 (false only withholds auto-approval)' },
    'permissions.cli-managed-only': { basis: 'vendor-source', date: LIVE, source: `${V} corrections (permissions.allow/ask/deny managed-only)` },
    'packaging.vscode-mcp-servers': { basis: 'vendor-docs', date: LIVE, source: 'packaging.md §3.5 (.vscode/mcp.json servers)' },
    'packaging.cli-mcp': { basis: 'vendor-docs', date: LIVE, source: 'packaging.md §3.6 (.github/mcp.json mcpServers, ${NAME})' },
    'packaging.prompt-files': { basis: 'vendor-docs', date: LIVE, source: 'packaging.md §3.5 (.github/prompts/<name>.prompt.md)' },
    'packaging.custom-agents': { basis: 'vendor-docs', date: LIVE, source: 'packaging.md §3.5, §3.6 (.github/agents/<name>.agent.md)' },
    'packaging.skills': { basis: 'vendor-docs', date: LIVE, source: 'packaging.md §3.5, §3.6 (.github/skills/)' },
    'packaging.cli-plugin-manifest': { basis: 'vendor-docs', date: LIVE, source: 'packaging.md §3.6 (.github/plugin/plugin.json)' },
  },
} as const satisfies VendorFacts;
