/**
 * Permissions on OpenClaw: `tools.deny` of the user's ~/.openclaw/openclaw.json, a list of tool names or `group:*`
 * shorthands (case-insensitive, `*` wildcards, deny wins over tools.allow; docs/tools/index.md) for the whole gateway.
 * It names tools, never their arguments, so only a deny of a whole spec kind can be said, and seamc writes it to
 * `.seam/openclaw/tools.json` for the user to merge, behind the `user-config-only` gate:
 * - `shell: "*"` → `group:runtime` (exec, bash, process) and `nodes` (its run action runs a command on a paired
 *   device): every tool that runs a command; `nodes` also loses its camera, screen and notify actions;
 * - `edit: "**"` → write, edit, apply_patch (`group:fs` without read).
 * Everything else is a loss: allow (tools.allow keeps only the listed tools available; it grants no call a prompt
 * would have stopped), ask (the lists have no ask; OpenClaw's only prompt is exec approvals, by program path), a deny
 * with a command, path or domain pattern, a deny of every read (image, message attachments and browser uploads take
 * file paths besides read and memory_get), and MCP (how the agent's MCP tools are named for these lists is not
 * established). See docs/decisions/openclaw.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';

export const TOOLS_FRAGMENT = '.seam/openclaw/tools.json';

const WHOLE: Partial<Record<Permission['kind'], readonly string[]>> = {
  shell: ['group:runtime', 'nodes'],
  edit: ['write', 'edit', 'apply_patch'],
};

function isWhole(p: Permission): boolean {
  const t = p.pattern.trim();
  return p.kind === 'shell' ? t === '*' : t === '*' || t === '**';
}

function loss(p: Permission): Loss {
  if (p.level === 'allow')
    return { code: 'SC3201', at: p.at, reason: `OpenClaw's tools.allow keeps only the listed tools available to the model; it is no grant that spares a call a prompt, so "${p.kind}: ${p.pattern}" (allow) has no OpenClaw form.` };
  if (p.level === 'ask')
    return { code: 'SC3201', at: p.at, reason: `OpenClaw's tool lists allow or deny a tool whole and never ask; its only prompt is exec approvals (by program path), so "${p.kind}: ${p.pattern}" (ask) has no OpenClaw form.` };
  if (p.kind === 'mcp')
    return { code: 'SC3202', at: p.at, reason: `seamc has not established the names OpenClaw's agents give MCP tools in tools.deny, so "mcp: ${p.pattern}" cannot be denied there.` };
  if (p.kind === 'read' && isWhole(p))
    return { code: 'SC3203', at: p.at, reason: `Denying OpenClaw's read and memory_get tools would still leave file paths to image, message attachments and browser uploads, so "read: ${p.pattern}" (deny) cannot be said with tools.deny.` };
  return { code: 'SC3203', at: p.at, reason: `OpenClaw's tools.deny names whole tools with no ${p.kind === 'shell' ? 'command' : p.kind === 'web' ? 'domain' : 'path'} pattern, so "${p.kind}: ${p.pattern}" (deny) would block every call of the tool.` };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const deny: string[] = [];
  const unrepresentable: Loss[] = [];
  const notes: string[] = [];
  for (const p of model.permissions) {
    const tools = p.level === 'deny' && isWhole(p) ? WHOLE[p.kind] : undefined;
    if (!tools) {
      unrepresentable.push(loss(p));
      continue;
    }
    for (const t of tools) if (!deny.includes(t)) deny.push(t);
    if (p.kind === 'shell') notes.push('OpenClaw denies every command through group:runtime and nodes; the nodes tool\'s camera, screen, location and notify actions go with it');
  }
  const fragment: Artifact[] = deny.length > 0 ? [{ path: TOOLS_FRAGMENT, format: 'json', body: { tools: { deny } } }] : [];
  return { fragment, unrepresentable, ...(notes.length > 0 ? { notes } : {}) };
}
