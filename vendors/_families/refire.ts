/**
 * Re-fire caps for gates that re-prompt the agent after a block (a Stop deny makes the agent keep working, then
 * stop again). `key`: the payload says the block already happened for this stop (silence). `cap`: the client's flag
 * is not reliable (Gemini CLI sends `stop_hook_active: false` again after a tool round trip), so the runtime counts
 * consecutive blocks per session in a small state file and lets the stop through once `cap` blocks were spoken; an
 * allowed stop resets the count. Shared by the hook families; node built-ins only.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RefireGuard {
  /** payload key that is true when this stop follows a block */
  readonly key?: string;
  /** wire events the guard applies to */
  readonly gates: readonly string[];
  /** consecutive blocks per session after which the stop is let through */
  readonly cap?: number;
}

/** FNV-1a, twice with different seeds: a file name for the session without loading node:crypto in every hook run. */
function fnv(s: string, h: number): string {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

function stateFile(agent: string, session: string): string {
  return join(tmpdir(), 'seamc-refire', `${agent}-${fnv(session, 2166136261)}${fnv(session, 0x811c9dc5 ^ 0x5bd1e995)}`);
}

function read(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10) || 0;
  } catch {
    return 0;
  }
}

/**
 * true when the guard turns this reply into silence. `blocking`: the reply would refuse. Counts only with a
 * `cap` and a session id; a state file that cannot be written never blocks a stop twice in a row by accident
 * (the count is then 0 every time, so the cap cannot help, and the client's own cap applies).
 */
export function refireCapped(g: RefireGuard | undefined, agent: string, wire: string, raw: unknown, session: string | undefined, blocking: boolean): boolean {
  if (!g || !g.gates.includes(wire)) return false;
  if (g.key !== undefined && raw !== null && typeof raw === 'object' && (raw as Record<string, unknown>)[g.key] === true) return true;
  if (g.cap === undefined || session === undefined || session === '') return false;
  const file = stateFile(agent, session);
  if (!blocking) {
    rmSync(file, { force: true });
    return false;
  }
  const n = read(file);
  if (n >= g.cap) {
    rmSync(file, { force: true });
    process.stderr.write(`seamc: ${wire} was blocked ${n} time(s) in a row in this session; letting this stop through (re-fire cap ${g.cap})\n`);
    return true;
  }
  try {
    mkdirSync(join(tmpdir(), 'seamc-refire'), { recursive: true });
    writeFileSync(file, String(n + 1));
  } catch {
    // no state: the client's own loop limit is the only bound left
  }
  return false;
}
