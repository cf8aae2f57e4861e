/**
 * The agent CLIs the live suite runs, pinned: each vendor's live driver (vendors/<id>/live.ts) names its npm package
 * and version. Each installs from npm into a cache folder outside the repository (never as a dependency of seamc);
 * its native binary comes as a per-platform optional package.
 */
import type { LiveClient, LiveDriver } from '../../compiler/backend/types-live.js';
import { liveDrivers } from '../../vendors/index.js';

/** a client's short name: claude, gemini, copilot, codex, opencode */
export type ClientId = string;

export interface ClientSpec extends LiveClient {
  /** the seamc agent whose output this client reads */
  readonly agent: string;
  readonly driver: LiveDriver;
}

export const CLIENTS: readonly ClientSpec[] = liveDrivers.map((d) => ({ ...d.client, agent: d.agent, driver: d }));

export function clientSpec(id: ClientId): ClientSpec {
  const c = CLIENTS.find((x) => x.id === id);
  if (!c) throw new Error(`unknown client ${id}`);
  return c;
}

/** An installed client: where its command is, and the version it reports. */
export interface InstalledClient {
  readonly spec: ClientSpec;
  readonly bin: string;
  readonly version: string;
}

/** Why a client is not available (install failed, or it did not run). */
export interface MissingClient {
  readonly spec: ClientSpec;
  readonly reason: string;
}
