/**
 * The verdict of one live case, from what happened (docs/policy-tests.md, "`seamc test --live`"): the call's side
 * effect where one can be seen (a file written or changed, a file's text reaching the model, the MCP stub's marker),
 * the tool result the client sent back to the model (a rule's message, the client's own refusal words), and what
 * the client reports its hook answered, where it reports that. Pure: case.ts gathers the observations.
 */
import type { LiveHookReport } from '../backend/types-live.js';
import type { DecisionVerb } from '../contract/index.js';
import type { ProbeKind } from '../backend/types-probe.js';

/** A rule as the model may be told it: its id, decision and the reason the runtime gives (its message or the default). */
export interface RuleText {
  readonly id: string;
  readonly decision: DecisionVerb;
  readonly reason: string;
}

export interface Observed {
  readonly kind: ProbeKind;
  /** tool calls: the client took the scripted call (the model was asked for it) */
  readonly called: boolean;
  /** mcp: the client offered the call's tool / the stub's other tool to the model */
  readonly offered?: boolean;
  readonly siblingOffered?: boolean;
  /** tool calls: the tool result the model got back for the call; undefined when none came */
  readonly result?: string;
  /** the side effect happened; undefined where none can be seen (shell, web) */
  readonly effect?: boolean;
  /** the effect differs from what was asked (a file holding other text): a rewrite */
  readonly rewritten?: boolean;
  /** prompt: the prompt reached the model */
  readonly promptSeen?: boolean;
  /** stop: the text the model got after it ended its turn (a stop hook's re-prompt), or undefined */
  readonly afterStop?: string;
  /** the client made at least one model request */
  readonly reachedModel: boolean;
  readonly timedOut: boolean;
  readonly exit: number | null;
  /** the client's stdout and stderr */
  readonly output: string;
  /** the client's own account of its pre-tool hooks, where it gives one */
  readonly reports?: readonly LiveHookReport[];
  /**
   * what the generated runtime answers for this call (the in-process probe), where the agent has one: it only tells
   * apart two runs that look alike from outside (a call held for a human's answer, a call still running)
   */
  readonly runtimeVerb?: DecisionVerb;
  /** the rule behind `runtimeVerb`, as the runtime reports it */
  readonly runtimeRule?: string;
}

export interface DriverTraits {
  readonly refusal: RegExp;
  readonly escalate: 'refused' | 'held' | 'degraded';
  /** a block ends the client's run with nothing told to the model (LiveDriver.blockEndsRun) */
  readonly blockEndsRun?: boolean;
}

export interface LiveVerdict {
  /** absent when the run shows neither a refusal nor the call going through (`error` says what it shows) */
  readonly verb?: DecisionVerb;
  /** what was seen, in words */
  readonly why: string;
  readonly ruleId?: string;
  readonly error?: string;
}

const BLOCKING: readonly DecisionVerb[] = ['deny', 'escalate'];
const short = (t: string): string => {
  const one = t.replace(/\s+/g, ' ').trim();
  return one.length > 160 ? `${one.slice(0, 160)}…` : one;
};

/**
 * The first rule whose reason occurs in `text`, as written or JSON-escaped (text from JSON output), longest reasons
 * first so that a reason inside another does not win.
 */
export function ruleIn(text: string, rules: readonly RuleText[], verbs?: readonly DecisionVerb[]): RuleText | undefined {
  const candidates = rules.filter((r) => r.reason.length >= 4 && (verbs === undefined || verbs.includes(r.decision)));
  return [...candidates].sort((a, b) => b.reason.length - a.reason.length).find((r) => text.includes(r.reason) || text.includes(JSON.stringify(r.reason).slice(1, -1)));
}

/** deny or escalate, given the rule the model was told and what the client reported. */
function refusedVerb(rule: RuleText | undefined, report: LiveHookReport | undefined, d: DriverTraits): DecisionVerb {
  if (report?.verb === 'escalate' || report?.verb === 'deny') return report.verb;
  if (rule?.decision === 'escalate') return d.escalate === 'refused' ? 'escalate' : 'deny';
  return 'deny';
}

const byRule = (rule: RuleText | undefined): { ruleId?: string } => (rule ? { ruleId: rule.id } : {});

/** A refusal in `text` (the tool result the model got, or with `printed` the client's own output), if any. */
function refusal(where: string, text: string, rules: readonly RuleText[], o: Observed, d: DriverTraits, printed = false): LiveVerdict | undefined {
  const rule = ruleIn(text, rules, BLOCKING);
  const report = o.reports?.find((r) => BLOCKING.includes(r.verb));
  if (!rule && !report && !d.refusal.test(text)) return undefined;
  const verb = refusedVerb(rule, report, d);
  const said = rule ? `${printed ? 'the client printed' : 'the model was told'} rule ${rule.id}'s message` : report ? `the client reports its hook answered ${report.verb}` : `the client's refusal: "${short(text.match(d.refusal)?.[0] ?? '')}"`;
  return { verb, why: `${where}; ${said}${verb === 'deny' && rule?.decision === 'escalate' ? ' (the client has no ask: the runtime denies, SC3103)' : ''}`, ...byRule(rule) };
}

