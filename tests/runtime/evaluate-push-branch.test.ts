/**
 * A push whose words leave the branch to git (compiler/runtime/git-push.ts, scripts.ts pushRun): `git push`, `git
 * push origin`, `git push origin HEAD` made on main push main, and went past a rule on `git push ... main` since the
 * line never says main. So did `--all`, a glob refspec, push.default=matching or upstream, and a branch the same line
 * checks out or renames first.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { branchAfter, pushesOf } from '../../compiler/runtime/git-push.js';
import { newBudget } from '../../compiler/runtime/file-text.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const home = mkdtempSync(join(tmpdir(), 'seam-push-branch-home-'));
const env = { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: join(home, 'none') };
const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
};
/** a repository with commits on main, feat and release/1, checked out on `branch` */
function repoOn(branch: string, config = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'seam-push-branch-'));
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'a.txt'), 'a\n');
  git(dir, 'add', 'a.txt');
  git(dir, 'commit', '-q', '-m', 'a');
  git(dir, 'branch', 'feat');
  git(dir, 'branch', 'release/1');
  git(dir, 'remote', 'add', 'origin', '/srv/none');
  if (branch !== 'main') git(dir, 'checkout', '-q', branch);
  for (const line of config.split('\n').filter((l) => l !== '')) git(dir, 'config', ...line.split(' '));
  return dir;
}

const rule = (id: string, match: SpecMatcher, unless?: SpecMatcher): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher(match), ...(unless ? { unless: lowerMatcher(unless) } : {}) });
const rules = [
  rule('main', { exec: { program: 'git', args: ['push', '*', 'main'] } }, { exec: { program: 'git', flags: ['--dry-run', '-n'] } }),
  rule('main-ref', { exec: { program: 'git', args: ['push', '*', '*:main'] } }),
  rule('force', { exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }),
];
const decide = (cwd: string, command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: cwd }), home, env });
};

describe('a push that leaves its branch to git', () => {
  const onMain = repoOn('main');
  const onFeat = repoOn('feat');

  it('on main, a push naming no branch, HEAD, every branch or a glob meets the rule on pushing main', () => {
    expect(decide(onMain, 'git push')).toMatchObject({
      verb: 'deny',
      reason: 'main says no (seamc read the command as `git push origin main`: it pushes the branch checked out (main))',
    });
    for (const line of ['git push origin', 'git push origin HEAD', 'git push -u origin @', 'git push --all', 'git push origin --branches', "git push origin 'refs/heads/*:refs/heads/*'", 'git -c push.default=matching push', 'cd sub 2>/dev/null; git push'])
      expect(decide(onMain, line).verb, line).toBe('deny');
    // from another branch, every branch still includes main
    expect(decide(onFeat, 'git push --all origin').verb).toBe('deny');
    expect(decide(onFeat, "git push origin 'refs/heads/*:refs/heads/*'").reason).toBe('main says no (seamc read the command as `git push origin main`: it pushes every local branch its pattern covers)');
  });

  it('a branch the line checks out or renames before it pushes is the one pushed', () => {
    for (const line of ['git checkout main && git push', 'git switch main; git push origin HEAD', 'git branch -M main && git push -u origin HEAD', 'git branch -m feat main; git push', 'git checkout -B main origin/main && git push'])
      expect(decide(onFeat, line).verb, line).toBe('deny');
    for (const line of ['git checkout -b fix && git push -u origin HEAD', 'git switch -c fix && git push', 'git switch feat && git push', 'git checkout --detach && git push origin HEAD'])
      expect(decide(onMain, line).verb, line).toBe('allow');
    expect(decide(onFeat, 'git branch -m old new && git push').verb).toBe('allow');
    // `switch -`: the branch before, from the same line, else from HEAD's reflog (feat was checked out from main)
    expect(decide(onMain, 'git switch feat && git pull && git switch - && git push').verb).toBe('deny');
    expect(decide(onFeat, 'git switch main && git pull && git switch - && git push').verb).toBe('allow');
    expect(decide(onFeat, 'git switch - && git push')).toMatchObject({ verb: 'deny', reason: expect.stringContaining('`git push origin main`') });
    expect(decide(onMain, 'git checkout - && git push').verb).toBe('deny');
  });

  it('the plumbing under git push is judged as a push', () => {
    expect(decide(onFeat, 'git send-pack --force /srv/none feat')).toMatchObject({ verb: 'deny', reason: 'force says no (seamc read the command as a git push: git send-pack is the push under it)' });
    expect(decide(onFeat, 'git http-push --all https://example.invalid/r.git').verb).toBe('deny');
    expect(decide(onFeat, 'git send-pack /srv/none feat').verb).toBe('allow');
  });

  it('a branch known only at run time is refused by a security rule', () => {
    expect(decide(onFeat, 'git checkout "$B" && git push').reason).toMatch(/cannot tell what `\$\(git branch --show-current\)` holds/);
    expect(decide(onFeat, 'git -c push.default="$M" push').verb).toBe('deny');
  });

  it('a push that names its branch, a dry run, tags, push.default=nothing and other branches are allowed', () => {
    for (const line of ['git push --dry-run', 'git push -n origin HEAD', 'git push origin HEAD:feat', 'git push origin feat', 'git push --tags', 'git -c push.default=nothing push', 'git push origin release/1'])
      expect(decide(onMain, line).verb, line).toBe('allow');
    for (const line of ['git push', 'git push origin', 'git push origin HEAD', 'git -c push.default=upstream push']) expect(decide(onFeat, line).verb, line).toBe('allow');
  });

  it('the settings decide where a bare push goes: upstream, the push remote, configured refspecs', () => {
    const up = repoOn('feat', 'branch.feat.merge refs/heads/main\nbranch.feat.remote origin');
    expect(decide(up, 'git push').verb).toBe('allow');
    expect(decide(up, 'git -c push.default=upstream push')).toMatchObject({ verb: 'deny', reason: 'main-ref says no (seamc read the command as `git push origin feat:main`: it pushes the branch checked out, to its upstream (feat))' });
    const remote = repoOn('main', 'remote.pushDefault backup');
    expect(decide(remote, 'git push').reason).toContain('`git push backup main`');
    const refspec = repoOn('feat', 'remote.origin.push refs/heads/main:refs/heads/main');
    expect(decide(refspec, 'git push').reason).toContain('`git push origin main`: it pushes remote.origin.push');
    expect(decide(refspec, 'git push origin feat').verb).toBe('allow');
  });
});

