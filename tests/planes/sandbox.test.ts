/** `sandbox:` in the spec, the launcher text, the OS plane's losses, and the native landings that follow the spec's extensions. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Model, Sandbox } from '../../compiler/model/types.js';
import { launcherScript } from '../../compiler/planes/launcher.js';
import { sandboxLosses, sandboxReach } from '../../compiler/planes/sandbox.js';
import { backends } from '../../vendors/index.js';
import { put, scratchRepo, seamc } from '../install/helpers.js';

function errors(sandbox: string): string[] {
  const repo = scratchRepo();
  put(repo, 'seam.yaml', `seam: 1\nname: s\nagents: [claude_code]\nsandbox:\n${sandbox}`);
  const r = seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), '--format', 'json']);
  expect(r.code).toBe(2);
  return [...r.stderr.matchAll(/seam\.yaml:(\d+):(\d+)\s+(SC\d+)/g)].map((m) => `${m[3]} ${m[1]}:${m[2]}`);
}

const sb = (s: Partial<Sandbox>): Sandbox => ({ at: '/sandbox', mode: 'workspace', writable: [], denyRead: [], ...s });
const model = (s: Sandbox): Model => ({ sandbox: s, rules: [] }) as unknown as Model;

describe('sandbox: in the spec', () => {
  it('refuses keys that contradict the mode, paths that climb, and malformed values, each at its position', () => {
    expect(errors('  mode: off\n  deny_read: [~/.ssh]\n')).toEqual(['SC1008 6:3']);
    expect(errors('  mode: strict\n  network: { allow: [example.com] }\n')).toEqual(['SC1008 6:3']);
    expect(errors('  mode: workspace\n  writable: [/opt/../etc]\n')).toEqual(['SC1006 6:14']);
    expect(errors('  mode: workspace\n  writable: [/]\n')).toEqual(['SC1006 6:14']);
    expect(errors('  mode: workspace\n  writable: [relative/dir]\n')).toEqual(['SC1006 6:14']);
    expect(errors('  mode: workspace\n  deny_read: ["*.pem"]\n')).toEqual(['SC1006 6:15']);
    expect(errors('  mode: workspace\n  network: { allow: ["Example.COM"] }\n')[0]).toMatch(/^SC1006 6:/);
  });
});

describe('the launcher', () => {
  const text = launcherScript({ agent: 'a', displayName: 'A', program: 'a-cli', state: ['.a/', ".a's.json"], sandbox: sb({ writable: ["/opt/it's"], denyRead: ['~/.ssh', 'secret dir/x'] }) });

  it('is POSIX sh that parses, and quotes every path as one word', () => {
    expect(spawnSync('sh', ['-n'], { input: text }).status).toBe(0);
    expect(text).toContain(`"$home"/'.a'\\''s.json'`);
    expect(text).toContain(`'/opt/it'\\''s'`);
    expect(text).toContain(`"$root"/'secret dir/x'`);
  });

  it('refuses to run unconfined: no bwrap, no sandbox-exec, another OS', () => {
    expect(text).toContain('bubblewrap (bwrap) is not installed, so $prog would run unconfined; refusing');
    expect(text).toContain('/usr/bin/sandbox-exec is missing, so $prog would run unconfined; refusing');
    expect(text).toContain('no sandbox backend for $(uname -s)');
    expect(text).not.toMatch(/exec "\$bin"/); // the program never runs outside a backend
  });

  it('strict unshares the network; an allow-list adds the proxy on both systems', () => {
    expect(launcherScript({ agent: 'a', displayName: 'A', program: 'a', state: [], sandbox: sb({ mode: 'strict' }) })).toContain('--unshare-net');
    const list = launcherScript({ agent: 'a', displayName: 'A', program: 'a', state: [], sandbox: sb({ allow: ['registry.npmjs.org'] }) });
    expect(list).toContain(`node "$here/netproxy.cjs" serve "$net/proxy.sock" 'registry.npmjs.org' &`);
    expect(list).toContain('(deny network-outbound)');
  });
});

describe('the OS plane per agent', () => {
  const base = backends.find((b) => b.facts.id === 'zed')!.facts;
  const with_ = (sandbox: VendorFacts['sandbox']): VendorFacts => ({ ...base, sandbox }) as VendorFacts;
  const ev = { basis: 'vendor-docs', date: '2026-12-03', source: 'x' } as const;

  it('no launcher and a native setting that lacks a part: one loss per part, at its pointer', () => {
    const f = with_({ native: { file: 'x.json', reaches: 'process', writable: false, denyRead: false, network: 'switch' }, noLauncher: 'an editor', evidence: { native: ev } });
    const m = model(sb({ writable: ['/opt'], denyRead: ['~/.ssh'], allow: ['a.com'] }));
    expect(sandboxLosses(m, f).map((l) => l.at)).toEqual(['/sandbox/writable', '/sandbox/deny_read', '/sandbox/network']);
    expect(sandboxReach(m, f)).toBeUndefined();
    expect(sandboxReach(model(sb({})), f)).toEqual({ via: 'native', note: 'through its own x.json' });
  });

  it('a shell-only native sandbox is not the whole agent; nothing at all is one loss at /sandbox', () => {
    const shell = with_({ native: { file: 'x.json', reaches: 'shell', writable: true, denyRead: true, network: 'domains' }, noLauncher: 'an editor', evidence: { native: ev } });
    expect(sandboxLosses(model(sb({})), shell).map((l) => [l.code, l.at])).toEqual([['SC3204', '/sandbox']]);
    expect(sandboxLosses(model(sb({})), with_(undefined))[0]?.reason).toContain('no sandbox facts');
  });

  it('Codex gets writable_roots for absolute extras next to sandbox_mode', () => {
    const repo = scratchRepo();
    put(repo, 'seam.yaml', 'seam: 1\nname: s\nagents: [codex_cli]\nsandbox:\n  mode: workspace\n  writable: [/opt/cache, ~/.cache/x]\n');
    expect(seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out')]).code).toBe(0);
    const toml = readFileSync(join(repo, 'out', '.codex', 'config.toml'), 'utf8');
    expect(toml).toContain('sandbox_mode = "workspace-write"');
    expect(toml).toContain('writable_roots = [ "/opt/cache" ]');
  });
});
