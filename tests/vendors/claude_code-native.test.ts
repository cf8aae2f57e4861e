/**
 * The Claude Code native-deny simulation (vendors/claude_code/native-shell.ts) against every row of the hand runs
 * (Claude Code 2.1.332, deny ["Bash(touch:*)", "Bash(git push:*)"], no hooks, `--allowedTools Bash`; the command ran
 * or Claude answered "Permission to use Bash with command … has been denied"). docs/decisions/native-grades.md.
 */
import { describe, expect, it } from 'vitest';
import { claudeBashDeny } from '../../vendors/claude_code/native-shell.js';

const RULES = ['Bash(touch:*)', 'Bash(git push:*)'];
const REFUSED = [
  'touch m-plain',
  'true && touch m-chain',
  'echo x | touch m-pipe',
  'env X=1 touch m-env',
  'X=1 touch m-var',
  '/usr/bin/touch m-abs',
  '(touch m-subshell)',
  'echo $(touch m-subst)',
  'timeout 5 touch m-timeout',
  'nice touch m-nice',
  'command touch m-command',
  'echo m-xargs | xargs touch',
  "tou''ch m-quote",
  '\\touch m-backslash',
  'T=touch; $T m-varexp',
  'git push origin HEAD:refs/heads/m-gitplain',
  'sudo touch m-sudo',
  'sudo -u root touch m-sudou',
  'nohup touch m-nohup',
  '(exec touch m-exec)',
  'echo `touch m-backtick`',
  'f(){ touch m-func; }; f',
  'true\ntouch m-newline',
  'false || touch m-or',
  'touch m-bg & wait',
];
const RAN = [
  'bash -c "touch m-bashc"',
  "eval 'touch m-eval'",
  'git -C . push origin HEAD:refs/heads/m-gitC',
  'git -c x.y=1 push origin HEAD:refs/heads/m-gitc',
  "sh -c 'touch m-shc'",
  'echo touch m-bashstdin | bash',
  'bash <<EOF\ntouch m-heredoc\nEOF',
  '$(echo touch) m-substprog',
  'find . -maxdepth 0 -exec touch m-findexec \\;',
  'echo "touch m-source" > s.sh && . ./s.sh',
  'git --no-pager push origin HEAD:refs/heads/m-gitnopager',
  'git --git-dir=.git push origin HEAD:refs/heads/m-gitdir',
];

describe('Claude Code Bash(...) deny, simulated against the hand runs', () => {
  it.each(REFUSED)('refuses %j', (c) => expect(claudeBashDeny(RULES, c)).toBeDefined());
  it.each(RAN)('lets %j run', (c) => expect(claudeBashDeny(RULES, c)).toBeUndefined());
  it('reads the rule forms seamc writes', () => {
    expect(claudeBashDeny(['Bash(git push --force:*)'], 'git push --force-with-lease')).toBeUndefined();
    expect(claudeBashDeny(['Bash(git push --force:*)'], 'git push --force origin x')).toBe('Bash(git push --force:*)');
    expect(claudeBashDeny(['Bash(rm -rf*)'], 'rm -rfv build')).toBe('Bash(rm -rf*)');
    expect(claudeBashDeny(['Bash'], 'ls')).toBe('Bash');
    expect(claudeBashDeny(['Bash(ls)'], 'ls -la')).toBeUndefined();
  });
});
