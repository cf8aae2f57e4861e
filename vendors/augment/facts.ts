/**
 * Augment, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/augment.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "augment",
  displayName: "Augment",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "unadapted", "reason": "Auggie documents hooks in settings.json, project .augment/settings.json included (docs.augmentcode.com/cli/hooks and cli/hooks-examples, read 2026-12-04: PreToolUse blocks with exit 2, tool names launch-process / str-replace-editor / save-file, timeouts in milliseconds), but its hook command must name a .sh script, and the payload's event key, its other events' replies and the name an MCP tool carries (matchers `mcp:<tool>_<server>`) were not readable in the pages seamc could open; no runtime adapter yet, so rules reach Augment only as advisory text in AGENTS.md"},
    packaging: {"status": "unadapted", "reason": "Auggie's MCP servers, commands and skills have no project layout recorded in seamc's reference; nothing is generated"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Augment\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Augment\'s project settings have no OS sandbox setting; .augment/settings.json holds tool permissions only',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Augment (docs/vendors/augment.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.augmentcode.com/cli/rules' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/rules: Auggie loads CLAUDE.md, AGENTS.md, .augment/guidelines, .augment/rules/ (settles \"(unverified)\")", "url": "https://docs.augmentcode.com/cli/rules"},
    "instructions.rule-types": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/rules (type: always_apply | agent_requested, description required for agent_requested)", "url": "https://docs.augmentcode.com/cli/rules"},
    "instructions.no-glob-type": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Augment: no glob type", "url": "https://docs.augmentcode.com/cli/rules", "carried": true},
    "instructions.old-cli-always": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "an older copy of docs.augmentcode.com cli/rules: the CLI treated every .augment/rules file as always_apply; the current copy honours agent_requested", "url": "https://docs.augmentcode.com/cli/rules"},
    "hooks.exists": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "hooks live in settings.json at system, user and project (.augment/settings.json, .augment/settings.local.json) level; PreToolUse can block (exit 2), Stop can block finishing, PostToolUse cannot; the command must be a .sh file; timeout in milliseconds", "url": "https://docs.augmentcode.com/cli/hooks"},
    "permissions.first-match": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/permissions: toolPermissions evaluated top-down, first match wins; project .augment/settings.json", "url": "https://docs.augmentcode.com/cli/permissions"},
    "permissions.tool-names": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/permissions tool tables: launch-process, view, str-replace-editor, save-file, remove-files, web-fetch; MCP tools {tool}_{server}", "url": "https://docs.augmentcode.com/cli/permissions"},
    "permissions.shell-only-matcher": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Augment row; cli/permissions: only shell commands take a regex (shellInputRegex)", "url": "https://docs.augmentcode.com/cli/permissions", "carried": true},
    "permissions.cli-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/permissions: tool permissions work only inside the CLI, not in the Augment code extension", "url": "https://docs.augmentcode.com/cli/permissions"},
    "permissions.remove-files-bypass": {"basis": "third-party", "date": "2026-12-02", "claim": "augmentcode/auggie#145 (auggie 0.28.0): denying launch-process alone leaves remove-files able to delete", "url": "https://github.com/augmentcode/auggie/issues/145"},
  },
} as const satisfies VendorFacts;
