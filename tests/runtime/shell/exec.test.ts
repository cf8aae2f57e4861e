/** The `exec:` rule form over normalized commands. */
import { describe, expect, it } from 'vitest';
import type { ExecForm } from '../../../compiler/runtime/shell/index.js';
import { analyzeShell, matchExec } from '../../../compiler/runtime/shell/index.js';

const FORCE: ExecForm = { program: ['git'], args: ['push'], flags: ['--force', '-f'] };

/** [line (its first command is tested), form, matches] */
const CASES: readonly (readonly [string, ExecForm, boolean])[] = [
  ['git push -f', FORCE, true],
  ['git -C x push --force', FORCE, true],
  ['git -C . -c a=b push -f origin main', { program: ['git'], args: ['push', 'origin', 'main'], flags: ['-f'] }, true],
  ['git --git-dir=.git --work-tree . --no-pager push -f', FORCE, true],
  ['git push --force-with-lease', FORCE, false],
  ['git push -fq', FORCE, true],
  ['git push -qf origin', FORCE, true],
  ['git push --force=true', FORCE, true],
  ['git push -- -f', FORCE, false],
  ['git push -- -f', { program: ['git'], args: ['push', '-f'] }, true],
  ['git push origin main', FORCE, false],
  ['git status -f', FORCE, false],
  ['git push origin +main', { program: ['git'], args: ['push', '*', '+*'] }, true],
  ['git push origin main', { program: ['git'], args: ['push', '*', '+*'] }, false],
  ['git push', { program: ['git'], args: ['push', '*'] }, false],
  ['sudo /usr/bin/git push -f', FORCE, true],
  ['terraform -chdir=infra destroy', { program: ['terraform'], args: ['destroy'] }, true],
  ['terraform apply -destroy', { program: ['terraform'], flags: ['-destroy'] }, true],
  ['terraform apply -destroy=true', { program: ['terraform'], flags: ['-destroy'] }, true],
  ['terraform apply -destroyx', { program: ['terraform'], flags: ['-destroy'] }, false],
  ['terraform apply -destroy', { program: ['terraform'], flags: ['-d'] }, false],
  ['find . -delete', { program: ['find'], flags: ['-d'] }, false],
  ['find . -delete', { program: ['find'], flags: ['-delete'] }, true],
  ['rm -rf /', { program: ['rm'], flags: ['-r'] }, true],
  ['rm -rf /', { program: ['rm'], flags: ['-R', '--recursive'] }, false],
  ['rm --recursive /', { program: ['rm'], flags: ['-R', '--recursive'] }, true],
  ['rm -rf /', { program: ['rm'], args: ['/'] }, true],
  ['rm -f -- -rf', { program: ['rm'], flags: ['-r'] }, false],
  ['git-lfs push', { program: ['git*'] }, true],
  ['git push', { program: ['?it'] }, true],
  ['python3.12 x.py', { program: ['python*'] }, true],
  ['python3 x.py', { program: ['node', 'py*'] }, true],
  ['npm publish', { program: ['pnpm'] }, false],
  ['kubectl delete -n prod pod x', { program: ['kubectl'], args: ['delete', 'pod', 'x'] }, true],
  ['kubectl --context prod delete ns x', { program: ['kubectl'], args: ['delete', 'ns'] }, true],
  ['docker -H tcp://h:2375 --context c run img', { program: ['docker'], args: ['run'] }, true],
  ['podman --connection c rm -f x', { program: ['podman'], args: ['rm'], flags: ['-f'] }, true],
  ['make -C dir -j 4 -f Makefile install', { program: ['make'], args: ['install'] }, true],
  ['cargo +nightly publish', { program: ['cargo'], args: ['publish'] }, true],
  ['npm --prefix pkg publish', { program: ['npm'], args: ['publish'] }, true],
  ['pnpm -C pkg --filter x publish', { program: ['pnpm'], args: ['publish'] }, true],
  ['yarn --cwd pkg npm publish', { program: ['yarn'], args: ['npm', 'publish'] }, true],
  ['$(whoami) push -f', { program: ['git'] }, false],
];

describe('matchExec', () => {
  it.each(CASES)('%j vs %j -> %s', (line, form, expected) => {
    const cmd = analyzeShell(line).commands[0];
    expect(cmd).toBeDefined();
    expect(matchExec(cmd!, form)).toBe(expected);
  });

  it('an option that does what a flag does counts as it in a rule (git push --mirror force-updates every ref)', () => {
    const form = { program: ['git'], args: ['push'], flags: ['--force', '-f'] };
    const cmd = (line: string) => analyzeShell(line).commands[0]!;
    expect(matchExec(cmd('git push --mirror origin'), form, true)).toBe(true);
    expect(matchExec(cmd('git push --mirr'), form, true)).toBe(true);
    expect(matchExec(cmd('git push --mirror'), form)).toBe(false);
    expect(matchExec(cmd('git fetch --mirror'), { ...form, args: ['fetch'] }, true)).toBe(false);
    expect(matchExec(cmd('git push --mirror'), { ...form, flags: ['--dry-run'] }, true)).toBe(false);
    // a `+` refspec forces its ref wherever it stands (a rule on `args: [push, '*', '+*']` sees only the first)
    expect(matchExec(cmd('git push origin main +feature'), form, true)).toBe(true);
    expect(matchExec(cmd('git push origin main:main +dev:dev'), form, true)).toBe(true);
    expect(matchExec(cmd('git push origin main feature'), form, true)).toBe(false);
    expect(matchExec(cmd('git push +origin main'), form, true)).toBe(false);
    expect(matchExec(cmd('git push origin main +feature'), form)).toBe(false);
  });

  it('sees the command inside wrappers and nested shells', () => {
    for (const line of ['sudo -E bash -c "git -C . push --force"', "echo 'git push -f' | sh", 'env A=1 nohup git push -f']) {
      expect(analyzeShell(line).commands.some((c) => matchExec(c, FORCE)), line).toBe(true);
    }
  });
});

describe('an exempting flag a later --no-X undoes', () => {
  const DRY: ExecForm = { program: ['git'], flags: ['-n', '--dry-run'] };
  const first = (line: string) => analyzeShell(line).commands[0]!;
  it.each([
    ['git clean -xfd -n', true],
    ['git clean -xfd --dry-run', true],
    ['git clean -xfd -n --no-dry-run', false],
    ['git clean -xfdn --no-dry-run', false],
    ['git clean -xfd --no-dry-run --dry-run', true],
  ])('%s exempts: %s', (line, exempt) => {
    expect(matchExec(first(line), DRY, false)).toBe(exempt);
  });

  it('in a match, the flag still counts (a rule errs toward seeing it)', () => {
    expect(matchExec(first('git clean -xfd -n --no-dry-run'), DRY, true)).toBe(true);
    expect(matchExec(first('npm publish --dry-run=false'), PUB, true)).toBe(true);
  });

  // npm's nopt reads false, null and any number equal to 0 as false (validateBoolean): each publishes for real
  const PUB: ExecForm = { program: ['npm'], flags: ['--dry-run'] };
  it.each([
    ['npm publish --dry-run=false', false],
    ['npm publish --dry-run=0', false],
    ['npm publish --dry-run=', false],
    ['npm publish --dry-run=0x0', false],
    ['npm publish --dry-run=null', false],
    ['npm publish --dry-run --dry-run=false', false],
    ['npm publish --dry-run=true', true],
    ['npm publish --dry-run=1', true],
    ['npm publish --dry-run=false --dry-run', true],
  ])('%s exempts: %s', (line, exempt) => {
    expect(matchExec(first(line), PUB, false)).toBe(exempt);
  });
});
