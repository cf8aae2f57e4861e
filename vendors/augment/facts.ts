/**
 * Augment (Auggie CLI and IDE extensions), as data. Sources: reference instructions.md §2 row 23, §3.7;
 * permissions.md §4; Augment docs (docs.augmentcode.com cli/rules, cli/permissions, setup-augment/guidelines).
 * Auggie reads CLAUDE.md, AGENTS.md and `.augment/rules/` (the reference's "(unverified)" is settled by cli/rules), so
 * always-on text stays in the shared AGENTS.md. Decisions: docs/decisions/augment.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const D = '2026-12-02';

export const facts = {
  id: 'augment',
  displayName: 'Augment',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason: 'seamc\'s hook reference does not cover Augment (hooks.md §4) and seamc has no runtime adapter for Auggie; rules reach Augment only as advisory text in AGENTS.md',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Auggie\'s MCP servers, commands and skills have no project layout recorded in seamc\'s reference (packaging.md §4 has no Augment row); nothing is generated',
    },
  },
  evidence: {
    'instructions.agents-md-native': {
      basis: 'vendor-docs',
      date: D,
      source: 'docs.augmentcode.com cli/rules: Auggie loads CLAUDE.md, AGENTS.md, .augment/guidelines, .augment/rules/ (settles instructions.md §2 row 23 "(unverified)")',
    },
    'instructions.rule-types': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §3.7; docs.augmentcode.com cli/rules (type: always_apply | agent_requested, description required for agent_requested)' },
    'instructions.no-glob-type': { basis: 'vendor-docs', date: D, source: 'reference instructions.md §3.7, §4 (Augment: no glob type)' },
    'instructions.old-cli-always': {
      basis: 'vendor-docs',
      date: D,
      source: 'an older copy of docs.augmentcode.com cli/rules: the CLI treated every .augment/rules file as always_apply; the current copy honours agent_requested',
    },
    'permissions.first-match': { basis: 'vendor-docs', date: D, source: 'docs.augmentcode.com cli/permissions: toolPermissions evaluated top-down, first match wins; project .augment/settings.json' },
    'permissions.tool-names': {
      basis: 'vendor-docs',
      date: D,
      source: 'docs.augmentcode.com cli/permissions tool tables: launch-process, view, str-replace-editor, save-file, remove-files, web-fetch; MCP tools {tool}_{server}',
    },
    'permissions.shell-only-matcher': { basis: 'vendor-docs', date: D, source: 'reference permissions.md §4 Augment row; cli/permissions: only shell commands take a regex (shellInputRegex)' },
    'permissions.cli-only': { basis: 'vendor-docs', date: D, source: 'docs.augmentcode.com cli/permissions: tool permissions work only inside the CLI, not in the Augment code extension' },
    'permissions.remove-files-bypass': { basis: 'third-party-install', date: D, source: 'augmentcode/auggie#145 (auggie 0.28.0): denying launch-process alone leaves remove-files able to delete' },
  },
} as const satisfies VendorFacts;
