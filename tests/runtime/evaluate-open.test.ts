/** macOS `open` runs a script in a terminal (`open -a Terminal x.sh`, `open x.command`): the script's code is judged. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-open-'));
for (const f of ['deploy.sh', 'ship.command']) writeFileSync(join(repo, f), '#!/bin/sh\ngit push -f origin main\n');
writeFileSync(join(repo, 'notes.md'), 'git push -f\n');
const force: CompiledRule = withKinds({ id: 'no-force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'no force', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) });
const decide = (command: string) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  const p: RuntimePolicy = { rules: [force], hooks: [] };
  return evaluate(p, e, evalContext(e, { root: repo })).verb;
};

describe('open', () => {
  it.each(['open -a Terminal deploy.sh', 'open -a iTerm ./deploy.sh', 'open ship.command', 'open -b com.apple.Terminal deploy.sh'])('%s runs the script: refused', (line) => {
    expect(decide(line)).toBe('deny');
  });

  it.each(['open notes.md', 'open deploy.sh', 'open https://example.com'])('%s opens a document: judged as written', (line) => {
    expect(decide(line)).toBe('allow');
  });
});
