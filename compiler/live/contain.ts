/**
 * Containment for `seamc test --live`: a test's call runs for real when the policy lets it through (that is what the
 * run checks), so the client runs in a bubblewrap jail: the whole file system read-only except the case's scratch
 * folder and a private /tmp, its own process tree, and a network namespace whose only interface is loopback. The
 * fake model listens on a unix socket in the scratch folder; inside the jail a small relay serves it on
 * 127.0.0.1:PORT, which is the only address the client can reach. Where bubblewrap cannot run, there is no jail
 * and the caller says so (shell calls are then not run at all: case.ts).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Containment = { readonly kind: 'bwrap'; readonly detail: string } | { readonly kind: 'none'; readonly why: string };

const BWRAP_BASE = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp', '--unshare-net', '--unshare-pid', '--die-with-parent'];

let detected: Containment | undefined;

/** Whether bubblewrap can build the jail here (asked once per process). */
export function detectContainment(): Containment {
  if (detected) return detected;
  const r = spawnSync('bwrap', [...BWRAP_BASE, 'true'], { encoding: 'utf8', timeout: 15_000 });
  detected = r.error
    ? { kind: 'none', why: `bubblewrap (bwrap) is not installed (${r.error.message})` }
    : r.status !== 0
      ? { kind: 'none', why: `bubblewrap cannot build a jail here (exit ${String(r.status)}): ${(r.stderr ?? '').trim().slice(0, 200)}` }
      : { kind: 'bwrap', detail: 'bubblewrap: file system read-only outside the scratch folder, loopback-only network, own process tree' };
  return detected;
}

/**
 * The relay inside the jail: serve the fake model's unix socket on 127.0.0.1:PORT, run the client with the same
 * stdio, exit with its code, and pass on a termination signal.
 */
const RELAY = [
  "'use strict';",
  "const net = require('node:net');",
  "const { spawn } = require('node:child_process');",
  'const [sock, port, cmd, ...args] = process.argv.slice(2);',
  'const server = net.createServer((c) => {',
  '  const u = net.connect(sock);',
  '  c.pipe(u); u.pipe(c);',
  "  c.on('error', () => u.destroy()); u.on('error', () => c.destroy());",
  '});',
  "server.listen(Number(port), '127.0.0.1', () => {",
  "  const child = spawn(cmd, args, { stdio: 'inherit' });",
  "  child.on('error', (e) => { process.stderr.write(String(e) + '\\n'); process.exit(127); });",
  "  child.on('exit', (code, signal) => process.exit(code === null ? 128 + (signal === 'SIGKILL' ? 9 : 15) : code));",
  "  for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => child.kill(s));",
  '});',
  '',
].join('\n');

export interface Jail {
  /** where the fake model listens, and the port the relay serves it on inside the jail */
  readonly socket: { readonly path: string; readonly port: number };
  wrap(cmd: string, args: readonly string[]): { cmd: string; args: string[] };
  dispose(): void;
}

/** A jail in which only `writable` (absolute folders) can be written; the client starts in `cwd`. */
export function makeJail(writable: readonly string[], cwd: string): Jail {
  // a short path: unix socket paths are limited to about 100 bytes
  const dir = mkdtempSync(join(tmpdir(), 'seamc-live-'));
  chmodSync(dir, 0o700);
  const relay = join(dir, 'relay.cjs');
  writeFileSync(relay, RELAY);
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  const binds = [...writable, dir].flatMap((w) => ['--bind', w, w]);
  return {
    socket: { path: join(dir, 'model.sock'), port },
    wrap: (cmd, args) => ({ cmd: 'bwrap', args: [...BWRAP_BASE, ...binds, '--chdir', cwd, '--', process.execPath, relay, join(dir, 'model.sock'), String(port), cmd, ...args] }),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
