/**
 * The runtime's own deadline (docs/decisions/hook-runtime.md): a client that kills a slow hook runs the call,
 * so judging runs under node's script timeout, which interrupts even a backtracking regex, and the runtime
 * answers the timeout verdict itself, well inside the client's limit.
 *
 * Each script timeout starts and joins a watchdog thread (about 0.1 ms on a quiet machine, over 1 ms on a loaded
 * one). A hook process judges one call, so it pays that once; an in-process batch (the build's policy tests run
 * every case on every agent) would pay it per call. Inside `withBatchDeadline`, one watchdog bounds the whole
 * batch: a call that never ends is still interrupted (by the batch's), and a call that ends later than its own
 * deadline is answered exactly as if its watchdog had fired (undefined: the timeout verdict).
 */
import { Script } from 'node:vm';

const SLOT = '__seamcJudge';
/** set (a global symbol, so the hook runtime's bundled copy of this module sees it too) while a batch runs */
const BATCH = Symbol.for('seamc.deadline.batch');
let script: Script | undefined;

type Globals = Record<string | symbol, unknown>;

/** `fn()`'s result, or undefined when it ran longer than `ms` milliseconds. Other errors are rethrown. */
export function withDeadline<T>(ms: number, fn: () => T): T | undefined {
  const g = globalThis as unknown as Globals;
  if (g[BATCH] === true) {
    const start = performance.now();
    const out = fn();
    return performance.now() - start > ms ? undefined : out;
  }
  let out: T | undefined;
  g[SLOT] = () => {
    out = fn();
  };
  script ??= new Script(`globalThis.${SLOT}()`);
  try {
    script.runInThisContext({ timeout: Math.max(1, Math.floor(ms)) });
  } catch (e) {
    if ((e as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined;
    throw e;
  } finally {
    delete g[SLOT];
  }
  return out;
}

/**
 * `fn()` (a batch of in-process calls, each judged under `withDeadline`) under one watchdog of `ms` milliseconds;
 * undefined when the batch as a whole ran longer. Nested batches run under the outermost one.
 */
export function withBatchDeadline<T>(ms: number, fn: () => T): T | undefined {
  const g = globalThis as unknown as Globals;
  if (g[BATCH] === true) return fn();
  try {
    return withDeadline(ms, () => {
      g[BATCH] = true;
      return fn();
    });
  } finally {
    // out here, not inside: an interrupt (V8 terminating the script) skips the finally blocks of the code it stops,
    // and a mark left set would take every later call's watchdog away
    delete g[BATCH];
  }
}