describe('the pieces', () => {
  it('branchAfter follows checkout, switch and branch -m, and leaves paths and commits alone', () => {
    const no = () => false;
    const has = (names: string[]) => (n: string) => names.includes(n);
    expect(branchAfter(['checkout', '-b', 'x', 'origin/main'], 'main', no, no)).toBe('x');
    // git refuses these, and the branch stays: -b of a branch that exists, a switch to one that does not
    expect(branchAfter(['checkout', '-b', 'x'], 'main', no, has(['x']))).toBe('main');
    expect(branchAfter(['switch', 'nothere'], 'main', no, no)).toBe('main');
    expect(branchAfter(['checkout', '--track', 'origin/rel'], 'main', no, has(['origin/rel']))).toBe('rel');
    expect(branchAfter(['checkout', '--track', 'origin/main'], 'feat', no, has(['origin/main', 'main']))).toBe('feat');
    expect(branchAfter(['checkout', 'src/a.ts'], 'main', (w) => w === 'src/a.ts')).toBe('main');
    expect(branchAfter(['checkout', 'main', '--', 'a.ts'], 'feat', no)).toBe('feat');
    expect(branchAfter(['checkout', 'HEAD~1'], 'main', no)).toBeNull();
    expect(branchAfter(['switch', '--detach', 'main'], 'feat', no)).toBeNull();
    expect(branchAfter(['switch', '-'], 'feat', no)).toBe('\u0001');
    expect(branchAfter(['branch', '-d', 'x'], 'feat', no)).toBe('feat');
    expect(branchAfter(['status'], 'feat', no)).toBe('feat');
  });

  it('pushesOf keeps the options, and names nothing a push already names', () => {
    const repo = { settings: new Map() };
    expect(pushesOf(['-f', '-o', 'ci.skip', 'origin'], 'main', repo, newBudget())?.lines).toEqual(['git push -f -o ci.skip origin main']);
    expect(pushesOf(['origin', 'feat', 'HEAD'], 'main', repo, newBudget())?.lines).toEqual(['git push origin main']);
    expect(pushesOf(['origin', '+@'], 'main', repo, newBudget())?.lines).toEqual(['git push origin +main']);
    expect(pushesOf(['origin', 'feat'], 'main', repo, newBudget())?.lines).toEqual([]);
    expect(pushesOf(['\0'], 'main', repo, newBudget())).toBeUndefined();
    expect(pushesOf([], null, repo, newBudget())?.lines).toEqual([]);
  });
});
