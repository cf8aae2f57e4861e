/**
 * One client session against the fake model for a scenario: the vendor's live driver (vendors/<id>/live.ts) run by
 * compiler/live/session.ts in the scenario's scratch project and HOME, under the scenario's remaining time.
 */
import type { LiveDriver, ScriptedCall } from '../../compiler/backend/types-live.js';
import type { ScriptTrack } from '../../compiler/live/fake-model.js';
import { liveSession, type Session } from '../../compiler/live/session.js';
import type { Ctx } from './harness.js';

export { called, describe, jsonLines, told, type Session } from '../../compiler/live/session.js';

export interface SessionOptions {
  /** stop the client sooner than the scenario's own deadline */
  readonly limitMs?: number;
  /** run this instead of the client (a launcher that runs it) */
  readonly command?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly mcpServers?: readonly string[];
  /** scripts for other conversations (a subagent's), chosen by a marker in their first user message */
  readonly tracks?: readonly ScriptTrack[];
}

export function session(ctx: Ctx, d: LiveDriver, calls: readonly ScriptedCall[], o: SessionOptions = {}): Promise<Session> {
  const timeoutMs = Math.min(ctx.remainingMs(), o.limitMs ?? Number.POSITIVE_INFINITY);
  return liveSession(d, { bin: o.command ?? ctx.client.bin, repo: ctx.repo, home: ctx.home }, {
    calls,
    timeoutMs,
    ...(o.env ? { env: o.env } : {}),
    ...(o.mcpServers ? { mcpServers: o.mcpServers } : {}),
    ...(o.tracks ? { tracks: o.tracks } : {}),
  });
}
