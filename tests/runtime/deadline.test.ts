/**
 * The runtime's own deadline: a regex that backtracks (one the build would reject, injected here past it) cannot
 * hold the hook past the client's timeout. The bundled process answers within the deadline: deny where a security
 * rule applies, allow with a stderr note otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRuntime } from '../runtime-files.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { readFileSync } from 'node:fs';
import { withKinds } from '../rule-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'seam-deadline-'));
const payload = JSON.stringify({
  session_id: 's', transcript_path: '/t', cwd: dir, hook_event_name: 'PreToolUse', tool_name: 'Bash',
  tool_input: { command: `echo ${'a'.repeat(40)}!` },
});
const hanging = (intent: 'security' | 'hygiene'): RuntimePolicy => ({
  rules: [withKinds({ id: 'slow', on: 'pre_tool', tools: ['shell'], match: { command: '(a+)+$' }, decision: 'deny', intent })],
  hooks: [],
  deadlineMs: 300,
});

function run(policy: RuntimePolicy) {
  const file = writeRuntime(join(dir, policy.rules[0]!.intent), 'claude_code', policy);
  const t = Date.now();
  const r = spawnSync(process.execPath, [file, '--agent', 'claude_code'], { input: payload, encoding: 'utf8', timeout: 20_000 });
  return { stdout: r.stdout, stderr: r.stderr, exit: r.status, ms: Date.now() - t };
}

describe('the runtime deadline', () => {
  it('denies in the dialect when a security rule could apply, long before the backtracking would end', () => {
    const r = run(hanging('security'));
    expect(r.exit).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput).toMatchObject({ permissionDecision: 'deny' });
    expect(r.stdout).toMatch(/could not judge this call within 300 ms/);
    expect(r.ms).toBeLessThan(15_000);
  });
  it('allows with a stderr note when only hygiene rules apply', () => {
    const r = run(hanging('hygiene'));
    expect({ stdout: r.stdout, exit: r.exit }).toEqual({ stdout: '', exit: 0 });
    expect(r.stderr).toMatch(/took longer than 300 ms; no security rule applies/);
  });
});
