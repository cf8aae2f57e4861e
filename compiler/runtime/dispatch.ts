/**
 * The dispatcher (hooks.md §1.4–1.5): payload bytes -> adapter.parse -> policy -> stage-1 degradation ->
 * adapter.render. Vendor-free. Fail-open where the input is not ours, fail-closed where we cannot judge.
 */
import type { RuntimeAdapter } from '../contract/adapter.js';
import type { Decision, Reply } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { RuntimePolicy } from '../contract/rules.js';
import { evaluate, stricter } from './evaluate.js';
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
}

export const SILENCE: Reply = { stdout: '', exit: 0 };
/** exit code for a fault after decoding: blocking on every host that has one, and nothing on stdout */
export const FAULT: Reply = { stdout: '', exit: 2 };

export const TRANSFORM_DEFAULT_REASON = 'the tool input needs modification before it can run';

export function stderrLog(message: string): void {
  try {
    process.stderr.write(`${message}\n`);
  } catch {
    // a closed or broken stderr must not change the verdict
  }
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

function judge(policy: RuntimePolicy, event: NormalizedEvent, log: Log): Decision {
  try {
    const fromRules = evaluate(policy, event);
    const fromHooks = policy.hooks.length > 0 ? runUserHooks(policy.hooks, event, log) : undefined;
    return fromHooks ? stricter(fromRules, fromHooks) : fromRules;
  } catch (e) {
    log(`seamc: policy evaluation failed, refusing: ${describe(e)}`);
    return { verb: 'deny', reason: `seamc could not evaluate its policy (${errorClass(e)}); refused to be safe` };
  }
}

/** In-process entry: an already-decoded JSON value. Used by `dispatch`, by tests and by `seamc hook run`. */
export function decide(adapter: RuntimeAdapter, policy: RuntimePolicy, payload: unknown, options: DispatchOptions = {}): DispatchResult {
  const log = options.log ?? stderrLog;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return { reply: SILENCE };
  let event: NormalizedEvent | null;
  try {
    event = adapter.parse(payload);
  } catch (e) {
    log(`seamc: ${adapter.agent} adapter failed to parse the payload: ${describe(e)}`);
    return { reply: FAULT };
  }
  if (event === null) return { reply: SILENCE };
  if (event.event === 'unknown') return { reply: SILENCE, event };
  let decision: Decision;
  try {
    decision = degrade(adapter, event, judge(policy, event, log), log);
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
    return { reply: FAULT, event, decision };
  }
}

/** The runtime contract: one payload's bytes in, the exact reply out (hooks.md §1.4). */
export function dispatch(adapter: RuntimeAdapter, policy: RuntimePolicy, input: Buffer | Uint8Array | string, options: DispatchOptions = {}): DispatchResult {
  let payload: unknown;
  try {
    payload = JSON.parse(decodeInput(input));
  } catch {
    return { reply: SILENCE };
  }
  return decide(adapter, policy, payload, options);
}
