/**
 * Files a git command rewrites without naming them (compiler/runtime/git-writes.ts): `git reset --hard HEAD~1` after
 * the commit that added a guarded file removes it, and ran past a path rule on that file, since the line names no
 * path. The runtime asks git which files the command changes and judges each as a write of the call.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { gitWrites } from '../../compiler/runtime/git-writes.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = realpathSync(mkdtempSync(join(tmpdir(), 'seam-git-writes-')));
const git = (...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@x', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
const put = (rel: string, text: string): void => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
};

beforeAll(() => {
  git('init', '-q', '-b', 'main');
  put('src/a.ts', 'export {};\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
  git('branch', 'old');
  put('.github/workflows/ci.yml', 'on: push\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'guard');
  git('checkout', '-q', '-b', 'side');
  put('.github/workflows/ci.yml', 'on: pull_request_target\n');
  git('commit', '-q', '-am', 'side change');
  git('checkout', '-q', 'main');
  put('src/a.ts', 'export const x = 1;\n');
});

const rule = (id: string, tools: string[], match: SpecMatcher): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools, decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher(match) });
const rules = [rule('workflows', ['shell', 'write', 'edit'], { path: '.github/workflows/**' })];
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
};

describe('a git command that rewrites files the line does not name meets the path rules on them', () => {
  it.each([
    ['git reset --hard HEAD~1', 'git reset --hard HEAD~1'],
    ['git reset --hard old', 'git reset --hard old'],
    ['git checkout old', 'git checkout old'],
    ['git switch --detach old', 'git switch --detach old'],
    ['git -C . checkout -q side', 'git checkout -q side'],
    ['git merge side', 'git merge side'],
    ['git cherry-pick side', 'git cherry-pick side'],
    ['git reset --hard HEAD~1 --', 'git reset --hard HEAD~1 --'],
    ['git rebase --onto HEAD~1 HEAD', 'git rebase --onto HEAD~1 HEAD'],
    ['git rebase side', 'git rebase side'],
    ['git sparse-checkout set src', 'git sparse-checkout set src'],
    ['git read-tree -u --reset HEAD~1', 'git read-tree -u --reset HEAD~1'],
    ['git checkout -', 'git checkout -'],
    // patch mode offers every differing file's hunks (`yes | git checkout -p side` takes them all)
    ['yes | git checkout -p side', 'git checkout -p side'],
    ['git checkout --patch old', 'git checkout --patch old'],
  ])('%s', (command, line) => {
    const d = decide(command);
    expect(d).toMatchObject({ verb: 'deny', ruleId: 'workflows' });
    expect(d.reason).toBe(`workflows says no (seamc found this among the files \`${line}\` rewrites)`);
  });

  // the plumbing that changes what the next commit (and a push) carries without the work tree
  it.each([
    'git update-index --cacheinfo 100644,e69de29bb2d1d6434b8b29ae775ad8c2e48c5391,.github/workflows/ci.yml',
    'git update-index --cacheinfo 100644 e69de29bb2d1d6434b8b29ae775ad8c2e48c5391 .github/workflows/ci.yml',
    'git update-index --index-info',
    'git mktree',
    'git fast-import',
    'git read-tree old',
    'git read-tree --empty',
    'git commit-tree old^{tree} -p HEAD -m x',
  ])('%s', (command) => {
    expect(decide(command)).toMatchObject({ verb: 'deny', reason: `workflows says no (seamc found this among the files \`${command.slice(0, 80)}\` puts into the next commit)` });
  });

  it('leaves alone what rewrites no guarded file, or no file', () => {
    for (const c of ['git checkout -p', 'git checkout -p main', 'git reset --hard', 'git reset HEAD~1', 'git reset --soft old', 'git stash', 'git checkout main', 'git switch -c new', 'git status', 'git reset --hard nosuchrev', 'git clean -n -d', 'git rebase main', 'git reset --hard HEAD -- src/a.ts', 'git update-index --refresh', 'git checkout-index -f -a', 'git read-tree HEAD', 'git commit-tree HEAD^{tree} -p HEAD -m x'])
      expect(decide(c), c).toMatchObject({ verb: 'allow' });
  });

  it('asks git for the stash and clean forms', () => {
    expect(gitWrites('stash', [], repo)).toEqual([{ path: join(repo, 'src/a.ts'), op: 'write' }]);
    put('scratch/new.txt', 'x\n');
    expect(gitWrites('stash', ['-u'], repo)).toEqual([
      { path: join(repo, 'src/a.ts'), op: 'write' },
      { path: join(repo, 'scratch/new.txt'), op: 'write' },
    ]);
    expect(gitWrites('clean', ['-fd'], repo)).toEqual([{ path: join(repo, 'scratch'), op: 'delete' }]);
    expect(gitWrites('clean', ['-nd'], repo)).toEqual([]);
    expect(gitWrites('reset', ['--hard', 'HEAD~1'], join(repo, 'src'))).toEqual([
      { path: join(repo, '.github/workflows/ci.yml'), op: 'write' },
      { path: join(repo, 'src/a.ts'), op: 'write' },
    ]);
  });

  it('outside a work tree there is nothing to rewrite; a revision known only at run time is passed over, and never refuses a rule on commands', () => {
    expect(gitWrites('reset', ['--hard', 'HEAD~1'], tmpdir())).toEqual([]);
    expect(decide('git reset --hard "$REV"')).toMatchObject({ verb: 'allow' });
    const e = rule('force', ['shell'], { exec: { program: 'git', args: ['push'], flags: ['--force'] } });
    const ev: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command: 'git checkout "$BRANCH"', toolInput: {} };
    expect(evaluate({ rules: [e], hooks: [] }, ev, { ...evalContext(ev, { root: repo }), env: { PATH: process.env.PATH } })).toMatchObject({ verb: 'allow' });
  });
});
