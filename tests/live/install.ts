/**
 * Install the pinned agent CLIs into a cache folder outside the repository (SEAMC_LIVE_CACHE, default
 * $XDG_CACHE_HOME/seamc-live or ~/.cache/seamc-live) with the ordinary npm client; reuse what is already
 * there at the pinned version. Every step is bounded by a timeout. A client that cannot be installed is
 * reported as missing (its scenarios are skipped), never as a failure.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../../compiler/live/clients.js';
import { run } from '../../compiler/live/proc.js';
import type { ClientSpec, InstalledClient, MissingClient } from './clients.js';

export { cacheDir };

/** all npm work together stays inside this (CI has 90 minutes for everything) */
const INSTALL_BUDGET = 20 * 60_000;
const VERSION_TIMEOUT = 90_000;
const POSTINSTALL_TIMEOUT = 180_000;

function installedVersion(cache: string, pkg: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(cache, 'node_modules', pkg, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** The client runs and reports its pinned version (a missing native binary or postinstall shows up here). */
async function probe(cache: string, spec: ClientSpec): Promise<{ bin: string; version: string } | string> {
  const bin = join(cache, 'node_modules', spec.binPath ?? join('.bin', spec.bin));
  if (!existsSync(bin)) return `${bin} does not exist`;
  const r = await run(bin, ['--version'], { cwd: cache, env: { ...process.env, NO_COLOR: '1', CI: '1' }, timeoutMs: VERSION_TIMEOUT });
  const out = `${r.stdout}\n${r.stderr}`;
  if (r.code === 0 && out.includes(spec.version)) return { bin, version: spec.version };
  return `\`${spec.bin} --version\` ${r.timedOut ? 'timed out' : `exited ${String(r.code)}`}: ${out.trim().split('\n').slice(-2).join(' ').slice(0, 200)}`;
}

async function npmInstall(cache: string, specs: readonly ClientSpec[], log: (s: string) => void, deadline: number): Promise<string | undefined> {
  const budget = deadline - Date.now();
  if (budget < 30_000) return 'no time left in the install budget';
  const args = ['install', '--prefix', cache, '--save-exact', '--no-audit', '--no-fund', '--no-progress', '--loglevel=error', ...specs.map((s) => `${s.pkg}@${s.version}`)];
  log(`  npm ${args.join(' ')}`);
  const r = await run('npm', args, { cwd: cache, env: { ...process.env, npm_config_update_notifier: 'false' }, timeoutMs: budget });
  if (r.code === 0) return undefined;
  return r.timedOut ? `npm install timed out after ${Math.round(budget / 1000)}s` : `npm install exited ${String(r.code)}: ${r.stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300)}`;
}

/**
 * Make every client in `specs` available. `install: false` only looks at the cache. Resolves to one entry per
 * client: installed (with the version it reported) or missing (with the reason).
 */
export async function ensureClients(specs: readonly ClientSpec[], o: { install: boolean; log: (s: string) => void }): Promise<(InstalledClient | MissingClient)[]> {
  const cache = cacheDir();
  mkdirSync(cache, { recursive: true });
  const pj = join(cache, 'package.json');
  if (!existsSync(pj)) writeFileSync(pj, JSON.stringify({ name: 'seamc-live-cache', private: true, description: 'agent CLIs for the seamc live suite' }, null, 2) + '\n');
  const stale = specs.filter((s) => installedVersion(cache, s.pkg) !== s.version);
  const installErrors = new Map<string, string>();
  if (stale.length > 0 && o.install) {
    o.log(`installing into ${cache}: ${stale.map((s) => `${s.pkg}@${s.version}`).join(', ')}`);
    const deadline = Date.now() + INSTALL_BUDGET;
    const err = await npmInstall(cache, stale, o.log, deadline);
    if (err && stale.length > 1 && !/timed out|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH/.test(err)) {
      // one at a time, so one unavailable client does not cost the others
      o.log(`  ${err}; retrying one client at a time`);
      for (const s of stale) {
        const e = await npmInstall(cache, [s], o.log, deadline);
        if (e) installErrors.set(s.id, e);
      }
    } else if (err) {
      for (const s of stale) installErrors.set(s.id, err);
    }
  } else if (stale.length > 0) {
    for (const s of stale) installErrors.set(s.id, `not in ${cache} at ${s.version} and installing was switched off (--no-install)`);
  }
  return Promise.all(
    specs.map(async (spec): Promise<InstalledClient | MissingClient> => {
      const prior = installErrors.get(spec.id);
      if (prior) return { spec, reason: prior };
      let p = await probe(cache, spec);
      if (typeof p === 'string' && spec.postinstall) {
        // npm may have skipped the install script that puts the native binary in place; run it ourselves
        const dir = join(cache, 'node_modules', spec.pkg);
        const r = await run(process.execPath, [join(dir, spec.postinstall)], { cwd: dir, env: process.env, timeoutMs: POSTINSTALL_TIMEOUT });
        o.log(`  ${spec.pkg}: ran its ${spec.postinstall} (exit ${String(r.code)})`);
        p = await probe(cache, spec);
      }
      return typeof p === 'string' ? { spec, reason: p } : { spec, ...p };
    }),
  );
}
