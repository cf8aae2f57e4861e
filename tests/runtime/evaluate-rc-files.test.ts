/**
 * A shell named on the line sources its start-up files first (compiler/runtime/shell/rc-files.ts): `echo 'git push
 * -f' >> ~/.bashrc` in one call and `bash -ic true` in the next ran the push past every command rule; so did ~/.zshenv
 * for any `zsh -c`, and ~/.profile for a login shell. A usual start-up file (aliases, `eval "$(...)"`, a file sourced
 * from a variable) passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const repo = mkdtempSync(join(tmpdir(), 'seam-rc-'));
const homes = mkdtempSync(join(tmpdir(), 'seam-rc-homes-'));
afterAll(() => {
  for (const d of [repo, homes]) rmSync(d, { recursive: true, force: true });
});
mkdirSync(join(repo, '.git'));
writeFileSync(join(repo, '.git/HEAD'), 'ref: refs/heads/main\n');
const USUAL = `alias ll='ls -l'\n[ -z "$PS1" ] && return\neval "$(dircolors -b)"\nPS1='\\u@\\h:\\w\\$ '\n. "$NVM_DIR/nvm.sh"\n`;
const home = (files: Record<string, string>): string => {
  const h = mkdtempSync(join(homes, 'h-'));
  for (const [f, t] of Object.entries(files)) writeFileSync(join(h, f), t);
  return h;
};

const RULES: CompiledRule[] = [
  withKinds({ id: 'force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'force says no', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) }),
];
const decide = (command: string, h: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules: RULES, hooks: [] }, e, { ...evalContext(e, { root: repo }), home: h, env: { PATH: process.env.PATH, HOME: h } });
};

describe("a shell's start-up files", () => {
  it.each([
    ['bash -ic true', '.bashrc'],
    ['bash -i script.sh', '.bashrc'],
    ['bash -lc true', '.profile'],
    ['bash --login -c true', '.bash_profile'],
    ['sh -l -c true', '.profile'],
    ['zsh -c true', '.zshenv'],
    ['zsh -ic true', '.zshrc'],
  ])('%s runs ~/%s', (line, file) => {
    expect(decide(line, home({ [file]: `${USUAL}${PUSH}\n` }))).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('--rcfile names the file; --norc, --noprofile and zsh -f skip them; bash -c reads none', () => {
    const h = home({ '.bashrc': `${PUSH}\n`, '.profile': `${PUSH}\n`, '.zshenv': `${PUSH}\n` });
    writeFileSync(join(repo, 'rc.sh'), `${PUSH}\n`);
    expect(decide('bash --rcfile rc.sh -ic true', home({}))).toMatchObject({ verb: 'deny' });
    for (const line of ['bash -c true', 'bash --norc -ic true', 'bash --noprofile -lc true', 'zsh -f -c true', 'sh -c true']) expect(decide(line, h).verb, line).toBe('allow');
  });

  it('usual start-up files pass', () => {
    const h = home({ '.bashrc': USUAL, '.profile': `. "$HOME/.cargo/env"\n[ -f ~/.bashrc ] && . ~/.bashrc\n`, '.zshenv': 'export PATH="$HOME/bin:$PATH"\n' });
    for (const line of ['bash -ic ls', 'bash -lc "npm test"', 'zsh -c ls']) expect(decide(line, h).verb, line).toBe('allow');
  });
});
