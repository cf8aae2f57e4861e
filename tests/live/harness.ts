/**
 * What every scenario gets: a scratch repository and HOME outside /tmp (liveScratch()), seamc's output built into that
 * repository for one agent (with the losses the build reported), and the outcome vocabulary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveScratch } from '../../compiler/live/clients.js';
import type { ClientId, InstalledClient } from './clients.js';

export { liveScratch };

/** The seamc repository, found from this module (source or compiled copy). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pj = join(dir, 'package.json');
    if (existsSync(pj) && existsSync(join(dir, 'bin', 'seamc.js')) && (JSON.parse(readFileSync(pj, 'utf8')) as { name?: string }).name === 'seamc') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('seamc repository not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
}

export const LIVE_SPEC = 'tests/live/specs/live.seam.yaml';

export type Outcome =
  | { readonly status: 'passed'; readonly detail?: string }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'skipped'; readonly reason: string };

export const pass = (detail?: string): Outcome => (detail ? { status: 'passed', detail } : { status: 'passed' });
export const fail = (reason: string): Outcome => ({ status: 'failed', reason });
export const skip = (reason: string): Outcome => ({ status: 'skipped', reason });

/** What a passing scenario proves, for evidence/live.json. */
export interface Proof {
  readonly section: 'hooks' | 'permissions' | 'instructions' | 'packaging';
  /** canonical event (hooks and permissions checked at tool time) */
  readonly event?: string;
  /** decision verb seen taking effect, or `loaded` / `valid` for config checks */
  readonly decision: string;
}

export interface Scenario {
  /** `<agent>/<name>` */
  readonly id: string;
  readonly client: ClientId;
  readonly proves: Proof;
  /** one line: what the scenario shows */
  readonly title: string;
  readonly timeoutMs: number;
  run(ctx: Ctx): Promise<Outcome>;
}

export interface Loss {
  readonly agent: string;
  readonly code: string;
  readonly at: string;
  readonly reason: string;
}

export interface Built {
  readonly exit: number;
  readonly files: readonly string[];
  readonly losses: readonly Loss[];
}

export interface Ctx {
  readonly client: InstalledClient;
  readonly root: string;
  /** scratch project (a git repository) and HOME, both fresh */
  readonly repo: string;
  readonly home: string;
  /** build the live spec (or another) for one agent into the scratch repository */
  build(agent: string, spec?: string): Built;
  write(rel: string, text: string): void;
  exists(rel: string): boolean;
  read(rel: string): string;
  /** time left before the scenario's own timeout, for the client run */
  remainingMs(): number;
}

/** Losses that mean seamc emitted nothing for the item: a scenario about it is skipped, naming the loss. */
export const NOT_EMITTED = new Set(['SC3001', 'SC3002', 'SC3101', 'SC3102', 'SC3108', 'SC3201', 'SC3202']);

/** A loss as a skip reason: its code and first sentence. */
export function lossText(l: Loss): string {
  const first = l.reason.split(/(?<=[.;])\s/)[0] ?? l.reason;
  return `${l.code} ${first.length > 200 ? `${first.slice(0, 200)}…` : first}`;
}

/** The first loss that keeps seamc from emitting `at` for `agent`, if any. */
export function blockingLoss(b: Built, at: string, codes: ReadonlySet<string> = NOT_EMITTED): Loss | undefined {
  return b.losses.find((l) => codes.has(l.code) && (at === l.at || at.startsWith(l.at + '/')));
}

export function makeCtx(client: InstalledClient, root: string, deadline: number): { ctx: Ctx; cleanup: () => void } {
  const base = mkdtempSync(join(liveScratch(), `seamc-live-${client.spec.id}-`));
  const repo = join(base, 'repo');
  const home = join(base, 'home');
  mkdirSync(repo);
  mkdirSync(home);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  const ctx: Ctx = {
    client,
    root,
    repo,
    home,
    build(agent, spec = LIVE_SPEC) {
      const r = spawnSync(process.execPath, [join(root, 'bin', 'seamc.js'), 'build', join(root, spec), '--out', repo, '--agents', agent, '--format', 'json'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      });
      let j: { exit?: number; artifacts?: { path: string }[]; unrepresentable?: Loss[] } = {};
      try {
        j = JSON.parse(r.stdout) as typeof j;
      } catch {
        throw new Error(`seamc build did not print JSON (exit ${String(r.status)}): ${r.stderr.trim().slice(0, 400)}`);
      }
      const exit = r.status ?? -1;
      if (exit !== 0 && exit !== 1) throw new Error(`seamc build exited ${exit}: ${r.stderr.trim().slice(0, 400)}`);
      return { exit, files: (j.artifacts ?? []).map((a) => a.path), losses: (j.unrepresentable ?? []).filter((l) => l.agent === agent) };
    },
    write(rel, text) {
      mkdirSync(dirname(join(repo, rel)), { recursive: true });
      writeFileSync(join(repo, rel), text);
    },
    exists: (rel) => existsSync(join(repo, rel)),
    read: (rel) => readFileSync(join(repo, rel), 'utf8'),
    remainingMs: () => Math.max(1000, deadline - Date.now()),
  };
  return { ctx, cleanup: () => rmSync(base, { recursive: true, force: true, maxRetries: 3 }) };
}

/** Commit the scratch repository's current files (some clients want a clean tree or a first commit). */
export function commitAll(repo: string): void {
  spawnSync('git', ['add', '-A'], { cwd: repo });
  spawnSync('git', ['-c', 'user.name=live', '-c', 'user.email=live@example.invalid', 'commit', '-q', '-m', 'live'], { cwd: repo });
}
