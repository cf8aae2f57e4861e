/**
 * The launcher `.seam/sandbox/<agent>` under real bubblewrap: a stand-in for the agent's CLI (a sh script named like
 * the agent's program, first on PATH) tries to write inside and outside the repository, into the home folder and its
 * own state, to read a denied file, and to reach the network. Skips, saying why, only when bwrap cannot run here;
 * .ci/run installs it, so CI runs these.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamc } from '../cli-helpers.js';

function bwrapProblem(): string | undefined {
  const r = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-pid', '--unshare-net', 'true'], { encoding: 'utf8' });
  if (r.error) return `bwrap is not installed (${r.error.message}); apt-get install bubblewrap`;
  if (r.status !== 0) return `bwrap cannot create a sandbox here: ${r.stderr.trim()}`;
  return undefined;
}
const problem = process.platform === 'linux' ? bwrapProblem() : `not Linux (${process.platform}): the bubblewrap backend is Linux-only`;
const title = (t: string) => (problem ? `${t} [skipped: ${problem}]` : t);

/** A repository with seam.yaml, built; a HOME; a fake `claude` on PATH that runs the given script. */
function setup(sandbox: string, script: string): { repo: string; home: string; outside: string; run: (args?: string[]) => Promise<{ code: number | null; out: string }> } {
  const base = mkdtempSync(join(tmpdir(), 'seamc-bwrap-'));
  const repo = join(base, 'repo');
  const home = join(base, 'home');
  const outside = join(base, 'outside');
  const bin = join(base, 'bin');
  for (const d of [repo, home, outside, bin, join(repo, '.git')]) mkdirSync(d, { recursive: true });
  writeFileSync(join(repo, 'seam.yaml'), `seam: 1\nname: t\nagents: [claude_code]\nsandbox:\n${sandbox}`);
  writeFileSync(join(repo, 'secret.txt'), 'TOPSECRET\n');
  writeFileSync(join(bin, 'claude'), `#!/bin/sh\n${script}\n`);
  chmodSync(join(bin, 'claude'), 0o755);
  const b = seamc(['build', 'seam.yaml', '--out', '.'], repo);
  expect(b.status, b.stdout + b.stderr).toBe(0);
  const run = (args: string[] = []) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const p = spawn(join(repo, '.seam', 'sandbox', 'claude_code'), args, { cwd: repo, env: { PATH: `${bin}:/usr/bin:/bin`, HOME: home, OUTSIDE: outside } });
      let out = '';
      p.stdout.on('data', (c: Buffer) => (out += c.toString()));
      p.stderr.on('data', (c: Buffer) => (out += c.toString()));
      p.on('close', (code) => resolve({ code, out }));
    });
  return { repo, home, outside, run };
}

const PROBE = [
  'printf "args:%s|" "$@"; echo',
  'echo in > inside.txt && echo inside-ok',
  'echo out > "$OUTSIDE/x.txt" 2>/dev/null && echo outside-WROTE || echo outside-refused',
  'echo h > "$HOME/evil.txt" 2>/dev/null && echo home-WROTE || echo home-refused',
  'echo s > "$HOME/.claude/state.txt" && echo state-ok',
  'c=$(cat secret.txt 2>/dev/null); echo "secret:[$c]"',
  'echo "mode:$SEAMC_SANDBOX"',
].join('\n');

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((_q, res) => res.end('pong\n'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const curl = (url: string) => `curl -s -m 5 -o /dev/null -w '%{http_code}' ${url}; echo " rc=$?"`;

describe('launcher under bubblewrap', () => {
  it.skipIf(problem !== undefined)(title('workspace: writes inside the repository and the agent state work; outside, home and denied reads fail; args pass through'), async () => {
    const t = setup('  mode: workspace\n  deny_read: [secret.txt]\n', PROBE);
    const r = await t.run(['-p', 'hello world']);
    expect(r.code, r.out).toBe(0);
    // the launcher stands Claude Code's own (nested) sandbox down, then passes the caller's arguments as given
    expect(r.out).toContain('args:--settings|args:{"sandbox":{"enabled":false}}|args:-p|args:hello world|');
    expect(r.out).toContain('inside-ok');
    expect(r.out).toContain('outside-refused');
    expect(r.out).toContain('home-refused');
    expect(r.out).toContain('state-ok');
    expect(r.out).toContain('secret:[]');
    expect(r.out).toContain('mode:workspace');
    expect(readFileSync(join(t.repo, 'inside.txt'), 'utf8')).toBe('in\n');
    expect(existsSync(join(t.outside, 'x.txt'))).toBe(false);
    expect(existsSync(join(t.home, 'evil.txt'))).toBe(false);
    expect(readFileSync(join(t.home, '.claude', 'state.txt'), 'utf8')).toBe('s\n');
  });

  it.skipIf(problem !== undefined)(title('workspace keeps the network; strict has none; the exit code is the agent\'s'), async () => {
    const ws = setup('  mode: workspace\n', `${curl(`http://127.0.0.1:${port}/`)}\nexit 7`);
    const a = await ws.run();
    expect(a.code).toBe(7);
    expect(a.out).toContain('200 rc=0');
    const strict = setup('  mode: strict\n', `${curl(`http://127.0.0.1:${port}/`)}\necho x > "$OUTSIDE/y" 2>/dev/null || echo outside-refused`);
    const b = await strict.run();
    expect(b.out).not.toContain('200');
    expect(b.out).toMatch(/000 rc=[1-9]/);
    expect(b.out).toContain('outside-refused');
  });

  it.skipIf(problem !== undefined)(title('a network allow-list lets only the listed domains through its proxy'), async () => {
    const t = setup('  mode: workspace\n  network: { allow: [localhost] }\n', [curl(`http://localhost:${port}/`), curl(`http://127.0.0.1:${port}/`), `curl -s -m 5 --noproxy '*' http://127.0.0.1:${port}/ >/dev/null; echo "direct rc=$?"`].join('\n'));
    const r = await t.run();
    expect(r.out).toContain('200 rc=0');
    expect(r.out).toContain('403 rc=0');
    expect(r.out).toMatch(/direct rc=[1-9]/);
  });

  it('refuses to start the agent when no backend is installed or the program is missing', async () => {
    const t = setup('  mode: workspace\n', 'echo RAN');
    const bare = join(t.repo, '..', 'bare');
    mkdirSync(bare);
    for (const p of ['sh', 'uname', 'dirname', 'mkdir']) {
      const found = spawnSync('sh', ['-c', `command -v ${p}`], { encoding: 'utf8' }).stdout.trim();
      spawnSync('ln', ['-s', found, join(bare, p)]);
    }
    spawnSync('ln', ['-s', join(t.repo, '..', 'bin', 'claude'), join(bare, 'claude')]);
    const launcher = join(t.repo, '.seam', 'sandbox', 'claude_code');
    const none = spawnSync(join(bare, 'sh'), [launcher], { cwd: t.repo, encoding: 'utf8', env: { PATH: bare, HOME: t.home } });
    expect(none.status).toBe(126);
    expect(none.stdout).not.toContain('RAN');
    expect(none.stderr).toContain(process.platform === 'darwin' ? 'sandbox-exec' : process.platform === 'linux' ? 'bubblewrap (bwrap) is not installed' : 'no sandbox backend');
    const missing = spawnSync(launcher, [], { cwd: t.repo, encoding: 'utf8', env: { PATH: '/usr/bin:/bin', HOME: t.home } });
    expect(missing.status).toBe(126);
    expect(missing.stderr).toContain('claude is not on PATH');
  });
});
