/**
 * `sandbox:` in Claude Code's own `sandbox` settings (project .claude/settings.json, read without trust; checked live
 * with 2.1.332, docs/decisions/planes.md): on, refusing to start without it (failIfUnavailable), with no way for the
 * model to run a command outside it (allowUnsandboxedCommands: false). It confines the Bash tool only, so the launcher
 * `.seam/sandbox/claude_code` remains the plane that confines the whole process. Network: `workspace` = every domain
 * (`*`), `strict` = none, an allow-list = those domains (in an interactive session Claude asks about others).
 */
import type { JsonObject } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export function sandboxSettings(model: Model): JsonObject | undefined {
  const s = model.sandbox;
  if (!s || s.mode === 'off') return undefined;
  const filesystem: Record<string, string[]> = {};
  if (s.writable.length > 0) filesystem['allowWrite'] = [...s.writable];
  if (s.denyRead.length > 0) filesystem['denyRead'] = [...s.denyRead];
  const allowedDomains = s.mode === 'strict' ? [] : s.allow ? [...s.allow] : ['*'];
  return {
    enabled: true,
    failIfUnavailable: true,
    allowUnsandboxedCommands: false,
    ...(Object.keys(filesystem).length > 0 ? { filesystem } : {}),
    network: { allowedDomains },
  };
}
