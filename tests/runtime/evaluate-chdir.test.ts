/**
 * Options that run a command in another folder (`env -C`, `sudo -D`, `git -C`, `tar -C`): the command's relative
 * paths are under that folder, so a rule on `.github/workflows/**` sees `git -C .github/workflows checkout -- ci.yml`.
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

const repo = mkdtempSync(join(tmpdir(), 'seam-chdir-'));
mkdirSync(join(repo, '.github/workflows'), { recursive: true });
writeFileSync(join(repo, '.github/workflows/ci.yml'), 'on: push\n');
writeFileSync(join(repo, '.env'), 'KEY=1\n');

const rule = (id: string, tools: string[], match: SpecMatcher): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools, decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher(match) });
const workflows = rule('workflows', ['write', 'edit'], { path: '.github/workflows/**' });
const env = rule('env', ['read'], { path: '.env' });
const wfRead = rule('wf-read', ['read'], { path: '.github/workflows/**' });
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules: [workflows, env, wfRead], hooks: [] }, e, evalContext(e, { root: repo }));
};

describe('a command run in another folder', () => {
  it.each([
    ['env -C .github/workflows sh -c "echo x > ci.yml"', 'workflows'],
    ['env --chdir=.github/workflows tee ci.yml', 'workflows'],
    ['sudo -D .github/workflows tee ci.yml', 'workflows'],
    // the folder given in the option's own word (`--chdir=DIR`, `-wDIR`), not the word itself
    ['sudo --chdir=.github/workflows tee ci.yml', 'workflows'],
    ['systemd-run --working-directory=.github/workflows tee ci.yml', 'workflows'],
    ['nsenter -w.github/workflows tee ci.yml', 'workflows'],
    ['bwrap --bind / / --chdir .github/workflows tee ci.yml', 'workflows'],
    ['git -C .github/workflows checkout HEAD~1 -- ci.yml', 'workflows'],
    ['git -C .github -C workflows rm ci.yml', 'workflows'],
    ['git -C .github rm -r workflows', 'workflows'],
    ['tar -C .github -cf /tmp/w.tar workflows/ci.yml', 'wf-read'],
    ['tar -C .github -cf /tmp/w.tar workflows', 'wf-read'],
  ])('%s', (line, id) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: `${id} says no` });
  });

  it('a folder the line does not show leaves $PWD unknown to what follows', () => {
    expect(decide('env -C "$D" true; cp x "$PWD/ci.yml"').reason).toContain('seamc cannot tell which file `$PWD/ci.yml` names');
  });

  it.each(['env -C src tee notes.txt', 'git -C packages/core checkout -- index.ts', 'sudo -D /tmp tee x.log', 'tar -C dist -czf /tmp/d.tgz .'])('%s is judged in its folder', (line) => {
    expect(decide(line).verb).toBe('allow');
  });
});
