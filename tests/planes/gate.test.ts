/**
 * The commit plane: `seamc gate` judges the spec's file rules over staged files and commit ranges with the runtime's
 * matchers; `seamc init --pre-commit` wires it, so a real `git commit` that adds a secret is refused with file:line.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { put, scratchRepo, seamc } from '../install/helpers.js';

const bin = join(resolve(__dirname, '..', '..'), 'bin', 'seamc.js');
const KEY = 'AKIAABCDEFGHIJKLMNOP';

const SPEC = `seam: 1
name: g
agents: [cursor]
rules:
  - id: no-aws-keys
    tool: [write, edit]
    match: { content: 'AKIA[0-9A-Z]{16}' }
    decision: deny
    message: That looks like an AWS access key.
  - id: lockfile
    tool: edit
    match: { path: "**/pnpm-lock.yaml" }
    decision: deny
  - id: note-todo
    tool: write
    match: { content: 'TODO' }
    decision: warn
  - id: no-force-push
    tool: shell
    match: { exec: { program: git, args: [push], flags: [--force] } }
    decision: deny
  - id: no-writes-outside
    tool: [write, edit]
    match: { outside_repo: true }
    decision: deny
`;

function git(repo: string, args: readonly string[]): { status: number | null; out: string } {
  const r = spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, SEAMC: `${process.execPath} ${bin}`, NO_COLOR: '1' },
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

function repoWithSpec(): string {
  const repo = scratchRepo({ 'seam.yaml': SPEC, 'README.md': 'hi\n' });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  return repo;
}

describe('seamc gate', () => {
  it('finds a staged secret with file:line:col, exits 1, and ignores command-only rules', () => {
    const repo = repoWithSpec();
    put(repo, 'src/config.ts', `export const a = 1;\nconst key = "${KEY}";\n`);
    git(repo, ['add', '-A']);
    const r = seamc(['gate', join(repo, 'seam.yaml'), '--staged']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`src/config.ts:2:14  deny  no-aws-keys: That looks like an AWS access key.`);
    const j = JSON.parse(seamc(['gate', join(repo, 'seam.yaml'), '--staged', '--format', 'json']).stdout) as { rules: string[]; findings: { rule: string; line: number }[]; exit: number };
    expect(j.rules).toEqual(['no-aws-keys', 'lockfile', 'note-todo']);
    expect(j.findings.map((f) => [f.rule, f.line])).toEqual([['no-aws-keys', 2]]);
    expect(j.exit).toBe(1);
    const s = JSON.parse(seamc(['gate', join(repo, 'seam.yaml'), '--staged', '--format', 'sarif']).stdout) as { runs: { results: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[] }[] };
    expect(s.runs[0]!.results.map((x) => [x.ruleId, x.level, x.locations[0]!.physicalLocation.artifactLocation.uri, x.locations[0]!.physicalLocation.region.startLine])).toEqual([['no-aws-keys', 'error', 'src/config.ts', 2]]);
  });

  it('judges paths (an edit or a deletion of a protected file), lets warnings pass, and is clean on a clean diff', () => {
    const repo = repoWithSpec();
    put(repo, 'sub/pnpm-lock.yaml', 'lock\n');
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '--no-verify', '-m', 'lock']);
    spawnSync('git', ['rm', '-q', 'sub/pnpm-lock.yaml'], { cwd: repo });
    const del = seamc(['gate', join(repo, 'seam.yaml'), '--staged']);
    expect(del.code).toBe(1);
    expect(del.stderr).toContain('sub/pnpm-lock.yaml  deny  lockfile');
    git(repo, ['reset', '-q', '--hard']);
    put(repo, 'notes.md', 'TODO: later\n');
    git(repo, ['add', '-A']);
    const warn = seamc(['gate', join(repo, 'seam.yaml'), '--staged']);
    expect(warn.code).toBe(0);
    expect(warn.stdout).toContain('notes.md:1:1  warn  note-todo');
    git(repo, ['reset', '-q', '--hard']);
    put(repo, 'ok.txt', 'fine\n');
    git(repo, ['add', '-A']);
    expect(seamc(['gate', join(repo, 'seam.yaml'), '--staged']).stdout).toContain('no findings');
  });

  it('judges a commit range (CI), and refuses bad usage', () => {
    const repo = repoWithSpec();
    put(repo, 'leak.env', `KEY=${KEY}\n`);
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '--no-verify', '-m', 'leak']);
    const r = seamc(['gate', join(repo, 'seam.yaml'), '--range', 'HEAD~1..HEAD']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('leak.env:1:5  deny  no-aws-keys');
    expect(seamc(['gate', join(repo, 'seam.yaml')]).code).toBe(2);
    expect(seamc(['gate', join(repo, 'seam.yaml'), '--range', 'nope..HEAD']).code).toBe(2);
  });

  it('blocks a real `git commit` that adds a secret, through the hook `seamc init --pre-commit` writes', () => {
    const repo = scratchRepo({ 'AGENTS.md': 'Be kind.\n' });
    expect(seamc(['init', '--repo', repo, '--pre-commit', '--no-ci']).code).toBe(0);
    const waiver = 'waivers:\n  - { agent: claude_code, at: /rules/2, reason: a note is enough }\n';
    put(repo, 'seam.yaml', `${SPEC.replace('agents: [cursor]', 'agents: [claude_code]')}instructions:\n  - id: kind\n    text: Be kind.\n${waiver}`);
    git(repo, ['add', '-A']);
    const first = git(repo, ['commit', '-q', '-m', 'init']);
    expect(first.status, first.out).toBe(0);
    put(repo, 'src/aws.ts', `// config\nexport const key = '${KEY}';\n`);
    git(repo, ['add', 'src/aws.ts']);
    const bad = git(repo, ['commit', '-q', '-m', 'add key']);
    expect(bad.status).not.toBe(0);
    expect(bad.out).toContain('src/aws.ts:2:21  deny  no-aws-keys');
    expect(bad.out).toContain('seamc: gate refused the staged files; commit aborted');
    expect(git(repo, ['log', '--format=%s']).out.trim().split('\n')).toEqual(['init']);
    put(repo, 'src/aws.ts', "// config\nexport const key = process.env.AWS_KEY;\n");
    git(repo, ['add', 'src/aws.ts']);
    expect(git(repo, ['commit', '-q', '-m', 'read the key from the environment']).status).toBe(0);
  });
});
