/**
 * The probe runner (compiler/probe/): a hook config that does not fire for a call leaves it allowed (and a test
 * expecting deny fails), on both paths; a bundled runtime loads as a module without running; the in-process API a
 * corpus runner uses answers like the spawned one.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProbeCall } from '../../compiler/backend/types-probe.js';
import { runtimeTexts } from '../runtime-files.js';
import { statusOf } from '../../compiler/policy-tests.js';
import { probeDecision, probeSpawn } from '../../compiler/probe/run.js';
import { inPool } from '../../compiler/probe/spawn.js';
import { treeOfDir } from '../../compiler/probe/tree.js';
import { probes } from '../../vendors/index.js';
import { root, scratch, seamc } from '../cli-helpers.js';
import { EXAMPLE_POLICY } from '../runtime/example-policy.js';
import { ALL, CALLS } from './probe-helpers.js';

const FORCE: ProbeCall = { kind: 'shell', command: 'git push --force origin main' };
const denyTest = { name: 'force', at: '/tests/0', on: 'pre_tool', tool: 'shell', command: FORCE.command, expect: 'deny' } as const;
let out = '';
let pristine = '';

function built(): string {
  const dir = scratch('seamc-probe-run-');
  const r = seamc(['build', 'specs/example.seam.yaml', '--out', dir, '--agents', ALL.join(',')]);
  expect([0, 1]).toContain(r.status);
  return dir;
}

beforeAll(() => {
  out = built();
  pristine = built();
});

function edit(file: string, change: (v: Record<string, unknown>) => void): void {
  const v = JSON.parse(readFileSync(join(out, file), 'utf8')) as Record<string, unknown>;
  change(v);
  writeFileSync(join(out, file), JSON.stringify(v, null, 2));
}

describe('a hook config that does not fire', () => {
  it('leaves the call allowed on both paths, so a test expecting deny fails, and says which matcher', async () => {
    expect(probeDecision(probes['claude_code']!, treeOfDir(out), FORCE)).toMatchObject({ verb: 'deny', ruleId: 'no-force-push' });
    edit('.claude/settings.json', (v) => {
      ((v['hooks'] as Record<string, { matcher?: string }[]>)['PreToolUse']![0]!).matcher = 'Write|Edit';
    });
    for (const o of [probeDecision(probes['claude_code']!, treeOfDir(out), FORCE), await probeSpawn(probes['claude_code']!, out, FORCE)]) {
      expect(o.verb).toBe('allow');
      expect(o.steps).toEqual([{ wire: 'PreToolUse', fired: false, why: '.claude/settings.json hooks.PreToolUse matcher "Write|Edit" does not match this call' }]);
      expect(statusOf(denyTest, o)).toBe('fail');
    }
  });

  it('on Cursor, still denies at the gate that fires, and allows once neither does', async () => {
    const cursor = probes['cursor']!;
    edit('.cursor/hooks.json', (v) => delete (v['hooks'] as Record<string, unknown>)['preToolUse']);
    expect(probeDecision(cursor, treeOfDir(out), FORCE)).toMatchObject({ verb: 'deny', steps: [{ wire: 'preToolUse', fired: false }, { wire: 'beforeShellExecution', fired: true }] });
    edit('.cursor/hooks.json', (v) => delete (v['hooks'] as Record<string, unknown>)['beforeShellExecution']);
    expect((await probeSpawn(cursor, out, FORCE)).verb).toBe('allow');
  });
});

describe('the bundled runtime as a module', () => {
  it('gives the runtime (with dispatch) through load() when required, and still serves as a hook when node runs it', () => {
    const file = join(out, '.seam/hooks/claude_code.cjs');
    const probe = `const m = require(${JSON.stringify(file)}); process.stdout.write(typeof m.load().dispatch + ' ' + m.agent);`;
    expect(spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 10_000 }).stdout).toBe('function claude_code');
    const payload = JSON.stringify({ hook_event_name: 'PreToolUse', cwd: out, tool_name: 'Bash', tool_input: { command: FORCE.command } });
    const r = spawnSync(process.execPath, [file, '--agent', 'claude_code'], { input: payload, encoding: 'utf8' });
    expect(JSON.parse(r.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: 'deny' } });
  });
});

describe('the in-process API a corpus runner uses', () => {
  it('answers every call kind on every agent like the spawned path, from a built folder or from a runtime text alone', async () => {
    const tree = treeOfDir(pristine);
    const cases = ALL.flatMap((agent) => CALLS.map((call) => ({ agent, call })));
    const spawned = await inPool(cases.map((c) => () => probeSpawn(probes[c.agent]!, pristine, c.call)), 4);
    cases.forEach(({ agent, call }, i) => {
      const probe = probes[agent]!;
      const fast = probeDecision(probe, tree, call);
      const slow = spawned[i]!;
      expect({ verb: fast.verb, ruleId: fast.ruleId, na: fast.na }, `${agent} ${call.kind}`).toEqual({ verb: slow.verb, ruleId: slow.ruleId, na: slow.na });
      const text = probeDecision(probe, { ...runtimeTexts(agent, EXAMPLE_POLICY, { header: '// corpus' }), root: pristine }, call);
      expect(text.na).toBe(fast.na);
      if (text.na === undefined) expect(text.steps.every((s) => s.fired)).toBe(true);
    });
  }, 240_000);
});

describe("a batch's cache of shell lines' actions (one test on many agents)", () => {
  it('answers exactly as without it, reads a line once for all agents, and keeps lines apart by where they run', () => {
    const [a, b] = [built(), built()];
    writeFileSync(join(a, 'run.sh'), 'git push --force origin main\n');
    writeFileSync(join(b, 'run.sh'), 'echo ok\n');
    const actions = new Map<string, unknown>();
    const lines = ['git push --force origin main', 'cat config/.env', 'sh run.sh', 'ls -la'];
    for (const dir of [a, b]) {
      const tree = treeOfDir(dir);
      for (const agent of ALL)
        for (const command of lines) {
          const call: ProbeCall = { kind: 'shell', command };
          expect(probeDecision(probes[agent]!, tree, call, { actions }), `${agent} ${command} in ${dir}`).toEqual(probeDecision(probes[agent]!, tree, call));
        }
    }
    // the same line in the two folders: a script that pushes is denied in one, allowed in the other
    expect(probeDecision(probes['claude_code']!, treeOfDir(a), { kind: 'shell', command: 'sh run.sh' }, { actions })).toMatchObject({ verb: 'deny' });
    expect(probeDecision(probes['claude_code']!, treeOfDir(b), { kind: 'shell', command: 'sh run.sh' }, { actions })).toMatchObject({ verb: 'allow' });
    expect(actions.size).toBeGreaterThanOrEqual(2 * lines.length);
    expect(actions.size).toBeLessThan(ALL.length * lines.length);
  }, 120_000);
});
