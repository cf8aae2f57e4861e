/** The pre-commit hook `seamc init --pre-commit` adds regenerates and stages on a real `git commit` (built CLI: bin/seamc.js). */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { put, read, scratchRepo, seamc } from './helpers.js';

const bin = join(resolve(__dirname, '..', '..'), 'bin', 'seamc.js');

function git(repo: string, args: readonly string[]): { status: number | null; out: string } {
  const r = spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, SEAMC: `${process.execPath} ${bin}` /* word-split by the hook: paths without spaces */, NO_COLOR: '1' },
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('pre-commit hook', () => {
  it('regenerates the agent configs from seam.yaml on commit and stages them', () => {
    const repo = scratchRepo({ 'AGENTS.md': 'Be kind.\n' });
    expect(seamc(['init', '--repo', repo, '--pre-commit', '--no-ci']).code).toBe(0);
    put(repo, 'seam.yaml', read(repo, 'seam.yaml').replace(/\n$/, '\n') + 'agents: [cursor]\n');
    expect(git(repo, ['add', '-A']).status).toBe(0);
    const first = git(repo, ['commit', '-q', '-m', 'init']);
    expect(first.out).toContain('seamc install:');
    expect(first.status).toBe(0);
    const files = git(repo, ['show', '--name-only', '--format=', 'HEAD']).out.split('\n').filter(Boolean);
    expect(files).toEqual(expect.arrayContaining(['AGENTS.md', 'seam.yaml', '.seam/installed.json']));
    expect(git(repo, ['show', 'HEAD:AGENTS.md']).out).toContain('<!-- >>> seamc >>> -->\n');
    put(repo, 'seam.yaml', read(repo, 'seam.yaml').replace('text: |\n      Be kind.', 'text: |\n      Be very kind.'));
    git(repo, ['add', 'seam.yaml']);
    expect(git(repo, ['commit', '-q', '-m', 'kinder']).status).toBe(0);
    expect(git(repo, ['show', 'HEAD:AGENTS.md']).out).toContain('Be very kind.');
    expect(git(repo, ['status', '--porcelain']).out).toBe('');
  });

  it('aborts the commit when install fails', () => {
    const repo = scratchRepo({ 'AGENTS.md': 'Be kind.\n' });
    seamc(['init', '--repo', repo, '--pre-commit', '--no-ci']);
    put(repo, 'seam.yaml', 'seam: 1\nname: x\nbogus: true\n');
    git(repo, ['add', '-A']);
    const r = git(repo, ['commit', '-q', '-m', 'broken']);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('SC1002');
    expect(r.out).toContain('seamc: install failed; commit aborted');
  });
});
