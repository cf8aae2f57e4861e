/**
 * The opencode `permission` map, shared by opencode and Kilo Code (an opencode fork with the same grammar).
 * opencode evaluates ONE flat list and the LAST matching rule wins, whatever its specificity (verified/opencode.md
 * O1, O2, S2); the keys of each map are that list in file order. So seamc writes allow entries first, then ask,
 * then deny: the spec's deny > ask > allow holds by position. A pattern set twice keeps only its strongest level,
 * moved last. Each vendor's file records its own evidence for that order; this module holds the logic only.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel, Rule } from '../../compiler/model/types.js';
import { literalCommand, pathPattern, shellPattern } from './opencode-patterns.js';

/** What differs between the vendors that speak this grammar. */
export interface OpencodeDialect {
  /** Display name used in loss reasons. */
  who: string;
  /** The project config file that holds `permission`. */
  config: string;
  /** `$schema` written before `permission`, when the vendor's config has one. */
  schema?: string;
  /** The evidence, in parentheses in the reason, that `webfetch` takes one action for every URL. */
  webfetchEvidence: string;
  /** The reason an MCP tool rule cannot be written. */
  mcpLoss: (pattern: string) => string;
}

const LEVELS: readonly PermissionLevel[] = ['allow', 'ask', 'deny'];

type Said = { key: string; patterns: string[] } | { loss: string; code: 'SC3202' | 'SC3203' };

function said(perm: Permission, d: OpencodeDialect): Said {
  switch (perm.kind) {
    case 'shell': {
      const c = shellPattern(perm.pattern, d.who);
      return 'loss' in c ? { loss: c.loss, code: 'SC3203' } : { key: 'bash', patterns: c.patterns };
    }
    case 'read':
    case 'edit': {
      const c = pathPattern(perm.pattern, d.who);
      if ('loss' in c) return { loss: c.loss, code: 'SC3203' };
      if (c.broader && perm.level === 'allow')
        return {
          code: 'SC3203',
          loss: `${d.who}'s "*" also crosses "/", so an allow for "${perm.pattern}" would also allow files in deeper folders; write the glob with "**" where it may cross folders, or list the folders.`,
        };
      // opencode's `edit` also governs `write` and `apply_patch` (verified §4 S3); Kilo folds `write` into `edit`
      return { key: perm.kind, patterns: c.patterns };
    }
    case 'web':
      if (perm.pattern.trim() === '*') return { key: 'webfetch', patterns: ['*'] };
      return {
        code: 'SC3203',
        loss: `${d.who}'s \`webfetch\` permission takes one action for every URL (${d.webfetchEvidence}), so the domain "${perm.pattern}" cannot be said.`,
      };
    case 'mcp':
      return { code: 'SC3202', loss: d.mcpLoss(perm.pattern) };
  }
}

/** A pre_tool deny of a literal command on shell only: `"<text> *": "deny"` blocks a subset of what the rule blocks. */
export function nativeRuleDeny(r: Rule): string | undefined {
  if (r.on !== 'pre_tool' || r.decision !== 'deny' || r.source.unless) return undefined;
  if (r.tools.length !== 1 || r.tools[0] !== 'shell' || Object.keys(r.source.match).length !== 1) return undefined;
  const cmd = literalCommand(r.source.match.command);
  return cmd === undefined ? undefined : `${cmd} *`;
}

/** Ordered `{pattern: action}` per key; a repeated pattern moves to the end with the later (stronger) action. */
class Ruleset {
  private readonly keys = new Map<string, Map<string, PermissionLevel>>();
  add(key: string, pattern: string, level: PermissionLevel): void {
    let m = this.keys.get(key);
    if (!m) this.keys.set(key, (m = new Map()));
    m.delete(pattern);
    m.set(pattern, level);
  }
  toJson(): Record<string, JsonObject[string]> {
    const out: Record<string, JsonObject[string]> = {};
    for (const [key, m] of this.keys) {
      // `webfetch` takes one action only (verified §3 V2); its only pattern is `*`
      if (key === 'webfetch') out[key] = [...m.values()].at(-1) ?? 'ask';
      else out[key] = Object.fromEntries(m);
    }
    return out;
  }
}

/** The permissions emitter for one vendor of the opencode grammar. */
export function opencodePermissions(d: OpencodeDialect): (model: Model, ctx: EmitContext) => Emitted {
  return (model) => {
    const rules = new Ruleset();
    const unrepresentable: Loss[] = [];
    for (const level of LEVELS)
      for (const perm of model.permissions.filter((p) => p.level === level)) {
        const s = said(perm, d);
        if ('loss' in s) unrepresentable.push({ code: s.code, at: perm.at, reason: s.loss });
        else for (const p of s.patterns) rules.add(s.key, p, level);
      }
    for (const r of model.rules) {
      const p = nativeRuleDeny(r);
      if (p) rules.add('bash', p, 'deny');
    }
    const permission = rules.toJson();
    const fragment: Artifact[] = [];
    if (Object.keys(permission).length > 0)
      fragment.push({ path: d.config, format: 'json', body: d.schema === undefined ? { permission } : { $schema: d.schema, permission } });
    return { fragment, unrepresentable };
  };
}
