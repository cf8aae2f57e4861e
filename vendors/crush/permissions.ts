/**
 * Permissions on Crush (project `crush.json`): `permissions.allowed_tools` lists whole tools that run without a
 * prompt, `options.disabled_tools` hides built-in tools from the agent, and every other call prompts. Neither list
 * takes a command, path or domain pattern, so only a whole-tool entry (`*`, or `**` for paths) is said: an allow
 * becomes allowed_tools, a deny disabled_tools. An ask holds by default unless an allow of the same tools is written.
 * MCP tools are named mcp_<server>_<tool> with an ambiguous separator, so MCP entries are reported. See
 * docs/decisions/crush.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { CONFIG } from './packaging.js';

/** Crush's built-in tool names per permission kind (internal/agent/tools at the recorded commit). */
const TOOLS: Readonly<Record<Exclude<Permission['kind'], 'mcp'>, readonly string[]>> = {
  shell: ['bash'],
  read: ['view', 'ls', 'grep', 'glob'],
  edit: ['edit', 'multiedit', 'write'],
  web: ['fetch', 'web_fetch', 'download'],
};

const WHOLE = new Set(['*', '**', '**/*']);

function loss(perm: Permission, code: Loss['code'], reason: string): Loss {
  return { code, at: perm.at, reason };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const allowed: string[] = [];
  const disabled: string[] = [];
  const unrepresentable: Loss[] = [];
  const add = (list: string[], names: readonly string[]): void => {
    for (const n of names) if (!list.includes(n)) list.push(n);
  };
  const asks: Permission[] = [];
  for (const perm of model.permissions) {
    if (perm.kind === 'mcp') {
      unrepresentable.push(loss(perm, 'SC3202', `Crush names MCP tools mcp_<server>_<tool> with one "_" that server and tool names may also contain, so "${perm.pattern}" has no exact allowed_tools or disabled_tools entry.`));
      continue;
    }
    if (perm.level === 'ask') {
      asks.push(perm);
      continue;
    }
    if (!WHOLE.has(perm.pattern.trim())) {
      unrepresentable.push(loss(perm, 'SC3203', `Crush's ${perm.level === 'allow' ? 'permissions.allowed_tools' : 'options.disabled_tools'} names whole tools (${TOOLS[perm.kind].join(', ')}) with no command, path or domain pattern, so "${perm.kind}: ${perm.pattern}" cannot be said.`));
      continue;
    }
    add(perm.level === 'allow' ? allowed : disabled, TOOLS[perm.kind]);
  }
  for (const perm of asks) {
    const covered = TOOLS[perm.kind as keyof typeof TOOLS].filter((t) => allowed.includes(t));
    if (covered.length > 0)
      unrepresentable.push(loss(perm, 'SC3201', `Crush has no ask list: a call prompts unless permissions.allowed_tools names its tool, and this build allows ${covered.join(', ')} as a whole, so "${perm.kind}: ${perm.pattern}" would run without a prompt.`));
  }
  const body: Record<string, JsonObject> = {};
  if (allowed.length > 0) body.permissions = { allowed_tools: allowed };
  if (disabled.length > 0) body.options = { disabled_tools: disabled };
  const fragment: Artifact[] = Object.keys(body).length > 0 ? [{ path: CONFIG, format: 'json', body }] : [];
  return { fragment, unrepresentable };
}
