/**
 * Qwen Code, as data. Sources: reference instructions.md §2 row 19, §3.8, §5; the Qwen Code docs (QwenLM/qwen-code-docs,
 * users/features/rules.md, mcp.md, hooks.md). Qwen reads QWEN.md, not AGENTS.md, unless `context.fileName` is
 * reconfigured; `.qwen/rules/*.md` may carry `paths:` (conditional) and `description:` (a label only).
 * Decisions: docs/decisions/qwen_code.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';
const DOCS = 'QwenLM/qwen-code-docs website/content/en/users/features';

export const facts = {
  id: 'qwen_code',
  displayName: 'Qwen Code',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'Qwen Code\'s Claude-style permission rules in .qwen/settings.json are known only from rulesync (permissions.md §4, unverified): the key, the pattern syntax and the evaluation order are not established, so seamc writes none',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Qwen Code documents hooks (users/features/hooks.md) but seamc has no runtime adapter for its payloads yet; rules reach Qwen Code only as advisory text in QWEN.md',
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.qwen-md': { basis: 'vendor-docs', date: D, source: `reference instructions.md §2 row 19, §5; ${DOCS}/rules.md (context file QWEN.md)` },
    'instructions.not-agents-md-native': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §5 trap 5 (only names in context.fileName are read; key spelling unverified)' },
    'instructions.rules-paths': { basis: 'vendor-docs', date: D, source: `${DOCS}/rules.md: paths = conditional (project-relative globs, dotfiles match), no paths = baseline` },
    'instructions.description-is-label': { basis: 'vendor-docs', date: D, source: `${DOCS}/rules.md: a rule without paths is part of the system prompt; description gates nothing` },
    'instructions.project-rules-need-trust': { basis: 'vendor-docs', date: D, source: `${DOCS}/rules.md: <project>/.qwen/rules/ loads when the workspace is trusted` },
    'hooks.exists': { basis: 'vendor-docs', date: D, source: `${DOCS}/hooks.md` },
    'packaging.mcp-servers': { basis: 'vendor-docs', date: D, source: `${DOCS}/mcp.md: .qwen/settings.json mcpServers; command/args/env/cwd, httpUrl (HTTP), url (SSE), headers` },
    'packaging.env-interpolation': { basis: 'vendor-docs', date: D, source: `${DOCS}/mcp.md: env values may reference $VAR_NAME or \${VAR_NAME}; no other field is documented to expand` },
  },
} as const satisfies VendorFacts;
