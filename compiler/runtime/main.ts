/**
 * The process entry of a bundled hook runtime: `node <agent>.cjs --agent <id>`, one payload on stdin.
 * Writes the verdict to stdout as UTF-8 bytes and sets the exit code; diagnostics go to stderr.
 */
import type { RuntimeAdapter } from '../contract/adapter.js';
import type { RuntimePolicy } from '../contract/rules.js';
import { dispatch, FAULT, stderrLog } from './dispatch.js';

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
  return typeof p === 'object' && p !== null && Array.isArray((p as RuntimePolicy).rules) && Array.isArray((p as RuntimePolicy).hooks);
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
  if (stdout) {
    try {
      process.stdout.write(Buffer.from(stdout, 'utf8'));
    } catch {
      // nothing sensible is left to do; the exit code still stands
    }
  }
}

export function main(adapter: RuntimeAdapter, policy: RuntimePolicy | null): void {
  process.stderr.on('error', () => {});
  process.stdout.on('error', () => {});
  const fault = configFault(adapter, policy, process.argv.slice(2));
  if (fault !== undefined || policy === null) {
    stderrLog(fault ?? 'seamc: no policy');
    finish(FAULT.stdout, FAULT.exit);
    return;
  }
  const chunks: Buffer[] = [];
  process.stdin.on('data', (c: Buffer | string) => chunks.push(typeof c === 'string' ? Buffer.from(c, 'utf8') : c));
  process.stdin.on('error', () => finish('', 0));
  process.stdin.on('end', () => {
    const result = dispatch(adapter, policy, Buffer.concat(chunks));
    // `seamc hook run` asks for the decision beside the reply bytes; never set by an agent
    if (process.env.SEAM_EXPLAIN === '1') stderrLog(`${EXPLAIN_PREFIX}${JSON.stringify({ event: result.event ?? null, decision: result.decision ?? null })}`);
    if (result.reply.stderr) stderrLog(result.reply.stderr.replace(/\n$/, ''));
    finish(result.reply.stdout, result.reply.exit);
  });
}
