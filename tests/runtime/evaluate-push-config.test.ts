/**
 * A push a setting makes forced (compiler/runtime/shell/sessions.ts pushOf, scripts.ts): a `+` refspec in
 * `remote.NAME.push` or `remote.NAME.mirror` in the repository's configuration turns a plain `git push` into a
 * forced one, which ran past a rule on `git push --force` since the line shows no flag.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-push-config-'));
const home = mkdtempSync(join(tmpdir(), 'seam-push-config-home-'));
mkdirSync(join(repo, '.git'), { recursive: true });
writeFileSync(join(repo, '.git/HEAD'), 'ref: refs/heads/main\n');
writeFileSync(
  join(repo, '.git/config'),
  '[remote "origin"]\n\turl = /srv/x\n\tpush = +refs/heads/*:refs/heads/*\n[remote "backup"]\n\turl = /srv/y\n\tmirror\n[remote "plain"]\n\turl = /srv/z\n\tpush = refs/heads/main\n',
);

const rule = (id: string, match: SpecMatcher): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher(match) });
const rules = [rule('force', { exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }), rule('refspec', { exec: { program: 'git', args: ['push', '*', '+*'] } })];
const found = (id: string, where: string) => `${id} says no (seamc found this in ${where} of .git/config, which the command runs)`;
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), home, env: { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
};

describe('a push setting in the configuration files', () => {
  it('a + push refspec or a mirror remote makes a push that names no refspec a forced one', () => {
    expect(decide('git push')).toMatchObject({ verb: 'deny' });
    // the + refspec is a forced push: the force rule, first in order, answers
    expect(decide('git push origin')).toMatchObject({ verb: 'deny', reason: found('force', 'remote.origin.push') });
    expect(decide('git push backup')).toMatchObject({ verb: 'deny', reason: found('force', 'remote.backup.mirror') });
  });

  it('a push naming its own refspec, a remote without such a setting, and other commands are not', () => {
    for (const line of ['git push origin main', 'git push plain', 'git fetch origin', 'git log', 'git push backup --dry-run main']) expect(decide(line).verb, line).toBe('allow');
  });
});
