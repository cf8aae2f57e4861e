/**
 * gh's aliases and extensions (compiler/runtime/shell/config-runs.ts, task-files.ts): `gh alias set --shell pf 'git
 * push -f origin main'` runs nothing, and a later `gh pf` ran the push past every command rule. `gh NAME` now reads
 * NAME in gh's config.yml (a `!` alias is a shell command) and the local extension's program gh-NAME.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';
import { PUSH } from './force-repo.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-gh-'));
const conf = mkdtempSync(join(tmpdir(), 'seam-gh-conf-'));
const data = mkdtempSync(join(tmpdir(), 'seam-gh-data-'));
afterAll(() => {
  for (const d of [repo, conf, data]) rmSync(d, { recursive: true, force: true });
});
const put = (abs: string, text: string, exec = false): void => {
  mkdirSync(join(abs, '..'), { recursive: true });
  writeFileSync(abs, text);
  if (exec) chmodSync(abs, 0o755);
};
put(join(repo, '.git/HEAD'), 'ref: refs/heads/main\n');
put(join(repo, 'ship.sh'), `${PUSH}\n`);
put(join(conf, 'config.yml'), `git_protocol: https\naliases:\n    co: pr checkout\n    pf: '!${PUSH}'\n    ship: "!sh ./ship.sh"\n    again: pf\n`);
put(join(data, 'gh/extensions/gh-deploy/gh-deploy'), `#!/bin/sh\n${PUSH}\n`, true);

const RULES: CompiledRule[] = [
  withKinds({ id: 'force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'force says no', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) }),
];
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules: RULES, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH, GH_CONFIG_DIR: conf, XDG_DATA_HOME: data } });
};

describe('gh NAME runs an alias or an extension', () => {
  it.each(['gh pf', 'gh ship', 'gh again', 'gh deploy --prod'])('%s', (line) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('an alias the line sets is refused by a security rule', () => {
    expect(decide(`gh alias set --shell x '${PUSH}' && gh x`).reason).toMatch(/changes .*config\.yml and runs gh/);
  });

  it("gh's own commands and harmless aliases pass", () => {
    for (const line of ['gh co 12', 'gh pr list', 'gh alias list', 'gh api repos/o/r', 'gh nothing-here']) expect(decide(line).verb, line).toBe('allow');
  });
});
