/**
 * Permissions on Cortex Code CLI: the user's ~/.snowflake/cortex/permissions.json, never a project file. Snowflake's
 * MCP page gives it `allow`, `deny` and `ask` lists that match an MCP tool by its composed name
 * `mcp__<server>__<tool>`, or every tool of a server with a wildcard; so the spec's `mcp:` entries map one for one, and
 * seamc writes them to `.seam/cortex_code/permissions.json` for the user to merge, behind the `user-config-only` gate.
 *
 * - `server.tool` → `mcp__server__tool`; `server.*` → `mcp__server__*` (deny and ask only: the wildcard would also
 *   reach a server whose name starts with `server__`, harmless for a deny, a widening for an allow: SC3203).
 * - A server or tool name holding `__` composes a name another pair could give (SC3203).
 * - Which list wins when two match is not documented for this file, so no two entries written overlap: an entry
 *   inside a stricter one is left out (the spec's answer is the stricter one anyway); a wildcard holding a stricter
 *   exact name is left out and reported (SC3203), its other tools keep Cortex Code's own prompt.
 * - shell, read, edit, web: the pages give tool names only (settings: `onlyAllow`, e.g. read_file, execute_sql) with
 *   no command, path or domain pattern, and the CLI's own tool names differ between sources (SC3202).
 * See docs/decisions/cortex_code.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

export const PERMISSIONS_FRAGMENT = '.seam/cortex_code/permissions.json';

interface Entry { readonly p: Permission; readonly server: string; readonly tool: string }

const RANK: Record<PermissionLevel, number> = { allow: 0, ask: 1, deny: 2 };
const covers = (outer: Entry, inner: Entry): boolean => outer.server === inner.server && (outer.tool === '*' || outer.tool === inner.tool);

function entry(p: Permission, losses: Loss[]): Entry | undefined {
  const dot = p.pattern.indexOf('.');
  const server = dot > 0 ? p.pattern.slice(0, dot) : '';
  const tool = dot > 0 ? p.pattern.slice(dot + 1) : '';
  if (server === '' || tool === '' || server.includes('__') || tool.includes('__') || (tool.includes('*') && tool !== '*')) {
    losses.push({ code: 'SC3203', at: p.at, reason: `Cortex Code matches an MCP tool by its composed name mcp__<server>__<tool> (or a whole server with a wildcard); "${p.pattern}" has no such name it alone would match.` });
    return undefined;
  }
  if (tool === '*' && p.level === 'allow') {
    losses.push({ code: 'SC3203', at: p.at, reason: `Cortex Code's server wildcard mcp__${server}__* would also allow the tools of any server whose name starts with "${server}__", more than seam.yaml's "${p.pattern}"; the server's tools keep prompting.` });
    return undefined;
  }
  return { p, server, tool };
}

export function permissionLists(model: Model): { lists: Partial<Record<PermissionLevel, string[]>>; losses: Loss[] } {
  const losses: Loss[] = [];
  const entries: Entry[] = [];
  for (const p of model.permissions) {
    if (p.kind !== 'mcp') {
      losses.push({ code: 'SC3202', at: p.at, reason: `Cortex Code's permissions.json names tools only (onlyAllow, e.g. read_file, execute_sql) with no ${p.kind === 'shell' ? 'command' : p.kind === 'web' ? 'domain' : 'path'} pattern in the pages seamc read, so "${p.kind}: ${p.pattern}" cannot be said.` });
      continue;
    }
    const e = entry(p, losses);
    if (e) entries.push(e);
  }
  const kept = entries.filter((e) => {
    const stricter = entries.filter((o) => RANK[o.p.level] > RANK[e.p.level]);
    if (stricter.some((o) => covers(o, e))) return false;
    const over = stricter.find((o) => covers(e, o));
    if (!over) return true;
    losses.push({ code: 'SC3203', at: e.p.at, reason: `"${e.p.pattern}" (${e.p.level}) holds "${over.p.pattern}" (${over.p.level}), and Cortex Code does not document which of two matching permissions.json entries wins, so the wildcard is left out: the server's other tools get Cortex Code's default answer.` });
    return false;
  });
  const lists: Partial<Record<PermissionLevel, string[]>> = {};
  for (const level of ['allow', 'deny', 'ask'] as const) {
    const names = [...new Set(kept.filter((e) => e.p.level === level).map((e) => `mcp__${e.server}__${e.tool}`))];
    if (names.length > 0) lists[level] = names;
  }
  return { lists, losses };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const { lists, losses } = permissionLists(model);
  const fragment: Artifact[] = Object.keys(lists).length > 0 ? [{ path: PERMISSIONS_FRAGMENT, format: 'json', body: lists }] : [];
  return { fragment, unrepresentable: losses };
}
