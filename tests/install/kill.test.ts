/**
 * An install killed at any write leaves nothing half-applied (compiler/install/journal.ts): the run is killed with
 * SIGKILL before each of its renames in turn; the next install first puts back what the killed one had changed (the
 * old state), then installs (the new state, byte for byte as an uninterrupted install), and uninstall restores the
 * repository byte for byte. Two installs at once never interleave: the second fails clearly (SC4015).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverJournal, LOCK } from '../../compiler/install/journal.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { put, scratchRepo, seamc, snapshot } from './helpers.js';

const root = packageRoot();
const HAND = {
  'CLAUDE.md': '# Widget service\n\nUse pnpm.\n',
  '.claude/settings.json': '{\n  "permissions": { "allow": ["Bash(pnpm test:*)"] },\n  "model": "sonnet"\n}\n',
  '.gitignore': 'node_modules/\n',
};

function pristine(): string {
  const repo = scratchRepo(HAND);
  cpSync(join(root, 'specs'), join(repo, 'specs'), { recursive: true });
  return repo;
}
const spec = (repo: string) => join(repo, 'specs', 'example.seam.yaml');
const files = (s: Record<string, string>) => Object.fromEntries(Object.entries(s).filter(([k]) => k !== LOCK));

/** Install into `repo` in a child process that kills itself (SIGKILL) before rename number `at`; the steps it saw. */
function killedInstall(repo: string, at: number): { steps: number; killed: boolean } {
  const script = `
    const { prepare } = await import(${JSON.stringify(join(root, 'dist/compiler/cli/pipeline.js'))});
    const { targets } = await import(${JSON.stringify(join(root, 'dist/vendors/index.js'))});
    const { installInto } = await import(${JSON.stringify(join(root, 'dist/compiler/install/run.js'))});
    const { report } = prepare(${JSON.stringify(spec(repo))}, targets, undefined, { policyTests: false });
    let n = 0;
    installInto(${JSON.stringify(repo)}, report, { onStep: () => { if (n++ === ${at}) process.kill(process.pid, 'SIGKILL'); } });
    process.stdout.write(String(n));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return { steps: Number(r.stdout) || 0, killed: r.signal === 'SIGKILL' };
}

describe('install under SIGKILL at every write', () => {
  it('recovers the old state, then reaches exactly the uninterrupted new state, and uninstalls byte for byte', () => {
    const ref = pristine();
    const before = snapshot(ref);
    const { steps } = killedInstall(pristine(), -1);
    expect(steps).toBeGreaterThan(5);
    expect(seamc(['install', spec(ref), '--repo', ref]).code).toBe(0);
    const after = snapshot(ref);
    for (let k = 0; k < steps; k++) {
      const repo = pristine();
      expect(killedInstall(repo, k).killed, `step ${k}`).toBe(true);
      const restored = recoverJournal(repo);
      expect(files(snapshot(repo)), `old state after a kill at step ${k}`).toEqual(files(before));
      expect(restored.length).toBeGreaterThan(0);
      // a kill leaves the stale lock and the journal; a real install after it recovers and finishes
      killedInstall(repo, k); // killed again at the same step: the second recovery must cope with a first one's leftovers
      const r = seamc(['install', spec(repo), '--repo', repo]);
      expect(r.code, r.stderr + r.stdout).toBe(0);
      expect(r.stdout).toMatch(/interrupted/);
      expect(files(snapshot(repo)), `new state after a kill at step ${k}`).toEqual(files(after));
      expect(seamc(['uninstall', '--repo', repo]).code).toBe(0);
      expect(files(snapshot(repo)), `uninstall after a kill at step ${k}`).toEqual(files(before));
      rmSync(repo, { recursive: true, force: true });
    }
  }, 240_000);

  it('lets only one install change a repository at a time (SC4015), and takes over a dead one\'s lock', () => {
    const repo = pristine();
    put(repo, LOCK, String(process.ppid)); // a live process that is not this one holds it
    const r = seamc(['install', spec(repo), '--repo', repo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/SC4015 .*another seamc install/);
    expect(snapshot(repo)[join('.seam', 'installed.json')]).toBeUndefined();
    put(repo, LOCK, '999999999');
    expect(seamc(['install', spec(repo), '--repo', repo]).code).toBe(0);
  });
});

