/**
 * Permissions on Amp: `.amp/settings.json` `amp.permissions`, an ordered list of `{tool, matches?, action,
 * message?}` where the FIRST matching entry wins (permissions.md §3.9). seamc writes every `reject` first, then
 * `ask`, then `allow`, so the spec's deny > ask > allow holds by position. With a pre_tool rule or hook, seamc's
 * delegate entry (hooks.ts) sits between the rejects and the asks: it answers every call no reject took, so the ask
 * and allow entries behind it are reached only when the delegate is gone (the hook's allow is final on Amp). Bash (`cmd`) and MCP
 * tool names (`mcp__<server>__<tool>`) are written; file and URL entries would test absolute paths and full URLs with
 * Amp's own pattern (`*` crossing `/`), which no repo-relative glob says exactly, so they are reported.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel, Rule } from '../../compiler/model/types.js';
import { DELEGATE, needsDelegate } from './hooks.js';

export const SETTINGS = '.amp/settings.json';
const ACTION: Readonly<Record<PermissionLevel, string>> = { deny: 'reject', ask: 'ask', allow: 'allow' };

type Said = { entry: Record<string, JsonObject[string]> } | { loss: string; code: 'SC3202' | 'SC3203' };

/** Token-wise prefix `x` (or `x *`) -> `["x", "x *"]`: the bare command and the command with arguments. */
function shell(p: string): Said {
  const t = p.trim();
  if (t === '*') return { entry: { tool: 'Bash' } };
  const body = t.endsWith('*') ? t.slice(0, -1) : t;
  if (/[*?[\]{}]/.test(body) || body.startsWith('/'))
    return { code: 'SC3203', loss: `Amp reads "${p}" as a glob with wildcards (or, between slashes, a regex), so the literal command cannot be matched exactly.` };
  if (t.endsWith(' *') || !t.endsWith('*')) {
    const x = body.trimEnd();
    return { entry: { tool: 'Bash', matches: { cmd: [x, `${x} *`] } } };
  }
  return { entry: { tool: 'Bash', matches: { cmd: t } } };
}

const MCP_PART = /^[A-Za-z0-9_-]+$/;

function said(perm: Permission): Said {
  switch (perm.kind) {
    case 'shell':
      return shell(perm.pattern);
    case 'mcp': {
      const dot = perm.pattern.indexOf('.');
      const server = perm.pattern.slice(0, dot);
      const tool = perm.pattern.slice(dot + 1);
      if (dot < 1 || !MCP_PART.test(server) || server.includes('__') || (tool !== '*' && (!MCP_PART.test(tool) || tool.includes('__'))))
        return { code: 'SC3203', loss: `Amp names MCP tools mcp__<server>__<tool> with letters, digits, "_" and "-" only, so "${perm.pattern}" has no exact entry.` };
      return { entry: { tool: `mcp__${server}__${tool}` } };
    }
    default:
      return {
        code: 'SC3202',
        loss: `Amp's permission entries test a tool's argument with Amp's own pattern, where * also crosses /, and the ${perm.kind === 'web' ? 'URL tool (read_web_page url) gets a full URL' : 'file tools (Read, create_file, edit_file path) get absolute paths'}; a ${perm.kind === 'web' ? 'host' : 'repo-relative'} glob has no exact entry there, so "${perm.kind}: ${perm.pattern}" is not written as a permission.`,
      };
  }
}

const UNREACHED_ASK =
  'Amp takes the first amp.permissions entry that matches, and seamc\'s hook is a delegate entry that must come before every ask and allow (an earlier allow would let a call past the hook); a delegate cannot pass a call on, so this ask entry is written but never reached: a call no rule stops runs without asking.';

const METACHAR = /[\\^$.|?*+()[\]{}]/;

/** A pre_tool deny of a literal command on shell only: `reject` for the command and the command with arguments. */
export function nativeRuleDeny(r: Rule): JsonObject | undefined {
  if (r.on !== 'pre_tool' || r.decision !== 'deny' || r.source.unless) return undefined;
  if (r.tools.length !== 1 || r.tools[0] !== 'shell' || Object.keys(r.source.match).length !== 1) return undefined;
  const cmd = r.source.match.command;
  if (cmd === undefined || cmd === '' || cmd.trim() !== cmd || METACHAR.test(cmd)) return undefined;
  const e: Record<string, JsonObject[string]> = { tool: 'Bash', matches: { cmd: [cmd, `${cmd} *`] }, action: 'reject' };
  if (r.message !== undefined) e.message = r.message;
  return e;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const list: JsonObject[] = [];
  const unrepresentable: Loss[] = [];
  const push = (e: JsonObject): void => {
    if (!list.some((x) => JSON.stringify(x) === JSON.stringify(e))) list.push(e);
  };
  for (const r of model.rules) {
    const e = nativeRuleDeny(r);
    if (e) push(e);
  }
  for (const level of ['deny', 'ask', 'allow'] as const) {
    // seamc's hook (hooks.ts) answers every call no reject entry took: after the rejects, before ask and allow
    if (level === 'ask' && needsDelegate(model)) push(DELEGATE);
    for (const perm of model.permissions.filter((p) => p.level === level)) {
      const s = said(perm);
      if ('loss' in s) unrepresentable.push({ code: s.code, at: perm.at, reason: s.loss });
      else push({ ...s.entry, action: ACTION[level] });
      if (!('loss' in s) && level === 'ask' && needsDelegate(model)) unrepresentable.push({ code: 'SC3201', at: perm.at, reason: UNREACHED_ASK });
    }
  }
  const fragment: Artifact[] = list.length > 0 ? [{ path: SETTINGS, format: 'json', body: { 'amp.permissions': list } }] : [];
  return { fragment, unrepresentable };
}
