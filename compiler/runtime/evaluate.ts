/**
 * Rule evaluation: which compiled rules match one normalized event, and which decision wins.
 * A rule is tested against the event's actions of the kinds it names (actions.ts); `unless` exempts the action
 * it holds on, not the whole call. Vendor-free; bundled into every hook runtime.
 */
import type { Decision, DecisionVerb } from '../contract/decisions.js';
import { DECISION_PRECEDENCE } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { CompiledMatcher, CompiledRule, RuntimePolicy } from '../contract/rules.js';
import type { Action, Actions } from './actions.js';
import { actionsOf } from './actions.js';
import type { MatchContext } from './match.js';
import { holds } from './match.js';
import { mayMatchExec } from './shell/index.js';
import type { PathContext } from './paths.js';

/** Where the call's paths are resolved and compared; see runtime-context.ts for the process default. */
export interface EvalContext extends PathContext, MatchContext {}

let rankOf: Map<DecisionVerb, number> | undefined;

function rank(verb: DecisionVerb): number {
  if (!rankOf) rankOf = new Map(DECISION_PRECEDENCE.map((v, i) => [v, i]));
  const r = rankOf.get(verb);
  if (r === undefined) throw new TypeError(`unknown decision verb`);
  return r;
}

/** Does `rule` apply to this event at all? Tool classes are judged per action, except for user hooks. */
export function appliesTo(on: string, tools: readonly string[], event: NormalizedEvent): boolean {
  if (on !== event.event) return false;
  if (tools.length === 0) return true;
  const cls = event.toolClass;
  return cls !== undefined && tools.includes(cls);
}

const SHELL_KINDS: readonly string[] = ['line', 'exec', 'write', 'read', 'web'];
const NOT_FIELDS: readonly string[] = ['flags', 'literals', 'pathWithin'];

function namesField(rule: CompiledRule): boolean {
  for (const k of Object.keys(rule.match)) if (!NOT_FIELDS.includes(k)) return true;
  return false;
}

/** A shell call under a rule that would refuse it: only such a rule refuses what it cannot read (a security allow stays silent). */
function refusesShell(rule: CompiledRule, event: NormalizedEvent): boolean {
  return event.toolClass === 'shell' && rule.decision !== 'allow' && rule.decision !== 'vouch' && rule.decision !== 'warn';
}

/** Why a security rule cannot judge this shell call at all: the analyzer could not read it. undefined = it can. */
function blindTo(rule: CompiledRule, event: NormalizedEvent, acts: Actions): string | undefined {
  if (acts.unreadable !== undefined && refusesShell(rule, event) && rule.kinds.some((k) => SHELL_KINDS.includes(k))) return `seamc cannot read this shell command (${acts.unreadable})`;
  return undefined;
}

/**
 * Why a security rule on commands that did not match may still match once the line runs: code the line hides
 * (a program named at run time, a shell fed run-time output), or a command it could match has words known only
 * at run time (`git push "$F"`, `... | xargs git push`). undefined = it cannot.
 */
function unsureOf(rule: CompiledRule, event: NormalizedEvent, acts: Actions, ctx: MatchContext): string | undefined {
  if (!refusesShell(rule, event)) return undefined;
  if (acts.opaque !== undefined && rule.kinds.some((k) => k === 'exec' || k === 'line')) {
    return acts.opaque.startsWith('a line ') ? `seamc cannot read ${acts.opaque}` : `seamc cannot tell which program \`${acts.opaque.slice(0, 80)}\` runs`;
  }
  const target = acts.unknownFile === true ? targetOf(rule.match) : undefined;
  if (target !== undefined) {
    // a file or a fetch whose path or host is unknown, on which the rule's other fields hold
    const rest = withoutTarget(rule.match);
    for (const a of acts.list) {
      if (a.unknown === undefined || !rule.kinds.includes(a.kind) || (a.kind === 'web') !== (target === 'host') || !holds(rest, a, ctx)) continue;
      if (rule.unless !== undefined && holds(rule.unless, a, ctx, true)) continue;
      return unknownTarget(a);
    }
  }
  const form = rule.match.exec;
  if (form === undefined) return undefined;
  for (const a of acts.list) {
    const cmd = a.cmd;
    if (a.kind !== 'exec' || cmd === undefined || (cmd.dynamicArgs === undefined && cmd.dynamicTail !== true)) continue;
    // the rule's other fields hold, its exec form could once the unknown words are known, and no `unless` exempts it;
    // a `command` regex is tested on the words the line shows; a first operand made at run time may be what it seeks
    if (!mayMatchExec(cmd, form)) continue;
    if (!holds(rule.match, a, ctx, false, true) && (rule.match.command === undefined || cmd.dynamicLead !== true || !holds(withoutCommand(rule.match), a, ctx, false, true))) continue;
    if (rule.unless !== undefined && holds(rule.unless, a, ctx, true)) continue;
    const at = cmd.dynamicFlags?.[0] ?? cmd.dynamicArgs?.[0];
    const line = `\`${cmd.text.text.slice(0, 80)}\``;
    return at !== undefined ? `seamc cannot tell what \`${(cmd.argv[at] as string).slice(0, 40)}\` holds in ${line}` : `seamc cannot tell which words xargs adds to ${line}`;
  }
  return undefined;
}

const uncommanded = new WeakMap<CompiledMatcher, CompiledMatcher>();
function withoutCommand(m: CompiledMatcher): CompiledMatcher {
  let r = uncommanded.get(m);
  if (r === undefined) {
    const { command: _c, ...rest } = m;
    uncommanded.set(m, (r = rest));
  }
  return r;
}

