/**
 * Permissions on Kimi Code CLI: `[[permission.rules]]` tables (`decision` allow | ask | deny, `pattern`
 * `Tool` or `Tool(arg-glob)`), read only from the user's ~/.kimi-code/config.toml. A project build cannot install
 * them, so, as with the hooks, seamc writes the tables as a TOML fragment `.seam/kimi_code/permissions.toml` for the
 * user (or a later installer) to place inside the seamc marker block, and the `user-permission-file` gate reports them
 * inert until then. Once placed they apply in every project Kimi opens.
 *
 * Matching (agent-core-v2, permissionRules/matchesRule.ts and tool/rule-match.ts): the tool name is a picomatch
 * glob; the argument is a picomatch glob over the raw Bash command string, over the file path (case-insensitive,
 * relative patterns resolved against Kimi's working folder) for Read / Edit / Write, over the URL for FetchURL; MCP
 * tools match by name only. Every deny rule is checked before any ask rule, and every ask rule before any allow rule.
 * picomatch's `*` stops at `/` and no wildcard matches a dot-led segment, so:
 * - a shell permission says exactly only as `*` (the whole Bash tool): a command glob would miss arguments holding a
 *   `/` and, for an allow, also approve a chained `&& other` command; every other shell pattern is reported;
 * - a path or URL glob is written, and for deny and ask the files or URLs its wildcards cannot reach (dot-led names,
 *   a URL with a port) are reported, since a call there would slip past it.
 * See docs/decisions/kimi_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';

export const PERMISSIONS_FRAGMENT = '.seam/kimi_code/permissions.toml';

const MCP_PART = /^[A-Za-z0-9_-]+$/;
const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

type Said = { patterns: string[]; partial?: string } | { loss: string };

function shell(p: Permission): Said {
  if (p.pattern.trim() === '*') return { patterns: ['Bash'] };
  return {
    loss: `Kimi Code matches Bash(...) as a picomatch glob over the whole command line: its \`*\` stops at "/", so "${p.pattern}" would miss commands whose arguments hold a path, and an allow would also approve a chained command (\`&&\`, \`;\`) after it. Only the whole Bash tool (\`*\`) can be said; cover the command with a rules: entry, held by the hook runtime.`,
  };
}

function path(p: Permission, tools: readonly string[]): Said {
  let g = p.pattern.trim();
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('!')) return { loss: `Kimi Code reads a leading "!" in a rule argument as "every path but this one", not as a negated glob, so "${p.pattern}" cannot be said.` };
  if (/[()]/.test(g)) return { loss: `Kimi Code's rule argument ends at the last ")", so a path holding parentheses ("${p.pattern}") cannot be written as a rule.` };
  if (g === '' || g === '*' || g === '**') return { patterns: [...tools] };
  const patterns = tools.map((t) => `${t}(${g})`);
  if (p.level === 'allow') return { patterns };
  // a segment that starts with a wildcard never matches a dot-led name: `src/**` misses src/.env, `*.pem` misses .x.pem
  if (g.split('/').some((seg) => /^[*?[{]/.test(seg)))
    return { patterns, partial: `picomatch wildcards never match a dot-led name, so "${p.pattern}" does not reach a dot-led file or folder it covers in seam.yaml` };
  return { patterns };
}

function web(p: Permission): Said {
  const d = p.pattern.trim();
  if (d === '*') return { patterns: ['FetchURL'] };
  if (!HOST.test(d)) return { loss: `Kimi Code matches FetchURL(...) as a glob over the whole URL; "${p.pattern}" is not a host or *.host seamc can turn into one.` };
  const patterns = [`FetchURL(https://${d}/**)`, `FetchURL(http://${d}/**)`];
  if (p.level === 'allow') return { patterns };
  return { patterns, partial: `the URL globs miss "${d}" reached with an explicit port, a trailing dot or through a dot-led path segment, so a fetch written that way is not ${p.level === 'deny' ? 'denied' : 'asked about'}` };
}

function mcp(p: Permission): Said {
  const dot = p.pattern.indexOf('.');
  const server = p.pattern.slice(0, dot);
  const tool = p.pattern.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || server.includes('__') || (tool !== '*' && (!MCP_PART.test(tool) || tool.includes('__'))))
    return { loss: `Kimi Code names MCP tools mcp__<server>__<tool>, neither part holding "__", so "${p.pattern}" has no exact rule.` };
  return { patterns: [`mcp__${server}__${tool}`] };
}

function said(p: Permission): Said {
  switch (p.kind) {
    case 'shell': return shell(p);
    case 'read': return path(p, ['Read']);
    case 'edit': return path(p, ['Edit', 'Write']);
    case 'web': return web(p);
    case 'mcp': return mcp(p);
  }
}

/** The `[[permission.rules]]` tables (deny, ask, allow: the order Kimi evaluates them in) and what cannot be said. */
export function permissionRules(model: Model): { rules: JsonObject[]; losses: Loss[] } {
  const rules: JsonObject[] = [];
  const losses: Loss[] = [];
  const seen = new Set<string>();
  for (const level of ['deny', 'ask', 'allow'] as const)
    for (const p of model.permissions.filter((x) => x.level === level)) {
      const out = said(p);
      if ('loss' in out) {
        losses.push({ code: 'SC3203', at: p.at, reason: out.loss });
        continue;
      }
      if (out.partial)
        losses.push({ code: 'SC3203', at: p.at, reason: `Kimi Code gets this ${level} rule, but ${out.partial}; a rules: entry for it is held by the hook runtime.` });
      for (const pattern of out.patterns) {
        const key = `${level} ${pattern}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rules.push({ decision: level, pattern });
      }
    }
  return { rules, losses };
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const { rules, losses } = permissionRules(model);
  const fragment: Artifact[] = rules.length > 0 ? [{ path: PERMISSIONS_FRAGMENT, format: 'toml', body: { permission: { rules } } }] : [];
  const readDeny = model.permissions.some((p) => p.kind === 'read' && p.level !== 'allow');
  const notes = readDeny
    ? ['Kimi Code checks Read(...) rules on its Read tool only: Grep matches rules against its search pattern and Bash against the command, so either can still read a file a Read deny covers; a rules: entry (tool: read, shell) is held by the hook runtime']
    : [];
  return { fragment, unrepresentable: losses, ...(notes.length > 0 ? { notes } : {}) };
}
