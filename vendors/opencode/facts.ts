/**
 * opencode, as data. Sources: shared/reference/permissions.md §3.6, instructions.md §2 row 12 and §4,
 * packaging.md §3.8 and §4, hooks.md §4.15; corrected by the run recorded in
 * shared/reference/verified/opencode.md (opencode 1.18.33, 2026-12-02), which wins where they differ.
 * Decisions: docs/decisions/opencode.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const LIVE = '2026-12-02';
const V = 'shared/reference/verified/opencode.md';

export const facts = {
  id: 'opencode',
  displayName: 'opencode',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason:
        'opencode has no command-hook config; its only hook surface is in-process JS/TS plugin code (`tool.execute.before`, which blocks by throwing). seamc has not built a generated plugin bridge: that surface is known from vendor docs only (not exercised in the 2026-12-02 run), the argument names its tools pass are unrecorded, so a bridge could match nothing without anyone noticing',
    },
    packaging: { status: 'emitted' },
  },
  evidence: {
    'instructions.agents-md-native': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/instructions.md §2 row 12, §5' },
    'instructions.no-conditional-rules': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/instructions.md §4 (opencode row)' },
    'instructions.agent-requested-as-skill': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/packaging.md §3.8 (skills)' },
    'permissions.last-match-wins': { basis: 'live-run', date: LIVE, source: `${V} §1 (O1, O2), §4 S2` },
    'permissions.project-file-no-trust': { basis: 'live-run', date: LIVE, source: `${V} §1 (how it was run), correction 7` },
    'permissions.full-match-patterns': { basis: 'live-run', date: LIVE, source: `${V} §1 (O7, O9), §4 S1` },
    'permissions.star-crosses-slash': { basis: 'vendor-source', date: LIVE, source: `${V} §4 S1, correction 3` },
    'permissions.chains-split': { basis: 'live-run', date: LIVE, source: `${V} §1 (O8, O10), §4 S6` },
    'permissions.edit-covers-write': { basis: 'vendor-source', date: LIVE, source: `${V} §4 S3` },
    'permissions.webfetch-single-action': { basis: 'live-run', date: LIVE, source: `${V} §3 (V2), §4 S5` },
    'permissions.mcp-key-unverified': { basis: 'live-run', date: LIVE, source: `${V} §3 (V4), correction 2` },
    'packaging.mcp-schema': { basis: 'live-run', date: LIVE, source: `${V} §3 (M1-M6), §4 S8` },
    'packaging.env-interpolation': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/packaging.md §3.8, §4 ({env:VAR})' },
    'packaging.commands-agents-skills-dirs': { basis: 'vendor-docs', date: '2026-10-11', source: 'shared/reference/packaging.md §3.8' },
  },
} as const satisfies VendorFacts;
