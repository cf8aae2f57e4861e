/**
 * Permissions on opencode: `opencode.json` `permission` (permissions.md §3.6, corrected by verified/opencode.md).
 * opencode evaluates ONE flat list and the LAST matching rule wins, whatever its specificity (O1, O2, S2), so the
 * shared emitter writes allow, then ask, then deny (vendors/_shared/opencode-permissions.ts). Project rules come
 * after opencode's built-in defaults, so they override them (verified §2).
 */
import { opencodePermissions } from '../_shared/opencode-permissions.js';

export const CONFIG = 'opencode.json';
export const SCHEMA = 'https://opencode.ai/config.json';

export const emitPermissions = opencodePermissions({
  who: 'opencode',
  config: CONFIG,
  schema: SCHEMA,
  webfetchEvidence: 'a pattern map is rejected by its config validator',
  mcpLoss: (pattern) =>
    `opencode's permission schema accepts any key without checking it, and the key spelling of MCP tools has not been verified, so a rule for "${pattern}" could be accepted and match nothing.`,
});
