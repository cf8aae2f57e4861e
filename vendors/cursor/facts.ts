/**
 * Cursor (IDE and `cursor-agent` CLI). Pure data. No verified/ file exists for Cursor: every basis below rests on the
 * reference's restatement of vendor docs and of agentseam's recorded runs (hooks.md §4.2, permissions.md §3.5,
 * instructions.md §2/§3.1, packaging.md §3.2). Decisions: docs/decisions/cursor.md.
 *
 * hooks.events[e].wire lists every wire event seamc installs for e; the first is the main gate (user hooks run there
 * only). pre_tool's secondary gates exist for what preToolUse cannot do: ask (beforeShellExecution,
 * beforeMCPExecution) and reads outside tool calls (beforeReadFile). The runtime adapter answers per wire gate.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const LIVE = { basis: 'live-run-partial', date: '2026-09-23', source: 'reference hooks.md §3, §4.2 (agentseam live row, Cursor 3.21.18)' } as const;
const DOCS = { basis: 'vendor-docs', date: '2026-08-27', source: 'reference hooks.md §3, §4.2 (agentseam vendor entry, vendor docs)' } as const;
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'cursor',
  displayName: 'Cursor',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.cursor/hooks.json',
    roots: ['CURSOR_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['sessionStart'], grade: 'detect', ...OBSERVE, evidence: LIVE },
      session_end: { wire: ['sessionEnd'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      prompt_submit: {
        wire: ['beforeSubmitPrompt'],
        grade: 'enforceable',
        ...OBSERVE,
        block: true,
        evidence: { ...LIVE, source: 'reference hooks.md §4.2 (beforeSubmitPrompt: continue false; no ask, no rewrite)' },
      },
      pre_tool: {
        wire: ['preToolUse', 'beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile'],
        grade: 'enforceable',
        block: true,
        escalate: true,
        transform: true,
        vouch: false,
        warn: false,
        evidence: {
          ...LIVE,
          source:
            'reference hooks.md §4.2: preToolUse seen live (Shell, Read, Write, Grep; updated_input); ask only at beforeShellExecution/beforeMCPExecution (vendor docs); failClosed two-trial live run 3.17.8',
        },
      },
      post_tool: { wire: ['postToolUse'], grade: 'detect', ...OBSERVE, evidence: LIVE },
      tool_failure: { wire: ['postToolUseFailure'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      pre_compact: { wire: ['preCompact'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      stop: {
        wire: ['stop'],
        grade: 'best-effort',
        ...OBSERVE,
        block: true,
        evidence: {
          ...LIVE,
          source: 'reference hooks.md §3 note 3, §4.2, §9.10: followup_message honoured live (3.21.18); failClosed at stop not established',
        },
      },
      subagent_start: { wire: ['subagentStart'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      subagent_stop: { wire: ['subagentStop'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      file_changed: { wire: ['afterFileEdit'], grade: 'detect', ...OBSERVE, evidence: LIVE },
    },
    sees: { mcp: 'tool', web: 'unseen' },
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'third-party-install', date: '2026-12-03', source: 'https://cupcake.eqtylab.io/reference/harnesses/cursor: beforeMCPExecution carries the bare tool_name and the server\'s url or command, never its name' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://cursor.com/docs/agent/hooks: no documented web-fetch tool or URL field at preToolUse' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference instructions.md §2 row 6, §5' },
    'instructions.mdc-frontmatter': {
      basis: 'vendor-docs',
      date: '2026-12-02',
      source: 'reference instructions.md §3.1 (globs: comma-separated, unquoted); third-party test on Cursor 3.17.8: quoted globs keep their quotes and match nothing',
    },
    'permissions.cli-json': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference permissions.md §3.5(a): .cursor/cli.json, allow/deny only, deny wins' },
    'permissions.shell-first-token': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference permissions.md §3.5(a), §6 note 1: Shell(commandBase); cmd:args form unverified' },
    'permissions.ide-allowlist-only': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference permissions.md §3.5(b), §7.7: IDE permissions.json holds allowlists only' },
    'permissions.sandbox-user-level': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference permissions.md §3.5(a): sandbox only in ~/.cursor/cli-config.json' },
    'hooks.fail-closed': { basis: 'live-run-partial', date: '2026-08-27', source: 'reference hooks.md §4.2 Failure (two-trial run, Cursor 3.17.8)' },
    'hooks.no-matcher': { basis: 'vendor-docs', date: '2026-08-27', source: 'reference hooks.md §4.2, §5 (matcher is a command-text regex at shell gates)' },
    'hooks.project-dir': { basis: 'vendor-docs', date: '2026-12-02', source: 'Cursor hooks docs as quoted by third parties: project hooks run from the project root, CURSOR_PROJECT_DIR = workspace root' },
    'hooks.timeout-seconds': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference hooks.md §4.2, §9.12 (per-handler timeout; unit unverified), packaging.md §3.2 example' },
    'hooks.claude-hooks-loaded-too': { basis: 'live-run-partial', date: '2026-08-27', source: 'reference hooks.md §4.2 (Cursor also runs .claude/settings.json hooks)' },
    'hooks.refuse': { basis: 'vendor-docs', date: '2026-12-02', source: 'Cursor hooks docs as quoted by third parties: exit 2 denies the action, other exits are hook errors (blocking only with failClosed)' },
    'packaging.mcp-json': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.2, §4 (.cursor/mcp.json, mcpServers, url+headers)' },
    'packaging.env-interpolation': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.2, §7.5 (${env:VAR}; disputed by microsoft/apm)' },
    'packaging.commands': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.2 (.cursor/commands/<name>.md)' },
    'packaging.agents': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.2 (.cursor/agents/<name>.md: name, description, model, readonly, is_background)' },
    'packaging.skills': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.2, §7.7 (.cursor/skills/ per rulesync; .agents/skills/ per apm)' },
    'packaging.plugin-manifest': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.2 (cursor/plugins schema, additionalProperties false)' },
  },
} as const satisfies VendorFacts;
