/**
 * The dispatcher (hooks.md §1.4–1.5): payload bytes -> adapter.parse -> policy -> stage-1 degradation ->
 * adapter.render. Vendor-free. Fail-open where the input is not ours, fail-closed where we cannot judge.
 */
import type { RuntimeAdapter } from '../contract/adapter.js';
import type { Decision, Reply } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { RuntimePolicy } from '../contract/rules.js';
import type { ContextOptions } from './context.js';
import { evalContext } from './context.js';
import { actionsOf } from './actions.js';
import { withDeadline } from './deadline.js';
import type { EvalContext } from './evaluate.js';
import { evaluate, securityAt, stricter } from './evaluate.js';
import { PackedPolicy } from './packed.js';
import { asShellGuess, mcpShellGuess } from './unknown-tool.js';
import { writeAll } from './stdio.js';
import type { Log } from './user-hooks.js';
import { runUserHooks } from './user-hooks.js';

export interface DispatchResult {
  readonly reply: Reply;
  /** the parsed event, also for `unknown` (so a caller can log it) */
  readonly event?: NormalizedEvent;
  /** the decision as rendered (after stage-1 degradation) */
  readonly decision?: Decision;
}

export interface DispatchOptions {
  /** diagnostics sink (default: stderr, errors swallowed) */
  readonly log?: Log;
  /** where paths resolve (default: the running hook's repository, the payload's cwd) */
  readonly context?: ContextOptions;
}

/** Milliseconds a call may take to judge when the policy names no deadline: well inside every client's hook timeout. */
export const DEFAULT_DEADLINE_MS = 1500;

export const SILENCE: Reply = { stdout: '', exit: 0 };
/** exit code for a fault after decoding: blocking on every host that has one, and nothing on stdout */
export const FAULT: Reply = { stdout: '', exit: 2 };

export const TRANSFORM_DEFAULT_REASON = 'the tool input needs modification before it can run';

/** One line on stderr; a closed or broken stderr must not change the verdict (writeAll swallows its errors). */
export function stderrLog(message: string): void {
  writeAll(2, `${message}\n`);
}

