/**
 * `git add` copies files into the repository, to be committed and pushed (compiler/runtime/git-writes.ts): `git add
 * -f .env && git commit -m x && git push` sent the secrets away past a rule on reading .env, since nothing on the line
 * reads it. The runtime asks git's own dry run which files the add takes and judges each as a read.
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
import { withKinds } from '../rule-helpers.js';

const repo = realpathSync(mkdtempSync(join(tmpdir(), 'seam-git-add-')));
const git = (...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@x', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
};
const put = (rel: string, text: string): void => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
};

beforeAll(() => {
  git('init', '-q', '-b', 'main');
  put('.gitignore', '.env.local\n');
  put('src/a.ts', 'export {};\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
  // .env is not ignored here (the mistake that leaks it); .env.local is
  put('.env', 'TOKEN=x\n');
  put('.env.local', 'TOKEN=y\n');
  put('src/b.ts', 'export {};\n');
});

const rules: CompiledRule[] = [
  withKinds({ id: 'env', on: 'pre_tool', tools: ['read'], decision: 'deny', intent: 'security', message: 'env says no', match: lowerMatcher({ path: '.env{,.*}' }) }),
];
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
};

describe('git add reads what it copies into the repository', () => {
  it('an add that takes a .env file is refused, named in the message', () => {
    expect(decide('git add -A')).toMatchObject({ verb: 'deny', reason: 'env says no (seamc found this among the files `git add -A` copies into the repository)' });
    for (const line of ['git add .', 'git add .env', 'git add -f .env.local', 'git add --force .env.local', 'git add -A && git commit -m wip && git push']) expect(decide(line).verb, line).toBe('deny');
  });

  it('an add of other files, of an ignored file without -f (git refuses it), and a dry run are allowed', () => {
    for (const line of ['git add src', 'git add src/b.ts', 'git add .env.local', 'git add -n -A', 'git add --dry-run .', 'git status']) expect(decide(line).verb, line).toBe('allow');
  });
});
