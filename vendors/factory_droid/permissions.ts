/**
 * Permissions on Factory Droid: the command lists of the project `.factory/settings.json` (Factory's settings page,
 * auto-run guide and hierarchical-settings page, read in Factory-AI/factory at a80aa7c5). `commandBlocklist` never
 * runs (no prompt, even with approvals skipped), `commandDenylist` always asks, `commandAllowlist` runs without
 * asking; arrays are a union across org, project, folder and user levels, so a project entry cannot be removed below.
 *
 * Only one form has documented matching: for the blocklist Droid resolves the program actually invoked, so a wrapper
 * shell, an absolute path, quoting or command substitution does not get past an entry. seamc writes exactly that: a
 * shell deny naming one program (`curl`, `curl *`) becomes a blocklist entry. How an entry with arguments
 * (`rm -rf /`) or a `*` is matched is not stated for any list, so every other shell pattern, every ask (denylist) and
 * every allow (allowlist) is reported: written blind, an allow could approve more than seam.yaml says and a deny or
 * ask could miss the commands it names. Droid has no project rule for files, URLs or MCP tools. See
 * docs/decisions/factory_droid.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';

export const SETTINGS = '.factory/settings.json';

/** A program name as a blocklist entry may hold it: one plain word. */
const PROGRAM = /^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/;

function shell(p: Permission): { program: string } | Loss {
  const t = p.pattern.trim().replace(/\s+/g, ' ');
  const word = t.endsWith(' *') ? t.slice(0, -2) : t;
  if (p.level === 'deny' && PROGRAM.test(word)) return { program: word };
  const reason =
    p.level === 'allow'
      ? `Factory Droid's commandAllowlist takes "shell command patterns" whose matching (prefix, whole command, what a "*" spans, chained commands) is not documented, so an entry for "${p.pattern}" could approve more than seam.yaml allows; the command keeps the session's autonomy level instead.`
      : p.level === 'ask'
        ? `Factory Droid's commandDenylist always asks, but how its entries match a command's arguments or a "*" is not documented, so "${p.pattern}" could miss the commands seam.yaml names.`
        : `Factory Droid documents blocklist matching for the program invoked only; how an entry with arguments or a wildcard ("${p.pattern}") is matched is not stated, so it could miss the commands seam.yaml denies. Only a deny of one whole program is written.`;
  return { code: 'SC3203', at: p.at, reason };
}

function kindLoss(p: Permission): Loss {
  return { code: 'SC3202', at: p.at, reason: `Factory Droid's settings have command lists only: no project rule names a file, a URL or an MCP tool, so "${p.kind}: ${p.pattern}" cannot be said (its autonomy level and sandbox decide those calls).` };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const blocklist: string[] = [];
  const unrepresentable: Loss[] = [];
  for (const p of model.permissions) {
    if (p.kind !== 'shell') {
      unrepresentable.push(kindLoss(p));
      continue;
    }
    const out = shell(p);
    if ('program' in out) {
      if (!blocklist.includes(out.program)) blocklist.push(out.program);
    } else unrepresentable.push(out);
  }
  const fragment: Artifact[] = blocklist.length > 0 ? [{ path: SETTINGS, format: 'json', body: { commandBlocklist: blocklist } }] : [];
  return { fragment, unrepresentable };
}
