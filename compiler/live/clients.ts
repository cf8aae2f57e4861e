/**
 * Where the live clients are: the live suite's cache (SEAMC_LIVE_CACHE, else $XDG_CACHE_HOME/seamc-live, else
 * ~/.cache/seamc-live; tests/live/install.ts fills it), else the PATH. `seamc test --live` never installs anything:
 * a client that is not found is reported with the command that installs it.
 */
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { LiveClient } from '../backend/types-live.js';
import { run } from './proc.js';

export function cacheDir(): string {
  const explicit = process.env['SEAMC_LIVE_CACHE'];
  if (explicit) return explicit;
  return join(process.env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'seamc-live');
}

/**
 * Where scratch repositories and HOMEs go: SEAMC_LIVE_SCRATCH, else `scratch/` in the client cache, never /tmp: a
 * client may refuse a home under /tmp (docs/live-suite.md), and the sandbox launcher and the --live jail give every
 * client a private /tmp.
 */
export function liveScratch(): string {
  const dir = process.env['SEAMC_LIVE_SCRATCH'] ?? join(cacheDir(), 'scratch');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The command that puts the pinned client into the cache. */
export function installHint(c: LiveClient): string {
  return `npm install --prefix ${cacheDir()} --save-exact ${c.pkg}@${c.version} (or \`npm run test:live\` in a seamc clone, which installs every live client there)`;
}

export interface FoundClient {
  readonly bin: string;
  /** the version it reports */
  readonly version: string;
  /** `the live client cache (...)` or `PATH` */
  readonly where: string;
}

export type ClientLookup = FoundClient | { readonly missing: string };

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(bin: string): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    const p = join(dir, bin);
    if (executable(p)) return p;
  }
  return undefined;
}

/** Find the client (cache first, then PATH) and ask its version; `missing` with the reason and how to install it. */
export async function findClient(c: LiveClient): Promise<ClientLookup> {
  const cached = join(cacheDir(), 'node_modules', c.binPath ?? join('.bin', c.bin));
  const candidates: [string, string][] = [];
  if (existsSync(cached)) candidates.push([cached, `the live client cache (${cacheDir()})`]);
  const p = onPath(c.bin);
  if (p !== undefined) candidates.push([p, 'PATH']);
  if (candidates.length === 0) return { missing: `client not installed: ${installHint(c)}` };
  const problems: string[] = [];
  for (const [bin, where] of candidates) {
    const r = await run(bin, ['--version'], { cwd: process.cwd(), env: { ...process.env, NO_COLOR: '1', CI: '1' }, timeoutMs: 90_000 });
    const out = `${r.stdout}\n${r.stderr}`;
    const version = /\d+\.\d+\.\d+(?:[-.][0-9A-Za-z.]+)?/.exec(out)?.[0];
    if (r.code === 0 && version !== undefined) return { bin, version, where };
    problems.push(`${bin} --version ${r.timedOut ? 'timed out' : `exited ${String(r.code)}`}`);
  }
  return { missing: `client not usable (${problems.join('; ')}): ${installHint(c)}` };
}
