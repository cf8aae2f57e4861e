/**
 * Grok CLI (xAI "Grok Build"), as data. Sources: shared/reference/hooks.md §4.8, §5, §8 (agentseam vendor entry,
 * vendor docs 2026-08-26), the vendor's hooks page (docs.x.ai build/features/hooks), instructions.md §2 row 25,
 * permissions.md §4, §5. No verified/ file exists for Grok: every hook grade is capped at best-effort (vendor docs).
 * Decisions: docs/decisions/grok.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-12-02', source: 'reference hooks.md §4.8; docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event)' } as const;
const OBSERVE = { grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false, evidence: DOCS } as const;

export const facts = {
  id: 'grok',
  displayName: 'Grok CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason:
        "Grok's `.grok/config.toml` `[permission]` allow/ask/deny lists are known to seamc only from a third-party generator (rulesync), not from xAI's documentation; whether a pattern is a command prefix or a glob is unsettled, so seamc does not write rules that might match nothing.",
    },
    hooks: { status: 'emitted' },
    packaging: {
      status: 'unadapted',
      reason:
        'Grok reads Claude-format plugins and project MCP servers (behind the same folder trust as hooks), but no xAI page seamc could consult documents the project file layout or its MCP fields, so seamc writes no plugin, MCP, command, subagent or skill files for Grok yet.',
    },
  },
  hooks: {
    config: '.grok/hooks/seam.json',
    // no project-dir variable and no blocking exit code are documented: refusal is the PreToolUse deny reply
    roots: [],
    refuse: { exit: 0, stdout: '{"decision":"deny","reason":"%s"}' },
    events: {
      session_start: { wire: ['SessionStart'], ...OBSERVE },
      session_end: { wire: ['SessionEnd'], ...OBSERVE },
      prompt_submit: { wire: ['UserPromptSubmit'], ...OBSERVE },
      pre_tool: {
        wire: ['PreToolUse'],
        grade: 'best-effort',
        block: true,
        escalate: false,
        transform: false,
        vouch: false,
        warn: false,
        evidence: { ...DOCS, source: 'reference hooks.md §4.8 (PreToolUse reads {"decision":"deny"}; timeouts, crashes and malformed output are logged and the call proceeds)' },
      },
      post_tool: { wire: ['PostToolUse'], ...OBSERVE },
      tool_failure: { wire: ['PostToolUseFailure'], ...OBSERVE },
      pre_compact: { wire: ['PreCompact'], ...OBSERVE },
      stop: { wire: ['Stop'], ...OBSERVE },
      subagent_start: { wire: ['SubagentStart'], ...OBSERVE },
      subagent_stop: { wire: ['SubagentStop'], ...OBSERVE },
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.x.ai/build/features/hooks: MCP tool naming in hook payloads is not documented' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.x.ai/build/features/hooks: web tools in hook payloads are not documented' },
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference instructions.md §2 row 25, §5 (AGENTS.md native; .grok/rules/*.md always loaded, no conditions)' },
    'hooks.project-files': { basis: 'vendor-docs', date: '2026-12-02', source: 'docs.x.ai build/features/hooks: every <project>/.grok/hooks/*.json is read and merged' },
    'hooks.needs-trust': {
      basis: 'vendor-docs',
      date: '2026-12-02',
      source: 'docs.x.ai build/features/hooks; reference hooks.md §4.8, §8: project hooks stay inert until the user runs /hooks-trust or launches with --trust (stored in ~/.grok/trusted_folders.toml)',
    },
    'hooks.reads-claude-and-cursor-hooks': { basis: 'vendor-docs', date: '2026-12-02', source: 'docs.x.ai build/features/hooks: .claude/settings.json and .cursor/hooks.json are read as well' },
    'hooks.timeout-seconds': { basis: 'vendor-docs', date: '2026-12-02', source: 'docs.x.ai build/features/hooks: timeout in seconds, default 5' },
    'hooks.cwd': { basis: 'inherited', date: '2026-12-02', source: 'no project-dir variable documented; the command walks up from the directory Grok runs hooks in (the workspace root, unverified)' },
    'hooks.refuse': { ...DOCS, source: 'reference hooks.md §4.8; docs.x.ai build/features/hooks: only PreToolUse reads stdout, {"decision":"deny"} blocks; no exit code is documented to block' },
  },
} as const satisfies VendorFacts;
