/**
 * Permissions on GitHub Copilot (permissions.md §3.4): VS Code workspace settings `.vscode/settings.json`, keys
 * `chat.tools.terminal.autoApprove` (shell), `chat.tools.edits.autoApprove` (edit globs), `chat.tools.urls.autoApprove`
 * (web). `true` auto-approves; `false` keeps the confirmation prompt, which is what `ask` means. There is no block: a
 * `false` only withholds auto-approval, so every deny is reported (SC3201), never written as `false` (agentseam's rule).
 * The Copilot CLI keeps allow/ask/deny arrays in managed settings only (verified/copilot.md corrections); it ignores
 * `.vscode/settings.json`, where an unlisted call simply prompts (stricter), so allows are not reported for it.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';

const KEYS = { shell: 'chat.tools.terminal.autoApprove', edit: 'chat.tools.edits.autoApprove', web: 'chat.tools.urls.autoApprove' } as const;

function escapeRegex(s: string): string {
  return s.replace(/[\\^$.|?*+()[\]{}/]/g, '\\$&');
}

/** A plain string key is a (sub-)command prefix; `/…/` is a regex (permissions.md §3.4). */
function shellKey(p: string): string {
  const t = p.trim();
  if (t === '*') return '/.*/';
  if (t.endsWith(' *')) return t.slice(0, -2).trimEnd();
  if (t.endsWith('*')) return `/^${escapeRegex(t.slice(0, -1))}/`;
  return t;
}

function webKey(domain: string): string {
  return `https://${domain.trim()}/*`;
}

const DENY_REASON: Readonly<Record<'shell' | 'edit' | 'web', string>> = {
  shell: "VS Code's chat.tools.terminal.autoApprove has no deny: `false` (what rulesync writes for a deny) only withholds auto-approval, a human can still run the command, and the Bypass Approvals and Autopilot modes skip the rules altogether; the Copilot CLI reads deny rules only from managed settings. Cover it with a pre_tool rule (held by seamc's hook, best-effort: VS Code runs the call when the hook crashes) (tool: shell) and waive this entry.",
  edit: "VS Code's chat.tools.edits.autoApprove has no deny: `false` only keeps the confirmation prompt, and the Copilot CLI reads deny rules only from managed settings. Cover it with a pre_tool rule (held by seamc's hook, best-effort: VS Code runs the call when the hook crashes) (tool: [write, edit]) and waive this entry.",
  web: "VS Code's chat.tools.urls.autoApprove has no deny (`false` only keeps the prompt), and the Copilot CLI honours a repository's deniedUrls but VS Code does not read that file. Cover it with a pre_tool rule (held by seamc's hook, best-effort: VS Code runs the call when the hook crashes) (tool: web) and waive this entry.",
};

function loss(p: Permission): Loss | undefined {
  if (p.kind === 'read')
    return { code: 'SC3202', at: p.at, reason: 'Neither VS Code nor the Copilot CLI has a project-level approval setting for file reads (the agent sandbox denyRead reaches sandboxed terminal commands only), so a read rule has no native home; use a pre_tool rule (tool: read).' };
  if (p.kind === 'mcp')
    return { code: 'SC3202', at: p.at, reason: "GitHub Copilot's MCP tool approvals are UI or organisation-policy state (chat.tools.eligibleForAutoApproval is org-managed); no workspace file can allow, ask or deny one MCP tool." };
  if (p.level === 'deny') return { code: 'SC3201', at: p.at, reason: DENY_REASON[p.kind] };
  return undefined;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const maps: Record<'shell' | 'edit' | 'web', Record<string, boolean>> = { shell: {}, edit: {}, web: {} };
  const unrepresentable: Loss[] = [];
  for (const p of model.permissions) {
    const l = loss(p);
    if (l) {
      unrepresentable.push(l);
      continue;
    }
    if (p.kind === 'read' || p.kind === 'mcp') continue;
    const key = p.kind === 'shell' ? shellKey(p.pattern) : p.kind === 'web' ? webKey(p.pattern) : p.pattern.trim();
    const map = maps[p.kind];
    // ask wins over allow for one key: a prompt is never weakened into an auto-approval
    map[key] = (map[key] ?? true) && p.level === 'allow';
  }
  const body: Record<string, Record<string, boolean>> = {};
  for (const kind of ['shell', 'edit', 'web'] as const) if (Object.keys(maps[kind]).length > 0) body[KEYS[kind]] = maps[kind];
  const fragment: Artifact[] = Object.keys(body).length > 0 ? [{ path: '.vscode/settings.json', format: 'json', body: body as JsonObject }] : [];
  return { fragment, unrepresentable };
}
