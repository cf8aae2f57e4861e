/**
 * The Codex CLI prefix_rule simulation (vendors/codex_cli/native-shell.ts) against the observed rows: the live runs
 * R1-R13 (rules ["echo"] and ["git", "push"] forbidden, the model's command run as bash -lc) and the validator's
 * token cases (codex execpolicy check, Codex 0.171.0). docs/decisions/native-grades.md.
 */
import { describe, expect, it } from 'vitest';
import { codexForbids } from '../../vendors/codex_cli/native-shell.js';

const RULES = [['echo'], ['git', 'push']];
const REJECTED = ['echo hi', 'git push --force origin main', 'true && echo hi', 'echo hi | cat', 'ls; echo hi', "echo 'a b'"];
const RAN = [
  'echo hi > ran.txt',
  'true && echo hi > ran.txt',
  'git push origin main 2>/dev/null',
  'echo $(whoami)',
  '(echo hi)',
  'FOO=1 echo hi',
  'git -C . push origin main',
  // validator token cases
  'bash -lc "git push --force origin main"',
  '/usr/bin/git push --force',
  'env FOO=1 git push',
  'GIT push',
];

describe('Codex prefix_rule, simulated against the observed runs', () => {
  it.each(REJECTED)('forbids %j', (c) => expect(codexForbids(RULES, c)).toBeDefined());
  it.each(RAN)('lets %j run', (c) => expect(codexForbids(RULES, c)).toBeUndefined());
  it('compares tokens whole and reads alternatives', () => {
    expect(codexForbids([['npm', 'test']], 'npm testx')).toBeUndefined();
    expect(codexForbids([[['git', 'hg'], 'push']], 'hg push x')).toBe(0);
    expect(codexForbids([['rm', '*']], 'rm -rf build')).toBeUndefined();
  });
});
