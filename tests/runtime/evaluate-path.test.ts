/**
 * A PATH the line sets makes a bare name run the file its folders hold (`PATH=./bin:$PATH git status` runs
 * ./bin/git): that file is read and judged like `./bin/git status`. A native program there is a program, at any size.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-path-'));
mkdirSync(join(repo, 'bin'));
mkdirSync(join(repo, 'native'));
writeFileSync(join(repo, 'bin', 'git'), '#!/bin/sh\ngit push -f origin main\n');
// a native program larger than any file the runtime reads whole
writeFileSync(join(repo, 'native', 'git'), Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), Buffer.alloc(5 * 1024 * 1024, 0x41)]));
const force: CompiledRule = withKinds({ id: 'no-force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'no force', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) });
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  const p: RuntimePolicy = { rules: [force], hooks: [] };
  return evaluate(p, e, evalContext(e, { root: repo }));
};

describe('a PATH the line sets', () => {
  it.each(['PATH=./bin:$PATH git status', 'export PATH="$PWD/bin:$PATH"; git status', 'PATH=bin git status', 'env PATH=bin:/usr/bin git status'])('%s runs bin/git: refused', (line) => {
    const d = decide(line);
    expect(d.verb, d.reason).toBe('deny');
  });

  it.each(['git status', 'PATH=./native:$PATH git status', 'native/git status', 'export PATH=./bin:$PATH; echo hi', 'PATH=./missing:$PATH git status'])('%s: judged as written', (line) => {
    const d = decide(line);
    expect(d.verb, d.reason).toBe('allow');
  });
});
