/**
 * The process entry of a bundled hook runtime: `node <agent>.cjs --agent <id>`, one payload on stdin.
 * Writes the verdict to stdout as UTF-8 bytes and sets the exit code; diagnostics go to stderr. All of it
 * through plain descriptor reads and writes (stdio.ts): node's stream modules never load.
 */
import type { RuntimeAdapter } from '../contract/adapter.js';
import type { RuntimePolicy } from '../contract/rules.js';
import { dispatch, FAULT, stderrLog } from './dispatch.js';
import { PackedPolicy, type PackSource } from './packed.js';
import { readAll, writeAll } from './stdio.js';
import { warmUp } from './warm.js';

/** Prefix of the one stderr line that carries the decision when SEAM_EXPLAIN=1. */
export const EXPLAIN_PREFIX = 'seam-explain: ';

/** The value of `--agent <id>` / `--agent=<id>`, undefined when absent. */
export function agentArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--agent') return argv[i + 1] ?? '';
    if (a.startsWith('--agent=')) return a.slice('--agent='.length);
  }
  return undefined;
}

function isPolicy(p: unknown): p is RuntimePolicy {
  if (p instanceof PackedPolicy) return true;
  return typeof p === 'object' && p !== null && Array.isArray((p as RuntimePolicy).rules) && Array.isArray((p as RuntimePolicy).hooks);
}

/** A reader over packed text (the entry's, compiler/bundle/entry.ts), not a policy object. */
export function isPackSource(p: unknown): p is PackSource {
  return typeof p === 'object' && p !== null && typeof (p as PackSource).slice === 'function' && typeof (p as PackSource).length === 'number';
}

/** The policy a bundle carries: packed text or a reader over it (read lazily, packed.ts), an object (tests), or null when never injected. */
function readPolicy(policy: RuntimePolicy | PackSource | string | null): { policy: RuntimePolicy | null; fault?: string } {
  if (typeof policy !== 'string' && !isPackSource(policy)) return { policy };
  try {
    return { policy: new PackedPolicy(policy) };
  } catch (e) {
    return { policy: null, fault: `seamc: this hook runtime's policy is unreadable (${e instanceof Error ? e.message : String(e)}); rebuild it with seamc build` };
  }
}

/** A configuration fault found before reading the payload, or undefined when the runtime can serve. */
export function configFault(adapter: RuntimeAdapter, policy: unknown, argv: readonly string[]): string | undefined {
  const agent = agentArgument(argv);
  if (agent !== undefined && agent !== adapter.agent) {
    return `seamc: this hook runtime serves ${adapter.agent} but was invoked with --agent ${agent || '(empty)'}; fix the hook command`;
  }
  if (!isPolicy(policy)) return 'seamc: this hook runtime carries no policy (not produced by `seamc build`?)';
  return undefined;
}

function finish(stdout: string, exit: number): void {
  process.exitCode = exit;
  if (stdout) writeAll(1, stdout);
}

/**
 * `save`: given by the loader of a bundled runtime when it had no usable code cache (compiler/bundle/layout.ts);
 * called once the verdict is out, with the warm-up that makes the cache cover the paths other calls take.
 */
export function main(adapter: RuntimeAdapter, given: RuntimePolicy | PackSource | string | null, save?: (warm: () => void) => void): void {
  const read = readPolicy(given);
  const policy = read.policy;
  const fault = read.fault ?? configFault(adapter, policy, process.argv.slice(2));
  if (fault !== undefined || policy === null) {
    stderrLog(fault ?? 'seamc: no policy');
    const reply = adapter.fault ?? FAULT;
    finish(reply.stdout, reply.exit);
    return;
  }
  const input = readAll(0);
  if (input === undefined) {
    finish('', 0);
    return;
  }
  const result = dispatch(adapter, policy, input);
  // `seamc hook run` asks for the decision beside the reply bytes; never set by an agent
  if (process.env.SEAM_EXPLAIN === '1') stderrLog(`${EXPLAIN_PREFIX}${JSON.stringify({ event: result.event ?? null, decision: result.decision ?? null })}`);
  if (result.reply.stderr) stderrLog(result.reply.stderr.replace(/\n$/, ''));
  finish(result.reply.stdout, result.reply.exit);
  save?.(() => warmUp(adapter));
}
