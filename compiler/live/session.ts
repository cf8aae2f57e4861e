/**
 * One client session against the fake model, driven by a vendor's live driver (vendors/<id>/live.ts): write the
 * user config the client needs into the scratch HOME, start the fake model with a script, run the client in the
 * scratch project under a hard timeout (inside a jail when one is given, contain.ts), close the model, hand back
 * both sides. Shared by the live suite (tests/live/session.ts) and `seamc test --live` (case.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LiveDriver, LiveRun, ScriptedCall } from '../backend/types-live.js';
import type { Jail } from './contain.js';
import { startFakeModel, type FakeModel, type ScriptTrack } from './fake-model.js';
import { baseEnv, run, type ProcResult } from './proc.js';

export interface Session {
  readonly proc: ProcResult;
  readonly model: FakeModel;
}

/** Where the client runs: its command (or a launcher that runs it), the scratch project and HOME. */
export interface Place {
  readonly bin: string;
  readonly repo: string;
  readonly home: string;
}

export interface LiveSessionOptions {
  readonly calls: readonly ScriptedCall[];
  /** scripts for other conversations (a subagent's), chosen by a marker in their first user message */
  readonly tracks?: readonly ScriptTrack[];
  /** the user's prompt (default `go`) */
  readonly prompt?: string;
  /** project MCP servers the user has approved once */
  readonly mcpServers?: readonly string[];
  readonly timeoutMs: number;
  /** run after the driver's files are written, before the client starts (extra user config) */
  readonly prepare?: (url: string) => void;
  /** run the client inside this jail (the fake model then listens on the jail's socket) */
  readonly jail?: Jail;
  /** variables on top of the driver's (e.g. a PATH that finds the client from a launcher) */
  readonly env?: Readonly<Record<string, string>>;
  readonly input?: string;
}

export function writeFiles(files: readonly { path: string; text: string }[]): void {
  for (const f of files) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.text);
  }
}

export async function liveSession(d: LiveDriver, place: Place, o: LiveSessionOptions): Promise<Session> {
  const model = await startFakeModel({ calls: o.calls, ...(o.tracks ? { tracks: o.tracks } : {}), maxSeconds: Math.ceil(o.timeoutMs / 1000) + 5, maxRequests: 300, ...(o.jail ? { socket: o.jail.socket } : {}) });
  try {
    const r: LiveRun = { repo: place.repo, home: place.home, url: model.url, prompt: o.prompt ?? 'go', calls: o.calls, mcpServers: o.mcpServers ?? [] };
    writeFiles(d.files(r));
    o.prepare?.(model.url);
    const env = baseEnv(place.home, { ...d.env(r), ...o.env });
    const cmd = o.jail ? o.jail.wrap(place.bin, d.args(r)) : { cmd: place.bin, args: d.args(r) };
    const proc = await run(cmd.cmd, cmd.args, { cwd: place.repo, env, timeoutMs: o.timeoutMs, ...(o.input !== undefined ? { input: o.input } : {}) });
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

const count = (body: unknown, text: string): number => JSON.stringify(body ?? null).split(text).length - 1;

/**
 * Did the model get `text` back in the conversation after scripted call `index` (its tool result)? The text must
 * appear more often than in the request the model answered with that call: a rule's message is also in the
 * instructions seamc writes (AGENTS.md lists each rule's message), which the client sends with every request.
 */
export function told(s: Session, index: number, text: string, marker?: string): boolean {
  const asked = s.model.requests.filter((r) => r.track === marker && r.answer.startsWith('call:'))[index];
  const floor = asked === undefined ? 0 : count(asked.body, text);
  return s.model.afterCall(index, marker).some((r) => count(r.body, text) > floor);
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