/** Bytes -> text: UTF-8, invalid bytes replaced, a leading BOM dropped. */
export function decodeInput(input: Buffer | Uint8Array | string): string {
  const text = typeof input === 'string' ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function errorClass(e: unknown): string {
  if (e instanceof Error) return e.name || e.constructor.name || 'Error';
  return e === null ? 'null' : typeof e;
}

function describe(e: unknown): string {
  return e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
}

/** Stage 1 (hooks.md §1.5): reduce a verb the (vendor, event) cell cannot carry, keeping the original. */
export function degrade(adapter: RuntimeAdapter, event: NormalizedEvent, d: Decision, log: Log): Decision {
  switch (d.verb) {
    case 'transform':
      if (adapter.canTransform(event)) return d;
      return withVerb(d, 'escalate', d.reason ?? TRANSFORM_DEFAULT_REASON);
    case 'vouch':
      return adapter.canVouch(event) ? d : withVerb(d, 'allow', d.reason);
    case 'warn':
      log(`seamc: warning${d.ruleId ? ` (${d.ruleId})` : ''}: ${d.reason ?? 'flagged by policy'}`);
      return withVerb(d, 'allow', d.reason);
    default:
      return d;
  }
}

function withVerb(d: Decision, verb: Decision['verb'], reason: string | undefined): Decision {
  return {
    verb,
    ...(reason !== undefined ? { reason } : {}),
    degradedFrom: d.degradedFrom ?? d.verb,
    ...(d.ruleId !== undefined ? { ruleId: d.ruleId } : {}),
  };
}

/** The rules' decision. A packed policy first selects the rules that could match (packed.ts): same verdict, fewer rules. */
export function rulesDecision(policy: RuntimePolicy, event: NormalizedEvent, ctx: EvalContext): Decision {
  const e = asShellGuess(event);
  const d = judgedBy(policy, e, ctx);
  if (e !== event) return guessed(d, e);
  // an MCP tool whose input carries a command (a shell server's run_command): judged as a shell call too
  const s = mcpShellGuess(event);
  return s === undefined ? d : stricter(d, guessed(judgedBy(policy, s, ctx), s));
}

/** The decision on a guessed shell call (unknown-tool.ts): nothing granted beyond what the client would do itself. */
function guessed(d: Decision, e: NormalizedEvent): Decision {
  if (d.verb === 'vouch') return withVerb(d, 'allow', d.reason);
  if (d.verb === 'transform') return withVerb(d, 'escalate', `${d.reason ?? 'the command needs a rewrite'} (seamc does not rewrite the input of ${e.tool ?? 'this tool'}, a tool it does not know)`);
  return d;
}

function judgedBy(policy: RuntimePolicy, event: NormalizedEvent, ctx: EvalContext): Decision {
  if (!(policy instanceof PackedPolicy)) return evaluate(policy, event, ctx);
  const { rules, acts } = policy.select(event, () => actionsOf(event, ctx));
  return evaluate({ rules, hooks: policy.hooks }, event, ctx, acts);
}

function judge(policy: RuntimePolicy, event: NormalizedEvent, log: Log, options: DispatchOptions): Decision {
  const deadline = policy.deadlineMs ?? DEFAULT_DEADLINE_MS;
  try {
    const ctx = evalContext(event, options.context);
    const fromRules = withDeadline(deadline, () => rulesDecision(policy, event, ctx));
    if (fromRules === undefined) return timedOut(policy, event, deadline, log);
    const fromHooks = policy.hooks.length > 0 ? runUserHooks(policy.hooks, event, log) : undefined;
    return fromHooks ? stricter(fromRules, fromHooks) : fromRules;
  } catch (e) {
    log(`seamc: policy evaluation failed, refusing: ${describe(e)}`);
    return { verb: 'deny', reason: `seamc could not evaluate its policy (${errorClass(e)}); refused to be safe` };
  }
}

/** The runtime's own deadline passed: a security rule that could apply makes it a deny; otherwise the call runs, said on stderr. */
function timedOut(policy: RuntimePolicy, event: NormalizedEvent, deadline: number, log: Log): Decision {
  const rule = policy instanceof PackedPolicy ? policy.securityAt(event.event) : securityAt(policy, event.event);
  if (rule) {
    log(`seamc: judging this call took longer than ${deadline} ms; refused because security rule ${rule.id} applies here`);
    return { verb: 'deny', reason: `seamc could not judge this call within ${deadline} ms; refused because security rule ${rule.id} applies`, ruleId: rule.id };
  }
  log(`seamc: judging this call took longer than ${deadline} ms; no security rule applies, so it is allowed`);
  return { verb: 'allow' };
}

/** A payload this runtime cannot place at all: refused when a security rule could apply to some call, said on stderr otherwise. */
function unplaceable(adapter: RuntimeAdapter, policy: RuntimePolicy, why: string, log: Log): DispatchResult {
  const security = policy instanceof PackedPolicy ? policy.firstSecurity() : policy.rules.find((r) => r.intent === 'security');
  if (security) {
    log(`seamc: ${adapter.agent} runtime cannot read this payload (${why}); refused because security rule ${security.id} is in force`);
    return { reply: adapter.fault ?? FAULT };
  }
  log(`seamc: ${adapter.agent} runtime cannot read this payload (${why}); no verdict (no security rule is in force)`);
  return { reply: SILENCE };
}

/** In-process entry: an already-decoded JSON value. Used by `dispatch`, by tests and by `seamc hook run`. */
export function decide(adapter: RuntimeAdapter, policy: RuntimePolicy, payload: unknown, options: DispatchOptions = {}): DispatchResult {
  const log = options.log ?? stderrLog;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return unplaceable(adapter, policy, `a JSON ${payload === null ? 'null' : Array.isArray(payload) ? 'array' : typeof payload}, not an object`, log);
  let event: NormalizedEvent | null;
  try {
    event = adapter.parse(payload);
  } catch (e) {
    log(`seamc: ${adapter.agent} adapter failed to parse the payload: ${describe(e)}`);
    return { reply: adapter.fault ?? FAULT };
  }
  if (event === null) {
    const foreign = adapter.foreign?.(payload);
    if (foreign !== undefined) {
      log(`seamc: this payload is ${foreign}, not ${adapter.agent}'s; ${adapter.agent}'s runtime gives no verdict`);
      return { reply: SILENCE };
    }
    return unplaceable(adapter, policy, 'no event this runtime knows', log);
  }
  if (event.event === 'unknown') return { reply: SILENCE, event };
  let decision: Decision;
  try {
    decision = degrade(adapter, event, judge(policy, event, log, options), log);
  } catch (e) {
    log(`seamc: degradation failed, refusing: ${describe(e)}`);
    decision = { verb: 'deny', reason: `seamc could not evaluate its policy (${errorClass(e)}); refused to be safe` };
  }
  try {
    const reply = adapter.render(decision, event);
    if (typeof reply.stdout !== 'string' || !Number.isInteger(reply.exit)) throw new TypeError('render returned a malformed reply');
    return { reply, event, decision };
  } catch (e) {
    log(`seamc: ${adapter.agent} adapter failed to render a ${decision.verb}: ${describe(e)}`);
    return { reply: adapter.fault ?? FAULT, event, decision };
  }
}

/** The runtime contract: one payload's bytes in, the exact reply out (hooks.md §1.4). */
export function dispatch(adapter: RuntimeAdapter, policy: RuntimePolicy, input: Buffer | Uint8Array | string, options: DispatchOptions = {}): DispatchResult {
  let payload: unknown;
  const text = decodeInput(input);
  try {
    payload = JSON.parse(text);
  } catch (e) {
    const why = text.trim() === '' ? 'empty input' : `not one JSON value: ${e instanceof Error ? e.message : String(e)}`;
    return unplaceable(adapter, policy, why, options.log ?? stderrLog);
  }
  return decide(adapter, policy, payload, options);
}
