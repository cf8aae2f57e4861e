/**
 * Cursor permissions: the Cursor CLI's project file `.cursor/cli.json` (permissions.md §3.5a). Only `permissions.allow`
 * and `permissions.deny` exist (deny wins; anything unmatched prompts). Tokens: Shell(firstToken), Read(glob),
 * Write(glob), WebFetch(domain), Mcp(server:tool).
 *
 * What it cannot say is reported, never widened or narrowed: every `ask`; shell prefixes longer than one token (Shell()
 * matches only the command's first token); globs with classes, braces or negation. The Cursor IDE agent does not read
 * cli.json and its own permissions.json holds allowlists only, so each native deny is reported once (SC3201): in the
 * IDE only a hook rule can stop that call. Allows the IDE ignores only cause a prompt (stricter), so they are not
 * reported. Deny rules one token can say (a path glob, a one-word command) also land here; the hook runtime still
 * enforces every rule.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, Rule } from '../../compiler/model/types.js';
import { sandboxJson } from './sandbox.js';

/** Glob syntax Cursor's Read()/Write() are documented to share with the spec: `**`, `*`, `?` and literals. */
const CURSOR_GLOB = /^[^[\]{}!,()]+$/;

type Token = { token: string } | { loss: Loss };

/** `rm`, `rm *`, `terraform*`, `*`: one first token (a trailing `*` glob allowed) is what Shell(...) can say. */
export function shellToken(p: Permission): Token {
  let prefix = p.pattern.trim();
  if (prefix.endsWith(' *')) prefix = prefix.slice(0, -2).trimEnd();
  if (prefix === '*' || /^[^\s*?[\]{}()]+\*?$/.test(prefix)) return { token: `Shell(${prefix})` };
  const first = prefix.split(/\s+/)[0] ?? '';
  return {
    loss: {
      code: 'SC3203',
      at: p.at,
      reason: `Cursor CLI's Shell(...) matches only the first token of a command, so "${p.pattern}" cannot be said exactly: Shell(${first}) would ${p.level === 'allow' ? 'allow every such command' : 'also deny commands the spec leaves alone'}, and the \`cmd:args\` form has no documented semantics.`,
    },
  };
}

function pathToken(p: Permission, name: 'Read' | 'Write'): Token {
  if (CURSOR_GLOB.test(p.pattern)) return { token: `${name}(${p.pattern})` };
  return {
    loss: {
      code: 'SC3203',
      at: p.at,
      reason: `Cursor CLI's ${name}(...) globs know only \`**\`, \`*\` and \`?\`; "${p.pattern}" uses classes, braces, negation or commas, which Cursor would read differently.`,
    },
  };
}

function mcpToken(p: Permission): Token {
  const dot = p.pattern.indexOf('.');
  const server = p.pattern.slice(0, dot);
  const tool = p.pattern.slice(dot + 1);
  if (dot > 0 && !server.includes(':') && !tool.includes(':')) return { token: `Mcp(${server}:${tool})` };
  return { loss: { code: 'SC3203', at: p.at, reason: `Cursor CLI's Mcp(server:tool) cannot name "${p.pattern}": a colon in either part is its separator.` } };
}

function token(p: Permission): Token {
  switch (p.kind) {
    case 'shell':
      return shellToken(p);
    case 'read':
      return pathToken(p, 'Read');
    case 'edit':
      return pathToken(p, 'Write');
    case 'web':
      return { token: `WebFetch(${p.pattern})` };
    case 'mcp':
      return mcpToken(p);
  }
}

const METACHAR = /[\\^$.|?*+()[\]{}\s]/;

/**
 * A pre_tool deny rule lands natively too when one token can say it: a path glob on reads (Read), on writes+edits
 * (Write), or a literal one-word command text on shell. That regex is unanchored (it matches any command containing
 * the word) and Shell(word) matches commands whose first token is the word, a subset: the native copy never blocks
 * more than the rule, and the hook runtime still enforces the rest.
 */
export function nativeRuleToken(r: Rule): string | undefined {
  const m = r.source.match;
  const keys = Object.keys(m);
  if (r.on !== 'pre_tool' || r.decision !== 'deny' || r.source.unless !== undefined || keys.length !== 1) return undefined;
  const tools = [...r.tools].sort().join(',');
  const cmd = m['command'];
  if (cmd !== undefined) return tools === 'shell' && cmd !== '' && !METACHAR.test(cmd) ? `Shell(${cmd})` : undefined;
  if (m['path'] === undefined || !CURSOR_GLOB.test(m['path'])) return undefined;
  if (tools === 'read') return `Read(${m['path']})`;
  if (tools === 'edit,write') return `Write(${m['path']})`;
  return undefined;
}

const IDE_REASON =
  'Cursor CLI enforces this deny from .cursor/cli.json, but the Cursor IDE agent does not read cli.json and its own permissions.json holds allowlists only (no deny), so in the IDE nothing native stops this call; cover it with a pre_tool rule (held by the seamc hook runtime, best-effort: the Cursor fail-closed setting rests on inherited evidence, so a crashed hook may let the call run) and waive this entry.';

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const allow: string[] = [];
  const deny: string[] = [];
  const unrepresentable: Loss[] = [];
  for (const p of model.permissions) {
    if (p.level === 'ask') {
      unrepresentable.push({
        code: 'SC3201',
        at: p.at,
        reason: 'Cursor CLI permissions have only allow and deny lists; an unmatched call prompts, but nothing can force a prompt for a call another allow (project or user) already covers.',
      });
      continue;
    }
    const t = token(p);
    if ('loss' in t) {
      unrepresentable.push(t.loss);
      continue;
    }
    const list = p.level === 'allow' ? allow : deny;
    if (!list.includes(t.token)) list.push(t.token);
    if (p.level === 'deny') unrepresentable.push({ code: 'SC3201', at: p.at, reason: IDE_REASON });
  }
  for (const r of model.rules) {
    const t = nativeRuleToken(r);
    if (t !== undefined && !deny.includes(t)) deny.push(t);
  }
  const fragment: Artifact[] = [];
  if (allow.length > 0 || deny.length > 0) {
    const permissions: Record<string, string[]> = {};
    if (allow.length > 0) permissions['allow'] = allow;
    if (deny.length > 0) permissions['deny'] = deny;
    fragment.push({ path: '.cursor/cli.json', format: 'json', body: { permissions } });
  }
  const sandbox = sandboxJson(model);
  if (sandbox) fragment.push(sandbox);
  return { fragment, unrepresentable };
}
