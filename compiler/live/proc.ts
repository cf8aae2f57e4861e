/**
 * Child processes for live client runs (the live suite, `seamc test --live`): every run has a hard timeout (the
 * whole process group is killed), a scratch HOME, and an environment built from scratch so nothing of the
 * machine's own configuration or keys leaks in. Any proxy-aware client that tries to reach the network is sent
 * to a closed loopback port.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface ProcResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly ms: number;
}

export interface ProcOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly timeoutMs: number;
  /** text for stdin; stdin is closed right away when absent */
  readonly input?: string;
}

const CAP = 4 * 1024 * 1024;

export function run(cmd: string, args: readonly string[], o: ProcOptions): Promise<ProcResult> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => {
      if (stdout.length < CAP) stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < CAP) stderr += d.toString('utf8');
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(o.input ?? '');
    const kill = (sig: NodeJS.Signals): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill('SIGTERM');
      setTimeout(() => kill('SIGKILL'), 3000).unref();
    }, o.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: null, signal: null, stdout, stderr: stderr + String(e), timedOut, ms: Date.now() - t0 });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      kill('SIGKILL'); // stray grandchildren (MCP servers, hooks) of a finished client
      resolve({ code, signal, stdout, stderr, timedOut, ms: Date.now() - t0 });
    });
  });
}

/** A closed port on loopback: proxy-aware clients that try to go anywhere else fail fast and stay local. */
const DEAD_PROXY = 'http://127.0.0.1:9';

/** The environment every client starts from: scratch HOME and XDG folders, no inherited keys or config. */
export function baseEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const xdg = (name: string): string => {
    const d = join(home, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    CI: '1',
    HOME: home,
    USERPROFILE: home,
    XDG_CONFIG_HOME: xdg('.config'),
    XDG_DATA_HOME: xdg('.local/share'),
    XDG_STATE_HOME: xdg('.local/state'),
    XDG_CACHE_HOME: xdg('.cache'),
    TMPDIR: xdg('tmp'),
    HTTP_PROXY: DEAD_PROXY,
    HTTPS_PROXY: DEAD_PROXY,
    http_proxy: DEAD_PROXY,
    https_proxy: DEAD_PROXY,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'live',
    GIT_AUTHOR_EMAIL: 'live@example.invalid',
    GIT_COMMITTER_NAME: 'live',
    GIT_COMMITTER_EMAIL: 'live@example.invalid',
    RUST_BACKTRACE: '0',
    ...extra,
  };
}
