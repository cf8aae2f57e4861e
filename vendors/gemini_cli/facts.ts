/**
 * Gemini CLI. Pure data. Hook facts rest on the live runs of 0.61.0 in shared/reference/verified/gemini_cli.md
 * (2026-12-02), which win over hooks.md §4.4. Decisions: docs/decisions/gemini_cli.md.
 *
 * Every blocking gate fails open when the hook crashes (exit 1) or times out (verified Q2), and no setting
 * asks for fail-closed, so the best grade is best-effort even on a live-run basis.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const V = 'shared/reference/verified/gemini_cli.md';
const LIVE = { basis: 'live-run', date: '2026-12-02' } as const;
const DOCS = { basis: 'vendor-docs', date: '2026-12-02' } as const;
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'gemini_cli',
  displayName: 'Gemini CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.gemini/settings.json',
    // read as ${GEMINI_PROJECT_DIR:-}, a form Gemini's own `$GEMINI_PROJECT_DIR` text substitution does not touch
    roots: ['GEMINI_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['SessionStart'], grade: 'detect', ...OBSERVE, evidence: { ...LIVE, source: `${V} §Q1 (fired; advisory only)` } },
      session_end: { wire: ['SessionEnd'], grade: 'detect', ...OBSERVE, evidence: { ...LIVE, source: `${V} §Q1 (fired; advisory only)` } },
      prompt_submit: {
        wire: ['BeforeAgent'],
        grade: 'best-effort',
        ...OBSERVE,
        block: true,
        evidence: { ...LIVE, source: `${V} §Q4 (BeforeAgent deny: the model was never called; exit 0)` },
      },
      pre_tool: {
        wire: ['BeforeTool'],
        grade: 'best-effort',
        block: true,
        escalate: true,
        transform: true,
        vouch: false,
        warn: false,
        evidence: { ...LIVE, source: `${V} §Q2, §Q3 (deny/block blocked; ask forces a prompt, hangs headless; hookSpecificOutput.tool_input replaces the input; exit 1 and timeouts fail open)` },
      },
      post_tool: {
        wire: ['AfterTool'],
        grade: 'best-effort',
        ...OBSERVE,
        block: true,
        evidence: { ...LIVE, source: `${V} §Q4 (AfterTool deny hides the result from the model; the tool has already run)` },
      },
      pre_compact: { wire: ['PreCompress'], grade: 'detect', ...OBSERVE, evidence: { ...LIVE, source: `${V} §Q1 (fires before every compression check)` } },
      stop: {
        wire: ['AfterAgent'],
        grade: 'best-effort',
        ...OBSERVE,
        block: true,
        evidence: { ...LIVE, source: `${V} §Q4 (AfterAgent deny: the reason becomes the next user message; no re-fire cap)` },
      },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-source', date: '2026-12-03', source: 'google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2:packages/core/src/hooks/types.ts: BeforeTool carries mcp_context.server_name and tool_name for MCP tools' },
    'hooks.sees-web': { basis: 'vendor-source', date: '2026-12-03', source: 'google-gemini/gemini-cli@5411f113cafae26161b4969b0237b8e1e024e2c2:packages/core/src/tools/definitions/base-declarations.ts: web_fetch takes its URLs inside `prompt`' },
    'hooks.config-format': { ...LIVE, source: `${V} §Q1 (hooks map, hooks list required, type command, name, timeout)` },
    'hooks.timeout-milliseconds': { ...LIVE, source: `${V} §Q2 (timeout 2000 = 2 s; default 60000)` },
    'hooks.project-dir-substitution': { ...LIVE, source: `${V} §Q1 (hook cwd = project; $GEMINI_PROJECT_DIR replaced in command)` },
    'hooks.trusted-folder-only': { ...LIVE, source: `${V} §Q1 (project hooks need a trusted folder; --skip-trust drops the project settings.json)` },
    'hooks.fail-open': { ...LIVE, source: `${V} §Q2 (exit 1 and timeouts run the tool; a missing program exits 127 and blocks)` },
    'hooks.refuse': { ...LIVE, source: `${V} §Q2 (exit 2 with text on stderr and nothing on stdout blocks; exit 2 with no text fails open)` },
    'instructions.context-file-name': { ...DOCS, source: 'reference instructions.md §2 row 3, §5 trap 5 (context.fileName in .gemini/settings.json)' },
    'permissions.workspace-policies-off': { ...LIVE, source: `${V} §Q5 (project .gemini/policies/*.toml not loaded in 0.61.0)` },
    'permissions.legacy-keys': { ...LIVE, source: `${V} §Q6 (tools.exclude whole tools only; tools.core/allowed; mcp.excluded)` },
    'packaging.mcp-settings': { ...DOCS, source: 'reference packaging.md §3.4, §4 (mcpServers: command | url (SSE) | httpUrl)' },
    'packaging.commands-toml': { ...DOCS, source: 'reference packaging.md §3.4 (.gemini/commands/<name>.toml: description, prompt)' },
    'packaging.extension-validate': { ...LIVE, source: `${V} §Q7; seamc's extensions/<name>/ validated, installed and listed by 0.61.0 here (tests/live/scenarios/gemini-cli.ts extensions-validate)` },
    'packaging.extension-dedupe': { basis: 'vendor-source', date: '2026-12-02', source: '0.61.0 bundle: McpClientManager.maybeDiscoverMcpServer merges a same-name server (settings win), SkillManager lets workspace skills override extension ones, SlashCommandResolver renames both sides of a command clash' },
    'packaging.skills': { ...DOCS, source: 'reference packaging.md §3.4 (.gemini/skills/<name>/SKILL.md); activate_skill offered in 0.61.0 (verified permissions correction 4)' },
  },
} as const satisfies VendorFacts;
