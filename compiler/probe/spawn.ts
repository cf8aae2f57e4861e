/**
 * The spawning path: one hook command line run as a client runs it (`/bin/sh -c`, from the project folder, the
 * client's variables, the payload on stdin), and a small pool that keeps a few of them running at once.
 */
import { spawn } from 'node:child_process';
import type { ProbeReply } from '../backend/types-probe.js';
import type { DecisionVerb } from '../contract/index.js';
import { EXPLAIN_PREFIX } from '../runtime/main.js';

export interface HookRun {
  readonly reply: ProbeReply;
  /** the runtime's decision and deciding rule, from its `seam-explain:` line */
  readonly decision?: { readonly verb: DecisionVerb; readonly ruleId?: string };
}

/** The environment a hook gets: ours, minus seamc's own switches, plus the client's variables and SEAM_EXPLAIN=1. */
function hookEnv(client: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('SEAM_')) env[k] = v;
  return { ...env, ...client, SEAM_EXPLAIN: '1' };
}

/** The explain line's decision, and stderr without that line. */
function explained(stderr: string): { stderr: string; decision?: HookRun['decision'] } {
  let decision: HookRun['decision'];
  const rest: string[] = [];
  for (const line of stderr.split('\n')) {
    if (!line.startsWith(EXPLAIN_PREFIX)) {
      if (line !== '') rest.push(line);
      continue;
    }
    try {
      const d = (JSON.parse(line.slice(EXPLAIN_PREFIX.length)) as { decision?: { verb?: unknown; ruleId?: unknown } | null }).decision;
      if (typeof d?.verb === 'string') decision = { verb: d.verb as DecisionVerb, ...(typeof d.ruleId === 'string' ? { ruleId: d.ruleId } : {}) };
    } catch {
      // a malformed explain line names no rule
    }
  }
  return { stderr: rest.join('\n'), ...(decision !== undefined ? { decision } : {}) };
}

/** Run `command` under `/bin/sh -c` in `cwd` with `input` on stdin. */
export function runHook(command: string, input: string, cwd: string, client: Readonly<Record<string, string>>, timeoutMs: number): Promise<HookRun> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env: hookEnv(client), stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.stdin.on('error', () => {}); // a hook that exits before reading its payload
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ reply: { stdout: '', exit: null, stderr: `seamc: cannot run /bin/sh: ${e.message}` } });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const e = explained(Buffer.concat(err).toString('utf8'));
      resolve({ reply: { stdout: Buffer.concat(out).toString('utf8'), exit: code, stderr: e.stderr }, ...(e.decision !== undefined ? { decision: e.decision } : {}) });
    });
    child.stdin.end(input);
  });
}

/** Every task's result in order, at most `width` running at once. */
export async function inPool<T>(tasks: readonly (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, tasks.length)) }, worker));
  return results;
}
