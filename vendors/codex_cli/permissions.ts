/**
 * Permissions on OpenAI Codex CLI: execpolicy `prefix_rule`s in `.codex/rules/seam.rules` (Starlark; grammar
 * and behaviour per verified/codex_cli.md §1-2) plus `sandbox_mode` in `.codex/config.toml`. Codex takes the
 * strictest matching decision (forbidden > prompt > allow) across every rule and every rules file, so spec order
 * is kept and nothing depends on it. Decisions: docs/decisions/codex_cli.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel, Rule } from '../../compiler/model/types.js';
import { configToml } from './config-toml.js';

export const RULES_PATH = '.codex/rules/seam.rules';
const DECISION: Readonly<Record<PermissionLevel, string>> = { allow: 'allow', ask: 'prompt', deny: 'forbidden' };
/** characters that make a command more than plain argv tokens (quoting, expansion, redirection, control) */
const SHELL_SYNTAX = /["'`$\\|&;<>(){}*?[\]~#=]/;

type Tokens = { tokens: string[] } | { loss: string };

/** `npm test`, `npm test *` -> ["npm","test"]; anything Codex's whole-token prefix cannot say is a loss. */
export function shellTokens(pattern: string): Tokens {
  let p = pattern.trim();
  if (p.endsWith(' *')) p = p.slice(0, -2).trimEnd();
  if (p === '*' || p === '')
    return { loss: 'Codex prefix rules need at least one literal token ("pattern cannot be empty"); a rule for every command cannot be written.' };
  if (p.endsWith('*'))
    return { loss: `Codex compares whole argv tokens and has no wildcard ("*" is a literal token, verified/codex_cli.md §1 case 6), so "${pattern}" (a token prefix) cannot be said.` };
  const tokens = p.split(/\s+/);
  if (tokens.some((t) => SHELL_SYNTAX.test(t)))
    return { loss: `Codex prefix rules are plain argv tokens with no quoting, globbing or shell syntax; "${pattern}" cannot be split into such tokens exactly.` };
  return { tokens };
}

const str = (s: string): string => JSON.stringify(s);

function prefixRule(tokens: readonly string[], level: PermissionLevel, why: string): string {
  const pattern = `[${tokens.map(str).join(', ')}]`;
  const just = level === 'allow' ? '' : `, justification = ${str(why)}`;
  return `prefix_rule(pattern = ${pattern}, decision = ${str(DECISION[level])}${just})`;
}

const BYPASS =
  'Codex applies a prefix rule only to plain commands: an option before the matched tokens (git -C . push), a VAR= or env prefix, an absolute program path, a redirection, $(...) or a ( ) subshell anywhere in the command makes it not apply, and the command then runs under the ordinary approval policy (Codex 0.171.0 as run: codex execpolicy check and live runs, docs/decisions/native-grades.md; measured on the corpus: docs/corpus.md, Native permissions). A rules: entry is held by the seamc hook runtime instead, which reads those forms.';

function kindLoss(p: Permission): string {
  switch (p.kind) {
    case 'read':
    case 'edit':
      return `Codex's execpolicy matches command tokens only; path rules exist only in permission profiles ([permissions.<name>.filesystem]), which Codex ignores whenever any loaded config sets sandbox_mode, so a ${p.kind} rule for "${p.pattern}" could silently not apply.`;
    case 'web':
      return `Codex's network_rule names one exact host and is never reported as matched by \`codex execpolicy check\` (verified/codex_cli.md §1); its effect at run time was not observed, so "${p.pattern}" is not written as a guarantee.`;
    default:
      return `Codex's per-server enabled_tools / disabled_tools / approval_mode keys were not checked against 0.171.0, which accepts unknown keys silently (verified M8); a misspelt key would let "${p.pattern}" through unnoticed.`;
  }
}

const METACHAR = /[\\^$.|?*+()[\]{}]/;

/** A plain literal shell deny rule also lands natively (it matches a subset of what the rule matches). */
function nativeRuleDeny(r: Rule): string[] | undefined {
  if (r.on !== 'pre_tool' || r.decision !== 'deny' || r.source.unless) return undefined;
  if (r.tools.length !== 1 || r.tools[0] !== 'shell') return undefined;
  const cmd = r.source.match.command;
  if (Object.keys(r.source.match).length !== 1 || cmd === undefined || cmd.trim() !== cmd || cmd === '' || METACHAR.test(cmd)) return undefined;
  const t = shellTokens(cmd);
  return 'tokens' in t ? t.tokens : undefined;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const lines: string[] = [];
  const unrepresentable: Loss[] = [];
  const add = (line: string): void => {
    if (!lines.includes(line)) lines.push(line);
  };
  for (const p of model.permissions) {
    if (p.kind !== 'shell') {
      unrepresentable.push({ code: 'SC3202', at: p.at, reason: kindLoss(p) });
      continue;
    }
    const t = shellTokens(p.pattern);
    if ('loss' in t) {
      unrepresentable.push({ code: 'SC3203', at: p.at, reason: t.loss });
      continue;
    }
    add(prefixRule(t.tokens, p.level, `seam.yaml ${p.at}: ${p.level === 'deny' ? 'blocked' : 'needs confirmation'} by project policy`));
    if (p.level !== 'allow') unrepresentable.push({ code: 'SC3203', at: p.at, reason: BYPASS });
  }
  for (const r of model.rules) {
    const tokens = nativeRuleDeny(r);
    if (tokens) add(prefixRule(tokens, 'deny', r.message ?? `seam.yaml rule ${r.id}`));
  }
  const fragment: Artifact[] = [];
  if (lines.length > 0)
    fragment.push({
      path: RULES_PATH,
      format: 'text',
      body: `# Generated by seamc from seam.yaml. Do not edit: change seam.yaml and run \`seamc build\`.\n${lines.join('\n')}\n`,
    });
  const config = configToml(model);
  if (config) fragment.push(config);
  return { fragment, unrepresentable };
}
