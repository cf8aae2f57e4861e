/** The three flat_decision runtimes of this folder bundle into one file each and answer a deny as the fixtures say. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleRuntime } from '../../compiler/bundle/runtime-entry.js';
import { writeRuntime } from '../runtime-files.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { withKinds } from '../rule-helpers.js';

const policy = { rules: [withKinds({ id: 'no-rm', on: 'pre_tool' as const, tools: ['shell' as const], match: { command: 'rm -rf' }, decision: 'deny' as const, message: 'no', intent: 'security' as const })], hooks: [] };
const cases = [
  ['grok', { hookEventName: 'PreToolUse', sessionId: 's', toolName: 'Bash', toolInput: { command: 'rm -rf /' } }, '{"decision":"deny","reason":"no"}'],
  ['goose', { event: 'PreToolUse', session_id: 's', tool_name: 'developer__shell', tool_input: { command: 'rm -rf /' } }, '{"decision":"block","reason":"no"}'],
  ['openhands', { event_type: 'PreToolUse', session_id: 's', tool_name: 'terminal', tool_input: { command: 'rm -rf /' } }, '{"decision":"deny","reason":"no"}'],
] as const;

let fresh: string | undefined;
const shared = (): string => (fresh ??= bundleRuntime(packageRoot()));

describe('bundled flat_decision runtimes (grok, goose, openhands)', () => {
  it.each(cases)('%s', (agent, payload, stdout) => {
    const tmp = mkdtempSync(join(tmpdir(), 'seam-fd-'));
    try {
      const file = writeRuntime(tmp, agent, policy, { header: '// test', prebuilt: shared() });
      const r = spawnSync(process.execPath, [file, '--agent', agent], { input: JSON.stringify(payload), cwd: tmp });
      expect({ stdout: r.stdout.toString('utf8'), exit: r.status }).toEqual({ stdout, exit: 0 });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
