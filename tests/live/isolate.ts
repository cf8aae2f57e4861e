/**
 * Network containment for the scenario phase. Where the OS allows it, the suite re-runs itself (after the
 * install step, which needs the registry) inside a fresh network namespace whose only interface is loopback
 * (`unshare -rn`, then `ip link set lo up`): the fake model on 127.0.0.1 is reachable and nothing else is.
 * Where it does not (no unshare or ip, user namespaces switched off), the suite says so and runs with the
 * environment-level containment of proc.ts (telemetry and update checks off, a dead loopback proxy).
 */
import { spawn, spawnSync } from 'node:child_process';

export const ISOLATED_ENV = 'SEAMC_LIVE_ISOLATED';

/** Why isolation is unavailable, or undefined when it works here. */
export function isolationProblem(): string | undefined {
  const r = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up'], { encoding: 'utf8', timeout: 10_000 });
  if (r.error) return `unshare not usable (${r.error.message})`;
  if (r.status !== 0) return `unshare -rn failed (exit ${String(r.status)}): ${r.stderr.trim().slice(0, 160)}`;
  return undefined;
}

/** Run `node <script> ...args` inside a loopback-only network namespace; resolves to its exit code. */
export function runIsolated(script: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('unshare', ['-rn', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', process.execPath, script, ...args], {
      stdio: 'inherit',
      env: { ...process.env, [ISOLATED_ENV]: '1' },
    });
    child.on('error', () => resolve(70));
    child.on('close', (code) => resolve(code ?? 70));
  });
}
