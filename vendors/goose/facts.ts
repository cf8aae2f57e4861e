/**
 * goose (Block / AAIF), as data. Sources: shared/reference/hooks.md §4.13, §5, §8; packaging.md §3.11, §4;
 * instructions.md §2 row 20; permissions.md §4; and the vendor's own repository block/goose at commit 0825b570
 * (crates/goose/src/hooks/mod.rs: event key, decision channel, `on_failure`; documentation/docs/guides/
 * context-engineering/hooks.md) plus crates/goose/src/plugins/discovery.rs. Decisions: docs/decisions/goose.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const SRC = { basis: 'vendor-source', date: '2026-12-02', source: 'block/goose@0825b570 crates/goose/src/hooks/mod.rs (HookEvent, decision channel)' } as const;
const OBSERVE = { grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false, evidence: SRC } as const;

export const facts = {
  id: 'goose',
  displayName: 'goose',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason:
        "goose keeps tool permissions only in the user's ~/.config/goose/permission.yaml, as always_allow / ask_before / never_allow lists of whole tool names (developer__shell, ...), with no command, path or domain patterns and no project-level file",
    },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.agents/plugins/seam/hooks/hooks.json',
    // the command walks up from the plugin folder (.agents/plugins/seam), three levels below the project
    roots: ['PLUGIN_ROOT'],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['SessionStart'], ...OBSERVE },
      session_end: { wire: ['SessionEnd'], ...OBSERVE },
      prompt_submit: { wire: ['UserPromptSubmit'], ...OBSERVE },
      pre_tool: {
        wire: ['PreToolUse'],
        grade: 'enforceable',
        block: true,
        escalate: false,
        transform: false,
        vouch: false,
        warn: false,
        evidence: { ...SRC, source: 'block/goose@0825b570 crates/goose/src/hooks/mod.rs: {"decision":"block"} or exit 2 denies; `on_failure: "block"` denies when the hook returns no decision (crash, timeout, bad output)' },
      },
      post_tool: { wire: ['PostToolUse'], ...OBSERVE },
      tool_failure: { wire: ['PostToolUseFailure'], ...OBSERVE },
      stop: {
        wire: ['Stop'],
        grade: 'best-effort',
        block: true,
        escalate: false,
        transform: false,
        vouch: false,
        warn: false,
        evidence: { ...SRC, source: 'block/goose@0825b570 hooks docs + mod.rs: a Stop block keeps the turn going (capped by GOOSE_STOP_HOOK_BLOCK_CAP, default 8); on_failure does not apply, Stop fails open' },
      },
      file_changed: { wire: ['AfterFileEdit'], ...OBSERVE },
    },
    sees: { mcp: 'server+tool', web: 'unseen' },
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-source', date: '2026-12-03', source: 'block/goose@0825b570490dc8c64baa9bfccb67b70a00524280:crates/goose/src/hooks/mod.rs: every tool is an extension tool named <extension>__<tool>' },
    'hooks.sees-web': { basis: 'vendor-source', date: '2026-12-03', source: 'block/goose@0825b570490dc8c64baa9bfccb67b70a00524280:crates/goose/src/hooks/mod.rs: no web tool is named for hooks' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference instructions.md §2 row 20, §5 (AGENTS.md and .goosehints, no conditional rules)' },
    'hooks.plugin-discovery': { basis: 'vendor-source', date: '2026-12-02', source: 'block/goose crates/goose/src/plugins/discovery.rs: every directory under <project>/.agents/plugins/ is a plugin named after it; no manifest required' },
    'hooks.plugin-root-variable': { basis: 'vendor-docs', date: '2026-12-02', source: 'block/goose hooks docs: ${PLUGIN_ROOT} is expanded in the command and set in its environment; commands run under sh -c' },
    'hooks.on-failure-block': { basis: 'vendor-source', date: '2026-12-02', source: 'block/goose@0825b570 crates/goose/src/hooks/mod.rs (OnFailure, PreToolUse only)' },
    'hooks.stdout-decision-channel': { basis: 'vendor-source', date: '2026-12-02', source: 'block/goose@0825b570 crates/goose/src/hooks/mod.rs: empty stdout allows; anything but a decision is "no decision"' },
    'hooks.refuse': { ...SRC, source: 'block/goose crates/goose/src/hooks/mod.rs parse_command_output: exit 2 blocks a blockable event, reason = stderr' },
    'packaging.open-plugin': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.11 (<project>/.agents/plugins/<name>/: plugin.json, skills/, .mcp.json stdio only)' },
    'packaging.custom-agents': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.11 (.goose/agents/<name>.md: name, description, model; goose 1.34+)' },
    'packaging.recipes-need-user-registration': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference packaging.md §3.11 (slash_commands only in the user config, absolute recipe paths)' },
  },
} as const satisfies VendorFacts;
