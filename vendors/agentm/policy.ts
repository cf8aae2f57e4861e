/**
 * seamc rules → AgentM policy-engine rules (`.agentm/seamc/policies/seamc.yaml`, version 1). The DSL's `when` is a
 * restricted Python expression without regexes, so only rules made of literal text can be said, and then only as
 * substring and prefix tests on the raw arguments the tool receives (bash `cmd`, edit / write `path`): each written rule
 * is reported as approximate (SC3113). deny → block; escalate → block (AgentM's escalate only warns the model, no human
 * confirms: stricter, SC3103); warn → notify; allow and vouch write nothing (nothing blocks by default). All rules are
 * `mode: enforce`. What has no spelling is a loss and is not written. docs/decisions/agentm.md.
 */
import type { Loss } from '../../compiler/backend/types.js';
import type { Model, Rule } from '../../compiler/model/types.js';

export const POLICY_FILE = '.agentm/seamc/policies/seamc.yaml';
const META = /[\\^$.|?*+()[\]{}]/;
const NOT_FIELDS = ['flags', 'literals', 'pathWithin'];
const CMD = "(event.args.get('cmd') or '')";
const PATH = "(event.args.get('path') or '').replace('\\\\', '/')";

export interface PolicyRule {
  readonly name: string;
  readonly on: 'tool_call_pre';
  readonly match: { readonly tool: string };
  readonly when: string;
  readonly effect: 'block' | 'notify';
  readonly mode: 'enforce';
  readonly reason: string;
}

const py = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const literalWord = (w: string) => !/[*?]/.test(w) && w.trim() === w && w !== '';

function execWhen(e: NonNullable<Rule['match']['exec']>): string | undefined {
  if (e.program.length !== 1 || !literalWord(e.program[0]!) || !(e.args ?? []).every(literalWord)) return undefined;
  const parts = [`${CMD}.split()[:1] == [${py(e.program[0]!)}]`];
  for (const a of e.args ?? []) parts.push(`${py(a)} in ${CMD}.split()[1:]`);
  if (e.flags?.length) parts.push(`(${e.flags.map((f) => `${py(f)} in ${CMD}.split()`).join(' or ')})`);
  return parts.join(' and ');
}

function pathWhen(glob: string): string | undefined {
  const name = glob.startsWith('**/') ? glob.slice(3) : glob;
  if (name === '' || /[*?[\]{}/]/.test(name)) return undefined;
  return `${PATH}.split('/')[-1] == ${py(name)}`;
}

type Said = { rule: PolicyRule; losses: Loss[] } | { losses: Loss[] };

export function translate(r: Rule): Said {
  const no = (why: string): Said => ({ losses: [{ code: 'SC3112', at: r.at, reason: `AgentM's policy engine ${why}; seamc writes no rule for "${r.id}".` }] });
  if (r.decision === 'allow' || r.decision === 'vouch') return { losses: [] };
  if (r.on !== 'pre_tool') return no(`can stop a call only on tool_call_pre; ${r.on} has no blocking channel there`);
  if (r.decision === 'transform') return no('cannot rewrite a tool input');
  if (r.unless) return no('has no exemptions (`unless`) seamc could keep exact');
  const fields = Object.keys(r.match).filter((k) => !NOT_FIELDS.includes(k));
  if (r.match.flags) return no(`has no regex flags ("${r.match.flags}")`);
  let tool: string;
  let when: string | undefined;
  if (fields.length === 1 && fields[0] === 'command') {
    tool = 'bash';
    const c = r.match.command!;
    when = META.test(c) ? undefined : `${py(c)} in ${CMD}`;
  } else if (fields.length === 1 && fields[0] === 'exec') {
    tool = 'bash';
    when = execWhen(r.match.exec!);
  } else if (fields.length === 1 && fields[0] === 'path' && r.kinds.every((k) => k === 'write')) {
    tool = 'edit|write';
    when = pathWhen(r.source.match['path'] ?? '');
  } else {
    const named = fields.map((f) => (f === 'outsideRepo' ? 'outside_repo' : f)).join(' and ') || 'a rule with no field';
    const why = fields.includes('content') ? ' (the argument that carries written content is not recorded)' : '';
    return no(`matches a tool name and a Python expression without regexes over the tool's arguments; ${named} cannot be said${why}`);
  }
  if (when === undefined) return no('`when` expressions have no regex or glob, and this pattern is not plain literal text');
  const reason = (r.message ?? `blocked by seam rule ${r.id}`).replace(/[{}]/g, '');
  const rule: PolicyRule = { name: r.id, on: 'tool_call_pre', match: { tool }, when, effect: r.decision === 'warn' ? 'notify' : 'block', mode: 'enforce', reason };
  const losses: Loss[] = [{ code: 'SC3113', at: r.at, reason: `written to ${POLICY_FILE} as a ${rule.effect} rule on ${tool} with \`when: ${when}\`: plain substring and word tests on the raw arguments, without seamc's shell parsing (wrappers, quoting, nested commands) or path normalization.` }];
  if (r.decision === 'escalate') losses.push({ code: 'SC3103', at: r.at, reason: "AgentM's escalate effect only puts a warning in front of the model; no human confirms, so seamc writes block (stricter)." });
  return { rule, losses };
}

export function policyRules(model: Model): { rules: PolicyRule[]; losses: Loss[] } {
  const rules: PolicyRule[] = [];
  const losses: Loss[] = [];
  for (const r of model.rules) {
    if (r.builtin) continue;
    const out = translate(r);
    losses.push(...out.losses);
    if ('rule' in out) rules.push(out.rule);
  }
  return { rules, losses };
}
