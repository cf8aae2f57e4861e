/**
 * Permissions on Roo Code / Zoo Code (permissions.md §3.11): `.vscode/settings.json` command PREFIX lists, written
 * under both setting families (`roo-cline.*` for Roo, `zoo-code.*` for Zoo Code since v3.74.0; VS Code ignores the
 * family its extension does not own). A denied prefix is refused and wins over an allowed one; ask = in neither
 * list. MCP tools of a server this spec declares are gated inside its `.roo/mcp.json` entry: deny -> `disabledTools`
 * (or `disabled` for the whole server), allow -> `alwaysAllow`. Nothing else (paths, URLs) has a Roo setting.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, Rule } from '../../compiler/model/types.js';

const FAMILIES = ['roo-cline', 'zoo-code'] as const;
const METACHAR = /[\\^$.|?*+()[\]{}]/;

/** `x`, `x *`, `x*` -> the prefix `x`; `*` stays `*` (allow everything). */
function prefix(p: string): string | undefined {
  const t = p.trim();
  if (t === '*') return '*';
  const body = (t.endsWith('*') ? t.slice(0, -1) : t).trimEnd();
  return body === '' || body.includes('*') ? undefined : body;
}

export function nativeRuleDeny(r: Rule): string | undefined {
  if (r.on !== 'pre_tool' || r.decision !== 'deny' || r.source.unless) return undefined;
  if (r.tools.length !== 1 || r.tools[0] !== 'shell' || Object.keys(r.source.match).length !== 1) return undefined;
  const cmd = r.source.match.command;
  return cmd === undefined || cmd === '' || cmd.trim() !== cmd || METACHAR.test(cmd) ? undefined : cmd;
}

interface McpGate {
  disabledTools?: string[];
  disabled?: boolean;
  alwaysAllow?: string[];
}

type McpLoss = { code: 'SC3201' | 'SC3202' | 'SC3203'; reason: string } | undefined;

function mcp(perm: Permission, declared: readonly string[], gates: Map<string, McpGate>, allowed: readonly Permission[]): McpLoss {
  const dot = perm.pattern.indexOf('.');
  const server = perm.pattern.slice(0, dot);
  const tool = perm.pattern.slice(dot + 1);
  if (dot < 1 || !declared.includes(server))
    return {
      code: 'SC3202',
      reason: `Roo Code / Zoo Code gates MCP tools only inside the server's own .roo/mcp.json entry, and this spec's plugin declares no server "${server}" to hold that gate.`,
    };
  if (perm.level === 'ask')
    // the default, unless an allow of the same tool auto-approves it
    return allowed.some((a) => a.pattern === perm.pattern)
      ? { code: 'SC3201', reason: `Roo Code / Zoo Code has no ask for MCP tools beyond leaving a tool out of alwaysAllow, and "${perm.pattern}" is also allowed here.` }
      : undefined;
  if (perm.level === 'allow' && tool === '*')
    return { code: 'SC3203', reason: `Roo Code / Zoo Code's alwaysAllow lists tool names one by one; "${perm.pattern}" (every tool of the server) has no entry.` };
  const g = gates.get(server) ?? {};
  gates.set(server, g);
  if (perm.level === 'deny') {
    if (tool === '*') g.disabled = true;
    else (g.disabledTools ??= []).push(tool);
    return undefined;
  }
  (g.alwaysAllow ??= []).push(tool);
  return undefined;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const allow: string[] = [];
  const deny: string[] = [];
  const unrepresentable: Loss[] = [];
  const gates = new Map<string, McpGate>();
  const declared = model.plugin?.mcp.map((s) => s.name) ?? [];
  const add = (list: string[], x: string) => list.includes(x) || list.push(x);
  const allowedMcp = model.permissions.filter((p) => p.kind === 'mcp' && p.level === 'allow');
  for (const perm of model.permissions) {
    if (perm.kind === 'mcp') {
      const loss = mcp(perm, declared, gates, allowedMcp);
      if (loss) unrepresentable.push({ code: loss.code, at: perm.at, reason: loss.reason });
      continue;
    }
    if (perm.kind !== 'shell') {
      unrepresentable.push({
        code: 'SC3202',
        at: perm.at,
        reason: `Roo Code / Zoo Code permissions are command prefix lists only; it has no setting that allows, asks for or denies ${perm.kind === 'web' ? 'a web fetch by domain' : `a file ${perm.kind} by path`}.`,
      });
      continue;
    }
    const p = prefix(perm.pattern);
    if (p === undefined || (p === '*' && perm.level === 'deny')) {
      unrepresentable.push({ code: 'SC3203', at: perm.at, reason: `Roo Code / Zoo Code command lists hold plain prefixes (and "*" only to allow everything), so "${perm.pattern}" cannot be written at ${perm.level}.` });
      continue;
    }
    if (perm.level === 'allow') add(allow, p);
    else if (perm.level === 'deny') add(deny, p);
  }
  // ask = in neither list: exact only when no allowed prefix already covers it
  for (const perm of model.permissions.filter((x) => x.kind === 'shell' && x.level === 'ask')) {
    const p = prefix(perm.pattern);
    const cover = p === undefined ? undefined : allow.find((a) => a === '*' || p.toLowerCase().startsWith(a.toLowerCase()));
    if (cover !== undefined)
      unrepresentable.push({ code: 'SC3201', at: perm.at, reason: `Roo Code / Zoo Code has no ask list: a command asks only when no allowed prefix matches, and the allowed "${cover}" already auto-approves "${perm.pattern}".` });
  }
  for (const r of model.rules) {
    const d = nativeRuleDeny(r);
    if (d) add(deny, d);
  }
  const fragment: Artifact[] = [];
  const settings: Record<string, string[]> = {};
  for (const f of FAMILIES) {
    if (allow.length > 0) settings[`${f}.allowedCommands`] = allow;
    if (deny.length > 0) settings[`${f}.deniedCommands`] = deny;
  }
  if (Object.keys(settings).length > 0) fragment.push({ path: '.vscode/settings.json', format: 'json', body: settings });
  if (gates.size > 0) fragment.push({ path: '.roo/mcp.json', format: 'json', body: { mcpServers: Object.fromEntries(gates) as unknown as JsonObject } });
  return { fragment, unrepresentable };
}
