/**
 * One client session against the fake model, shared by the per-client scenario files: start the fake model
 * with a script, run the client under the scenario's remaining time, close the model, hand back both sides.
 */
import { startFakeModel, type FakeModel, type ScriptedCall } from './fake-model.js';
import type { Ctx } from './harness.js';
import { run, type ProcResult } from './proc.js';

export interface Session {
  readonly proc: ProcResult;
  readonly model: FakeModel;
}

export interface SessionOptions {
  readonly calls: readonly ScriptedCall[];
  readonly args: (url: string) => readonly string[];
  readonly env: (url: string) => NodeJS.ProcessEnv;
  readonly input?: string;
  /** run before the client starts, once the fake model's URL is known (user config files) */
  readonly prepare?: (url: string) => void;
  /** stop the client sooner than the scenario's own deadline */
  readonly limitMs?: number;
}

export async function session(ctx: Ctx, o: SessionOptions): Promise<Session> {
  const budget = Math.min(ctx.remainingMs(), o.limitMs ?? Number.POSITIVE_INFINITY);
  const model = await startFakeModel({ calls: o.calls, maxSeconds: Math.ceil(budget / 1000) + 5, maxRequests: 300 });
  try {
    o.prepare?.(model.url);
    const proc = await run(ctx.client.bin, o.args(model.url), { cwd: ctx.repo, env: o.env(model.url), timeoutMs: budget, ...(o.input !== undefined ? { input: o.input } : {}) });
    return { proc, model };
  } finally {
    await model.close();
  }
}

/** A short account of a session for a failure reason: exit, timing, what the model was asked and answered. */
export function describe(s: Session): string {
  const p = s.proc;
  const answers = s.model.requests.map((r) => r.answer).join(',') || 'no requests';
  const err = p.stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 300);
  return `exit ${p.timedOut ? 'timeout' : String(p.code)} after ${(p.ms / 1000).toFixed(1)}s; model answered [${answers}]${err ? `; stderr: ${err}` : ''}`;
}

/** Did the model get `text` back in the conversation after scripted call `index` (its tool result)? */
export function told(s: Session, index: number, text: string): boolean {
  return s.model.afterCall(index).some((r) => JSON.stringify(r.body ?? null).includes(text));
}

/** Did the client actually take scripted call `index` (the model was asked for it)? */
export function called(s: Session, index: number): boolean {
  return s.model.requests.filter((r) => r.answer.startsWith('call:')).length > index;
}

/** stream-json / JSON-lines output, the lines that parse. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text.split('\n').flatMap((l) => {
    const t = l.trim();
    if (!t.startsWith('{')) return [];
    try {
      return [JSON.parse(t) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
