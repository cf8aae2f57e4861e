/**
 * Tabnine CLI. Pure data. Hook facts rest on vendor docs (hooks.md §4.12, docs.tabnine.com hooks pages, checked
 * 2026-12-02): basis vendor-docs, so no grade above best-effort. Tabnine fails open very broadly (any exit other than
 * 0/2 proceeds; stdout that is not JSON allows). Decisions: docs/decisions/tabnine.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const DOCS = { basis: 'vendor-docs', date: '2026-12-02' } as const;
const H = 'reference hooks.md §4.12; docs.tabnine.com Tabnine CLI hooks + event reference';
const OBSERVE = { block: false, escalate: false, transform: false, vouch: false, warn: false } as const;
const BLOCK = { ...OBSERVE, block: true } as const;

export const facts = {
  id: 'tabnine',
  displayName: 'Tabnine CLI',
  sections: {
    instructions: {
      status: 'unadapted',
      reason:
        'no Tabnine CLI project instruction file is confirmed (agentseam writes guidelines.md, the packaging reference names TABNINE.md, neither is documented or observed), and whether it reads AGENTS.md is unknown; seamc does not write a file that may never load',
    },
    permissions: {
      status: 'unadapted',
      reason: 'no Tabnine CLI permission language is established (its docs could not be read for one); seamc does not guess Gemini CLI keys for it',
    },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.tabnine/agent/settings.json',
    // no project-dir variable is documented; hooks run with the project as cwd (docs' commands are `node ./hooks/x.js`)
    roots: [],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['SessionStart'], grade: 'detect', ...OBSERVE, evidence: { ...DOCS, source: `${H} (advisory only; startup never blocked)` } },
      session_end: { wire: ['SessionEnd'], grade: 'detect', ...OBSERVE, evidence: { ...DOCS, source: `${H} (best effort; not awaited)` } },
      prompt_submit: { wire: ['BeforeAgent'], grade: 'best-effort', ...BLOCK, evidence: { ...DOCS, source: `${H} (BeforeAgent decision deny)` } },
      pre_tool: {
        wire: ['BeforeTool'],
        grade: 'best-effort',
        ...BLOCK,
        evidence: { ...DOCS, source: `${H} (BeforeTool decision allow/deny; no ask word; input rewrite advertised but its field undocumented)` },
      },
      post_tool: { wire: ['AfterTool'], grade: 'best-effort', ...BLOCK, evidence: { ...DOCS, source: `${H} (AfterTool can block: hides the result, the tool has run)` } },
      pre_compact: { wire: ['PreCompress'], grade: 'detect', ...OBSERVE, evidence: { ...DOCS, source: H } },
      stop: { wire: ['AfterAgent'], grade: 'best-effort', ...BLOCK, evidence: { ...DOCS, source: `${H} (AfterAgent decision deny)` } },
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks: MCP tool naming in hook payloads is not documented' },
    'hooks.sees-web': { basis: 'vendor-docs', date: '2026-12-03', source: 'https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks: web tools in hook payloads are not documented' },
    'hooks.config-format': { ...DOCS, source: `${H} (.tabnine/agent/settings.json, Gemini-style hooks map, name, timeout in ms)` },
    'hooks.fail-open': { ...DOCS, source: `${H} (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows)` },
    'hooks.identification': { ...DOCS, source: 'reference hooks.md §4.12, §6 (same event names as Gemini CLI; timestamp cannot exclude Gemini)' },
    'hooks.refuse': { ...DOCS, source: `${H} (exit 2 blocks; any other exit proceeds)` },
    'packaging.mcp-settings': { ...DOCS, source: 'reference packaging.md §3.16, §4 (mcpServers in .tabnine/agent/settings.json; stdio only documented)' },
  },
} as const satisfies VendorFacts;