/** What a rule places a file or fetch by: its path (`path`, `outside_repo`), its host (`host`, `url`), or neither. */
function targetOf(m: CompiledMatcher): 'path' | 'host' | undefined {
  if (m.path !== undefined || m.outsideRepo !== undefined) return 'path';
  return m.host !== undefined || m.url !== undefined ? 'host' : undefined;
}

const untargeted = new WeakMap<CompiledMatcher, CompiledMatcher>();

/** The matcher without the fields that place a file or fetch: what must still hold when that place is unknown. */
function withoutTarget(m: CompiledMatcher): CompiledMatcher {
  let r = untargeted.get(m);
  if (r === undefined) {
    const { path: _p, outsideRepo: _o, pathWithin: _w, host: _h, url: _u, ...rest } = m;
    untargeted.set(m, (r = rest));
  }
  return r;
}

/** Why an action's unknown path or host is refused. */
function unknownTarget(a: Action): string {
  const u = a.unknown as string;
  if (a.kind === 'web') return u === '…' ? 'seamc cannot tell which hosts a list read at run time names' : `seamc cannot tell which host \`${u.slice(0, 80)}\` names`;
  const reads = a.kind === 'read';
  if (u.includes('…')) return `seamc cannot tell which files \`${a.via ?? ''}\` ${reads ? 'reads' : 'writes'}: they are known only at run time`;
  return `seamc cannot tell which file \`${u.slice(0, 80)}\` names (${reads ? 'read' : 'written'} by \`${a.via ?? ''}\`)`;
}

export function ruleMatchesActions(rule: CompiledRule, acts: readonly Action[], ctx: MatchContext): boolean {
  return matchingAction(rule, acts, ctx) !== undefined;
}

/** The first action the rule matches (and its `unless` does not exempt). */
function matchingAction(rule: CompiledRule, acts: readonly Action[], ctx: MatchContext): Action | undefined {
  for (const a of acts) {
    if (!rule.kinds.includes(a.kind)) continue;
    if (!holds(rule.match, a, ctx)) continue;
    if (rule.unless === undefined || !holds(rule.unless, a, ctx, true)) return a;
  }
  return undefined;
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
export function decisionOf(rule: CompiledRule, event: NormalizedEvent, from?: string): Decision {
  const said = rule.message ?? `${DEFAULT_REASON[rule.decision]} ${rule.id}`;
  // what matched is code in a file the command runs: say which, or the command itself looks innocent
  const where = from === undefined ? '' : from.startsWith('among ') ? `seamc found this ${from}` : from.startsWith('as ') ? `seamc read the command ${from}` : `seamc found this in ${from}, which the command runs`;
  const reason = from === undefined ? said : `${said} (${where})`;
  if (rule.decision === 'transform' && event.toolInput !== undefined) {
    return { verb: 'transform', reason, updatedInput: { ...event.toolInput, ...(rule.update ?? {}) }, ruleId: rule.id };
  }
  return { verb: rule.decision, reason, ruleId: rule.id };
}

function unreadableDecision(rule: CompiledRule, why: string): Decision {
  return { verb: 'deny', reason: `${why}, and security rule ${rule.id} must see it; refused`, ruleId: rule.id };
}

/**
 * The decision for one event: the most restrictive matching rule (DECISION_PRECEDENCE), ties to the first in
 * spec order; no matching rule = a bare allow. A shell command the analyzer cannot read is refused when a
 * security rule reads shell commands; other rules then see only its raw line. `given`: the event's actions, when the
 * caller already has them (dispatch.ts, which selects the rules of a packed policy by them).
 */
export function evaluate(policy: RuntimePolicy, event: NormalizedEvent, ctx: EvalContext, given?: Actions): Decision {
  let best: Decision | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  let acts: Actions | undefined = given;
  for (const rule of policy.rules) {
    if (rule.on !== event.event) continue;
    const r = rank(rule.decision);
    if (r >= bestRank) continue;
    let d: Decision | undefined;
    if (rule.kinds.length === 0) {
      // a rule on an event with no call (stop, session_start...): it names no field, so it fires on the event
      if (!namesField(rule)) d = decisionOf(rule, event);
    }
    else {
      acts ??= actionsOf(event, ctx);
      const blind = rule.intent === 'security' ? blindTo(rule, event, acts) : undefined;
      const hit = blind === undefined ? matchingAction(rule, acts.list, ctx) : undefined;
      if (blind !== undefined) d = unreadableDecision(rule, blind);
      else if (hit !== undefined) d = decisionOf(rule, event, hit.from);
      else if (rule.intent === 'security') {
        const unsure = unsureOf(rule, event, acts, ctx);
        if (unsure !== undefined) d = unreadableDecision(rule, unsure);
      }
    }
    if (d === undefined) continue;
    best = d;
    bestRank = rank(d.verb);
    if (bestRank === 0) break; // nothing beats the first deny
  }
  return best ?? { verb: 'allow' };
}

/** The security rules that could apply to this event: what a timeout or a fault must answer for. */
export function securityAt(policy: RuntimePolicy, event: string): CompiledRule | undefined {
  return policy.rules.find((r) => r.on === event && r.intent === 'security' && (r.decision === 'deny' || r.decision === 'escalate' || r.decision === 'transform'));
}

/** The more restrictive of two decisions; ties keep `a`. */
export function stricter(a: Decision, b: Decision): Decision {
  return rank(b.verb) < rank(a.verb) ? b : a;
}
