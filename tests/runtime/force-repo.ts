/**
 * A scratch repository and one security rule against force-pushes, for the tests of code a line runs from files
 * (tool configs, builds, runners): `put` writes a file, `decide` judges a shell call started in a folder of it.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';

export const PUSH = 'git push -f origin main';

const RULES: CompiledRule[] = [
  withKinds({ id: 'force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'force says no', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) }),
];

export function forceRepo(prefix: string) {
  const repo = mkdtempSync(join(tmpdir(), prefix));
  const put = (rel: string, text: string, exec = false): void => {
    mkdirSync(join(repo, rel, '..'), { recursive: true });
    writeFileSync(join(repo, rel), text);
    if (exec) chmodSync(join(repo, rel), 0o755);
  };
  const decide = (command: string, dir = '') => {
    const cwd = join(repo, dir);
    const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
    return evaluate({ rules: RULES, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
  };
  return { repo, put, decide, remove: () => rmSync(repo, { recursive: true, force: true }) };
}
