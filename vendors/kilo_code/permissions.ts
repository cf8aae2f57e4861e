/**
 * Permissions on Kilo Code: `kilo.jsonc` `permission`, the shape Kilo inherits from opencode (permissions.md §3.6).
 * The evaluation order (one flat list, the LAST matching rule wins) was verified for opencode 1.18.33
 * (verified/opencode.md §1, §4 S2) and is inherited here, not run on Kilo: the shared emitter
 * (vendors/_shared/opencode-permissions.ts) writes allow, then ask, then deny, so the spec's deny > ask > allow
 * holds by position. kilo.jsonc is JSON with comments, so plain JSON is a valid file; no `$schema` is written.
 * Decisions: docs/decisions/kilo_code.md.
 */
import { opencodePermissions } from '../_shared/opencode-permissions.js';

export const emitPermissions = opencodePermissions({
  who: 'Kilo Code',
  config: 'kilo.jsonc',
  webfetchEvidence: 'as in opencode, whose validator rejects a pattern map',
  mcpLoss: (pattern) =>
    `Kilo Code's permission key for MCP tools is unrecorded, and the opencode schema it inherits accepts any key unchecked, so a rule for "${pattern}" could be accepted and match nothing.`,
});
