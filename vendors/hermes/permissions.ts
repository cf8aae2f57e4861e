/**
 * Permissions on Hermes Agent: `approvals.deny` in the profile config.yaml under HERMES_HOME, a list of fnmatch globs
 * matched case-insensitively against a terminal command's whole text and each command it runs (after `;`, `&&`, `|`,
 * launchers such as sudo or env, `sh -c` payloads), which block the command before any approval mode or --yolo is
 * consulted (website/docs/user-guide/security.md). It is the only per-command rule list Hermes documents: the
 * approval modes (manual, smart, off) judge a fixed set of dangerous patterns, `command_allowlist` holds the dangerous
 * patterns a user once approved "always", and the write denylist of write_file and patch is built in. So seamc
 * writes shell denies only, to `.seam/hermes/approvals.json` (JSON, which YAML reads as is) for the user to merge,
 * and the `user-approvals-only` gate reports it inert until then. A seam.yaml command prefix (`git push` or
 * `git push *`, word-wise) becomes the globs `git push` and `git push *`, a glued `rm -rf*` the one glob `rm -rf*`;
 * case-insensitive matching only widens a deny. Allows and asks, and every non-shell
 * kind, are losses. See docs/decisions/hermes.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';

export const APPROVALS_FRAGMENT = '.seam/hermes/approvals.json';
const WORD = /^[^\s'"`$\\]+$/;
/** fnmatch has no escape character: a metacharacter is matched literally inside brackets */
const literal = (w: string): string => w.replace(/[*?[]/g, (c) => `[${c}]`);

/** The globs that deny what the seam.yaml shell pattern names, or undefined when it cannot be said. */
export function denyGlobs(p: Permission): string[] | undefined {
  const t = p.pattern.trim().replace(/\s+/g, ' ');
  if (t === '*') return ['*'];
  const spaced = t.endsWith(' *');
  const glued = !spaced && t.endsWith('*');
  const body = spaced ? t.slice(0, -2).trimEnd() : glued ? t.slice(0, -1) : t;
  const words = body.split(' ');
  if (body === '' || !words.every((w) => WORD.test(w))) return undefined;
  const exact = words.map(literal).join(' ');
  return glued ? [`${exact}*`] : [exact, `${exact} *`];
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const losses: Loss[] = [];
  const deny: string[] = [];
  for (const p of model.permissions) {
    if (p.kind !== 'shell') {
      losses.push({ code: 'SC3202', at: p.at, reason: `Hermes Agent's only rule list, approvals.deny, matches terminal commands; its write_file/patch denylist is built in and it has no ${p.kind} rule, so "${p.kind}: ${p.pattern}" cannot be said.` });
      continue;
    }
    if (p.level !== 'deny') {
      losses.push({ code: 'SC3201', at: p.at, reason: `Hermes Agent has a deny list for commands (approvals.deny) but no ${p.level} list: its approval modes judge a fixed set of dangerous patterns, and command_allowlist only records patterns a user approved at its prompt, so "${p.pattern}" keeps Hermes's own behaviour.` });
      continue;
    }
    const globs = denyGlobs(p);
    if (!globs) {
      losses.push({ code: 'SC3203', at: p.at, reason: `Hermes Agent matches approvals.deny globs against normalized command words, so "${p.pattern}" (quotes, "$", backslashes or backticks) has no glob seamc can state exactly.` });
      continue;
    }
    for (const g of globs) if (!deny.includes(g)) deny.push(g);
  }
  const fragment: Artifact[] = deny.length > 0 ? [{ path: APPROVALS_FRAGMENT, format: 'json', body: { approvals: { deny } } }] : [];
  return { fragment, unrepresentable: losses };
}
