/**
 * Permissions on Devin CLI: `permissions` `allow` / `ask` / `deny` in the project `.devin/config.json` (the file
 * packaging writes `mcpServers` into; compile deep-merges the two fragments of one path). Only MCP tools are written:
 * the MCP overview names them `mcp__<server>__<tool>` and shows `mcp__github__*` beside `mcp__github__delete_repo`, and
 * the permissions page checks deny, then ask, then allow, so an exact name and a stricter entry inside a wider one
 * resolve as seam.yaml does (the stricter wins).
 *
 * - `server.tool` → `mcp__server__tool`; `server.*` → `mcp__server__*` for deny and ask. An allowed wildcard is
 *   reported (SC3203): how `*` matches is not stated, so it might also reach a server named `server__x`.
 * - A name holding `__`, or a partial tool wildcard (`get_*`), has no single composed name (SC3203).
 * - shell, read, edit, web: Exec(...), Read(...), Write(...), Fetch(...) exist, but no page seamc read says how Exec
 *   matches (token or raw prefix, per part of a chained command) or where a relative glob is anchored (SC3202).
 * See docs/decisions/devin.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';
import { CONFIG } from './packaging.js';

const RULE: Record<Permission['kind'], string> = { shell: 'Exec(command)', read: 'Read(glob)', edit: 'Write(glob)', web: 'Fetch(url)', mcp: 'mcp__server__tool' };
const WHY: Record<Permission['kind'], string> = {
  shell: 'no page says whether Exec matches a token prefix or a raw prefix, nor whether each part of a chained command (a && b, bash -c, sudo) is checked',
  read: 'no page says where a relative Read glob is anchored (the project, the working directory or each workspace folder)',
  edit: 'no page says where a relative Write glob is anchored (the project, the working directory or each workspace folder)',
  web: 'no page says how a Fetch pattern matches a URL (host, prefix or glob)',
  mcp: '',
};

function name(p: Permission, losses: Loss[]): string | undefined {
  const dot = p.pattern.indexOf('.');
  const server = dot > 0 ? p.pattern.slice(0, dot) : '';
  const tool = dot > 0 ? p.pattern.slice(dot + 1) : '';
  if (server === '' || tool === '' || server.includes('__') || tool.includes('__') || server.includes('*') || (tool.includes('*') && tool !== '*')) {
    losses.push({ code: 'SC3203', at: p.at, reason: `Devin CLI names an MCP tool mcp__<server>__<tool> (and shows mcp__<server>__* for a whole server); "${p.pattern}" has no such name that it alone would match.` });
    return undefined;
  }
  if (tool === '*' && p.level === 'allow') {
    losses.push({ code: 'SC3203', at: p.at, reason: `Devin CLI does not say how the * of mcp__${server}__* matches, so the allow could also reach a server whose name starts with "${server}__", more than seam.yaml's "${p.pattern}"; the server's tools keep Devin's prompt.` });
    return undefined;
  }
  return `mcp__${server}__${tool}`;
}

export function permissionLists(model: Model): { lists: Partial<Record<PermissionLevel, string[]>>; losses: Loss[] } {
  const losses: Loss[] = [];
  const lists: Partial<Record<PermissionLevel, string[]>> = {};
  for (const p of model.permissions) {
    if (p.kind !== 'mcp') {
      losses.push({ code: 'SC3202', at: p.at, reason: `Devin CLI has ${RULE[p.kind]} rules in .devin/config.json, but ${WHY[p.kind]}, so "${p.kind}: ${p.pattern}" is not written.` });
      continue;
    }
    const n = name(p, losses);
    if (n === undefined) continue;
    const list = (lists[p.level] ??= []);
    if (!list.includes(n)) list.push(n);
  }
  const ordered: Partial<Record<PermissionLevel, string[]>> = {};
  for (const level of ['allow', 'ask', 'deny'] as const) if (lists[level]) ordered[level] = lists[level];
  return { lists: ordered, losses };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const { lists, losses } = permissionLists(model);
  const fragment: Artifact[] = Object.keys(lists).length > 0 ? [{ path: CONFIG, format: 'json', body: { permissions: lists } }] : [];
  return { fragment, unrepresentable: losses };
}
