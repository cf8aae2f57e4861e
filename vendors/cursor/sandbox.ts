/**
 * `sandbox:` in Cursor's per-repository `.cursor/sandbox.json` (https://cursor.com/docs/reference/sandbox, read
 * 2026-12-03; merged over ~/.cursor/sandbox.json, the repository's file wins): read/write in the workspace, the
 * writable extras as additionalReadwritePaths, and no network in `strict`. It confines only the shell commands the agent
 * runs in its sandbox; a domain allow-list has no documented spelling there, so only the launcher
 * `.seam/sandbox/cursor` holds that (and the whole process). docs/decisions/planes.md.
 */
import type { Artifact } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export const SANDBOX_JSON = '.cursor/sandbox.json';

export function sandboxJson(model: Model): Artifact | undefined {
  const s = model.sandbox;
  if (!s || s.mode === 'off') return undefined;
  return {
    path: SANDBOX_JSON,
    format: 'json',
    body: {
      type: 'workspace_readwrite',
      ...(s.writable.length > 0 ? { additionalReadwritePaths: [...s.writable] } : {}),
      ...(s.mode === 'strict' ? { networkPolicy: { default: 'deny' } } : {}),
    },
  };
}
