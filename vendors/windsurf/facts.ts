/**
 * Windsurf (Cascade; rebranded Devin Desktop, which still reads the `.windsurf/` paths). Pure data. No live run exists:
 * hooks rest on vendor docs (docs.windsurf.com Cascade Hooks, as restated in hooks.md §4.6, §7.6, §9.2) and a
 * third-party install, so nothing is graded above best-effort; failure behaviour is undocumented and recorded open.
 * Decisions: docs/decisions/windsurf.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-12-02', source: 'hooks.md §4.6, §7.6, §9.2 (Cascade Hooks docs: pre-hooks block with exit 2; agent_action_name + tool_info)' } as const;
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'windsurf',
  displayName: 'Windsurf',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason:
        'Windsurf keeps its terminal allow and deny lists (windsurf.cascadeCommandsAllowList / DenyList) in IDE or team settings, not in any repository file, and its deny list only withholds auto-execution; there is no project permission file to write',
    },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.windsurf/hooks.json',
    // no project-dir variable is documented: the command walks up from the workspace root Cascade runs hooks in
    roots: [],
    refuse: { exit: 2, stdout: '%s\n' },
    events: {
      prompt_submit: { wire: ['pre_user_prompt'], grade: 'best-effort', ...OBSERVE, block: true, evidence: DOCS },
      pre_tool: {
        wire: ['pre_run_command', 'pre_write_code', 'pre_read_code', 'pre_mcp_tool_use'],
        grade: 'best-effort',
        ...OBSERVE,
        block: true,
        evidence: { ...DOCS, source: 'hooks.md §4.6, §9.2: pre_run_command / pre_mcp_tool_use (agentseam third-party install 2026-08-26), pre_write_code / pre_read_code (vendor docs); exit 2 blocks, no ask, no rewrite' },
      },
      post_tool: { wire: ['post_run_command', 'post_write_code', 'post_read_code', 'post_mcp_tool_use'], grade: 'detect', ...OBSERVE, evidence: DOCS },
      stop: { wire: ['post_cascade_response'], grade: 'detect', ...OBSERVE, evidence: DOCS },
    },
    sees: { mcp: 'server+tool', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'third-party-install', date: '2026-12-03', source: 'CorridorSecurity/hookshot@167bc3dadd8e8515a880c9ab66bd4cde6064e7f8:docs/reference-cascade.md: pre_mcp_tool_use tool_info carries mcp_server_name and mcp_tool_name' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.windsurf.com/windsurf/cascade/hooks: no hook event for Cascade\'s web search' },
    'hooks.exit-code-only': { basis: 'vendor-docs', date: '2026-12-02', source: 'hooks.md §2.1 G5, §4.6 Replies' },
    'hooks.workspace-cwd': { basis: 'vendor-docs', date: '2026-12-02', source: 'hooks.md §4.6 (workspace .windsurf/hooks.json; commands resolved from the workspace root, unverified)' },
    'hooks.show-output': { basis: 'third-party-install', date: '2026-12-02', source: 'hooks.md §4.6 (show_output surfaces hook output in the Cascade UI)' },
    'hooks.refuse': { ...DOCS, source: 'hooks.md §4.6 Replies: a pre-hook blocks with exit 2, reason as plain text (stream unverified, so stdout and stderr)' },
    'instructions.rules-trigger': { basis: 'vendor-docs', date: '2026-12-02', source: 'instructions.md §2 row 7, §3.5 (trigger: glob | model_decision)' },
    'instructions.size-limits': { basis: 'vendor-docs', date: '2026-12-02', source: 'instructions.md §1, §2 row 7, §9.8 (6,000 per rule file, 12,000 total; excess truncated)' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-12-02', source: 'instructions.md §2 row 7, §5' },
    'packaging.workflows': { basis: 'vendor-docs', date: '2026-12-02', source: 'packaging.md §3.7 (.windsurf/workflows/<name>.md)' },
    'packaging.skills': { basis: 'vendor-docs', date: '2026-12-02', source: 'packaging.md §3.7 (.windsurf/skills/<name>/SKILL.md)' },
    'packaging.mcp-global-only': { basis: 'vendor-docs', date: '2026-12-02', source: 'packaging.md §3.7, §7.8 (~/.codeium/windsurf/mcp_config.json only)' },
  },
} as const satisfies VendorFacts;
