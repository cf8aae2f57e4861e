/**
 * Rule evaluation: which compiled rules match one normalized event, and which decision wins.
 * Vendor-free; bundled into every hook runtime. Regexes are compiled once per process, on first use.
 */
import type { Decision, DecisionVerb } from '../contract/decisions.js';
import { DECISION_PRECEDENCE } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { CompiledMatcher, CompiledRule, RuntimePolicy } from '../contract/rules.js';
import { requiredLiteral } from './literal.js';

type MatchField = 'command' | 'path' | 'content' | 'prompt';
const MATCH_FIELDS: readonly MatchField[] = ['command', 'path', 'content', 'prompt'];

interface FieldTest {
  readonly field: MatchField;
  readonly source: string;
  readonly flags: string;
  /** built on first use: most rules are ruled out by their literal before their regex is ever needed */
  re: RegExp | undefined;
  /** a substring every match contains (lower-cased when `ci`); checked before the regex runs */
  readonly literal: string | undefined;
  readonly ci: boolean;
}

interface PreparedRule {
  readonly match: readonly FieldTest[];
  /** null = no exemption */
  readonly unless: readonly FieldTest[] | null;
  readonly rank: number;
}

const prepared = new WeakMap<CompiledRule, PreparedRule>();
let rankOf: Map<DecisionVerb, number> | undefined;

function rank(verb: DecisionVerb): number {
  if (!rankOf) rankOf = new Map(DECISION_PRECEDENCE.map((v, i) => [v, i]));
  const r = rankOf.get(verb);
  if (r === undefined) throw new TypeError(`unknown decision verb`);
  return r;
}

function compileMatcher(m: CompiledMatcher): FieldTest[] {
  // `g` and `y` make RegExp#test stateful; a matcher is a pure predicate
  const flags = (m.flags ?? '').replace(/[gy]/g, '');
  const tests: FieldTest[] = [];
  for (const field of MATCH_FIELDS) {
    const src = m[field];
    if (src !== undefined) tests.push({ field, source: src, flags, re: undefined, literal: requiredLiteral(src, flags), ci: flags.includes('i') });
  }
  return tests;
}

function prepare(rule: CompiledRule): PreparedRule {
  let p = prepared.get(rule);
  if (!p) {
    const unless = rule.unless ? compileMatcher(rule.unless) : [];
    p = { match: compileMatcher(rule.match), unless: unless.length > 0 ? unless : null, rank: rank(rule.decision) };
    prepared.set(rule, p);
  }
  return p;
}

/** every given field is present on the event and matches */
function allMatch(tests: readonly FieldTest[], event: NormalizedEvent): boolean {
  for (const t of tests) {
    const value = event[t.field];
    if (value === undefined) return false;
    if (t.literal !== undefined && !(t.ci ? value.toLowerCase() : value).includes(t.literal)) return false;
    if (!(t.re ??= new RegExp(t.source, t.flags)).test(value)) return false;
  }
  return true;
}

/** Does `rule` apply to this event at all (event and tool class)? Shared with the user-hook pass-through. */
export function appliesTo(on: string, tools: readonly string[], event: NormalizedEvent): boolean {
  if (on !== event.event) return false;
  if (tools.length === 0) return true;
  const cls = event.toolClass;
  return cls !== undefined && tools.includes(cls);
}

/** False when a field's build-time literal is absent from the event: the rule cannot match (no regex needed). */
function literalsPresent(m: CompiledMatcher, event: NormalizedEvent): boolean {
  const lits = m.literals;
  if (lits === undefined) return true;
  const ci = m.flags !== undefined && m.flags.includes('i');
  for (const field of MATCH_FIELDS) {
    const lit = lits[field];
    if (lit === undefined) continue;
    const value = event[field];
    if (value === undefined || !(ci ? value.toLowerCase() : value).includes(lit)) return false;
  }
  return true;
}

export function ruleMatches(rule: CompiledRule, event: NormalizedEvent): boolean {
  if (!appliesTo(rule.on, rule.tools, event)) return false;
  if (!literalsPresent(rule.match, event)) return false;
  const p = prepare(rule);
  if (!allMatch(p.match, event)) return false;
  return p.unless === null || !allMatch(p.unless, event);
}

const DEFAULT_REASON: Readonly<Record<DecisionVerb, string>> = {
  allow: 'allowed by seam rule',
  deny: 'blocked by seam rule',
  escalate: 'confirmation required by seam rule',
  transform: 'input rewritten by seam rule',
  warn: 'flagged by seam rule',
  vouch: 'approved by seam rule',
};

/** The decision a single matching rule produces. */
export function decisionOf(rule: CompiledRule, event: NormalizedEvent): Decision {
  const reason = rule.message ?? `${DEFAULT_REASON[rule.decision]} ${rule.id}`;
  if (rule.decision === 'transform' && event.toolInput !== undefined) {
    return { verb: 'transform', reason, updatedInput: { ...event.toolInput, ...(rule.update ?? {}) }, ruleId: rule.id };
  }
  return { verb: rule.decision, reason, ruleId: rule.id };
}

/**
 * The decision for one event: the most restrictive matching rule (DECISION_PRECEDENCE), ties to the
 * first in spec order; no matching rule = a bare allow. Linear in the number of rules.
 */
export function evaluate(policy: RuntimePolicy, event: NormalizedEvent): Decision {
  let best: CompiledRule | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const rule of policy.rules) {
    if (!ruleMatches(rule, event)) continue;
    const r = prepare(rule).rank;
    if (r < bestRank) {
      best = rule;
      bestRank = r;
      if (r === 0) break; // nothing beats the first deny
    }
  }
  return best ? decisionOf(best, event) : { verb: 'allow' };
}

/** The more restrictive of two decisions; ties keep `a`. */
export function stricter(a: Decision, b: Decision): Decision {
  return rank(b.verb) < rank(a.verb) ? b : a;
}
