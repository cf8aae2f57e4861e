/**
 * The runtime's own deadline (docs/decisions/hook-runtime.md): a client that kills a slow hook runs the call,
 * so judging runs under node's script timeout, which interrupts even a backtracking regex, and the runtime
 * answers the timeout verdict itself, well inside the client's limit.
 */
import { Script } from 'node:vm';

const SLOT = '__seamcJudge';
let script: Script | undefined;

/** `fn()`'s result, or undefined when it ran longer than `ms` milliseconds. Other errors are rethrown. */
export function withDeadline<T>(ms: number, fn: () => T): T | undefined {
  const g = globalThis as unknown as Record<string, unknown>;
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