/** A call that went through: allow, or what the client reports (a rewrite, a vouch) or the model was told (a warning). */
function through(where: string, o: Observed, rules: readonly RuleText[]): LiveVerdict {
  const reported = o.reports?.find((r) => r.verb === 'transform' || r.verb === 'vouch');
  if (o.rewritten || reported?.verb === 'transform') return { verb: 'transform', why: `${where}, rewritten${o.rewritten ? ' (the file holds other text than the call asked for)' : ' (the client reports the hook replaced the input)'}` };
  const warned = ruleIn(o.result ?? '', rules, ['warn']);
  if (warned) return { verb: 'warn', why: `${where}; the model was told rule ${warned.id}'s warning`, ruleId: warned.id };
  if (reported?.verb === 'vouch') return { verb: 'vouch', why: `${where}; the client reports the hook approved it` };
  return { verb: 'allow', why: where };
}

function toolCall(o: Observed, rules: readonly RuleText[], d: DriverTraits): LiveVerdict {
  if (!o.called) {
    if (o.kind === 'mcp' && o.siblingOffered && !o.offered) return { verb: 'deny', why: 'the client withheld the tool from the model (its own permission settings) while offering the server\'s other tool' };
    return { why: '', error: o.reachedModel ? 'the client never offered the tool, so the call was not made' : `the client never reached the model (exit ${o.timedOut ? 'timeout' : String(o.exit)})` };
  }
  if (o.result === undefined) {
    if (o.effect === true) return through('the call ran (the client sent no tool result)', o, rules);
    const r = refusal('no tool result came back', o.output, rules, o, d, true);
    if (r) return r;
    const end = o.timedOut ? 'was killed' : `ended (exit ${String(o.exit)})`;
    if (d.blockEndsRun === true && !o.timedOut && o.exit === 0) {
      // the client says nothing of why: the generated runtime's own answer names the rule, when it blocks
      const rule = o.runtimeVerb !== undefined && BLOCKING.includes(o.runtimeVerb) ? o.runtimeRule : undefined;
      const answer = o.runtimeVerb !== undefined ? `; the generated runtime answers ${o.runtimeVerb}${rule !== undefined ? ` by rule ${rule}` : ''} for it` : '';
      return { verb: 'deny', why: `the client ended the run at the call without running it or sending a result (a block ends its run${answer})`, ...(rule !== undefined ? { ruleId: rule } : {}) };
    }
    if (d.escalate === 'held' && o.runtimeVerb === 'escalate')
      return { verb: 'escalate', why: `the client held the call for a human's confirmation: it ${end} without running it or sending a result (the generated runtime answers escalate for this call)` };
    const passed = o.reports?.find((x) => !BLOCKING.includes(x.verb));
    if (o.timedOut && passed) return through(`the client reports its hook answered ${passed.verb} and the call was still running when the client was killed`, o, rules);
    return { why: '', error: `the client took the call but ${end} without sending a result${o.runtimeVerb !== undefined ? ` (the generated runtime answers ${o.runtimeVerb} for it)` : ''}` };
  }
  if (o.effect === true) return through('the call ran (its effect is there)', o, rules);
  const r = refusal(o.effect === false ? 'the call did not run (no effect)' : 'the tool result is a refusal', o.result, rules, o, d);
  if (r) return r;
  if (o.effect === false) return { why: '', error: `the call neither ran nor was refused; the model got: ${short(o.result)}` };
  return through(`the call ran (tool result: ${short(o.result) || 'empty'})`, o, rules);
}

export function judge(o: Observed, rules: readonly RuleText[], d: DriverTraits): LiveVerdict {
  if (o.kind === 'prompt') {
    if (o.promptSeen) return { verb: 'allow', why: 'the prompt reached the model' };
    const r = refusal('the prompt never reached the model', o.output, rules, o, d, true);
    if (r) return r;
    return { why: '', error: `the prompt never reached the model and the client said nothing of a refusal (exit ${o.timedOut ? 'timeout' : String(o.exit)})` };
  }
  if (o.kind === 'stop') {
    if (!o.reachedModel) return { why: '', error: 'the client never reached the model' };
    if (o.afterStop !== undefined) {
      const rule = ruleIn(o.afterStop, rules, BLOCKING);
      if (rule) return { verb: 'deny', why: `the model was sent back to work with rule ${rule.id}'s message after it stopped`, ruleId: rule.id };
    }
    return o.timedOut ? { why: '', error: 'the run did not end by itself' } : { verb: 'allow', why: 'the run ended when the model stopped' };
  }
  return toolCall(o, rules, d);
}
