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

describe('one watchdog for an in-process batch (withBatchDeadline)', async () => {
  const { withBatchDeadline, withDeadline } = await import('../../compiler/runtime/deadline.js');
  const spin = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
    return 'done';
  };
  it('a call inside a batch that ends after its own deadline answers the timeout (undefined), as its watchdog would', () => {
    expect(withBatchDeadline(10_000, () => [withDeadline(20, () => spin(60)), withDeadline(500, () => spin(1))])).toEqual([undefined, 'done']);
  });
  it('a call inside a batch that never ends is interrupted by the batch watchdog', () => {
    const t = performance.now();
    expect(withBatchDeadline(300, () => withDeadline(100_000, () => new RegExp('(a+)+$').test(`${'a'.repeat(40)}!`)))).toBeUndefined();
    expect(performance.now() - t).toBeLessThan(10_000);
  });
  it('outside a batch each call has its own watchdog again (the batch mark is cleared, also after an interrupt)', () => {
    const t = performance.now();
    expect(withDeadline(200, () => new RegExp('(a+)+$').test(`${'a'.repeat(40)}!`))).toBeUndefined();
    expect(performance.now() - t).toBeLessThan(10_000);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('seamc.deadline.batch')]).toBeUndefined();
  });
  it('the build\'s policy tests fail a case the batch interrupts, and every case after it, with a reason', async () => {
    const { runCases } = await import('../../compiler/policy-tests.js');
    const { prepare } = await import('../../compiler/cli/pipeline.js');
    const { testAgents } = await import('../../compiler/compile.js');
    const { treeOfFiles } = await import('../../compiler/probe/tree.js');
    const { targets } = await import('../../vendors/index.js');
    const cwd = process.cwd();
    process.chdir(packageRoot());
    try {
      const { report, model, loaded } = prepare('specs/example.seam.yaml', targets, 'claude_code,cursor', { policyTests: false });
      const agents = testAgents(targets.filter((t) => t.id === 'claude_code' || t.id === 'cursor'));
      const tree = treeOfFiles(loaded.repoRoot, report.files);
      const whole = runCases(model, agents, tree);
      expect(whole.every((c) => c.error === undefined)).toBe(true);
      const cut = runCases(model, agents, tree, 1);
      expect(cut.map((c) => `${c.test.name}|${c.agent}`)).toEqual(whole.map((c) => `${c.test.name}|${c.agent}`));
      const failed = cut.filter((c) => c.error?.includes('did not finish within 0.001 s'));
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((c) => c.status === 'fail')).toBe(true);
      // everything after the first interrupted case failed too
      const first = cut.findIndex((c) => c.error !== undefined);
      expect(cut.slice(first).every((c) => c.status === 'fail' && c.error !== undefined)).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });
});
