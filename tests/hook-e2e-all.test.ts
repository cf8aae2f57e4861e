/**
 * For every vendor with a hook runtime: build the example spec, take the hook command from the vendor's own
 * generated config, run it the way the agent does (a shell, from the project) on that vendor's pre_tool shell
 * payload, and check: a force-push is denied in the vendor's dialect, an unrelated command is allowed, and a
 * policy whose evaluation throws answers deny. Expected bytes come from the in-process dispatcher.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../vendors/index.js';
import { writeRuntime } from './runtime-files.js';
import type { RuntimeAdapter, RuntimePolicy } from '../compiler/contract/index.js';
import { lower } from '../compiler/model/lower.js';
import { dispatch } from '../compiler/runtime/dispatch.js';
import { loadSpec } from '../compiler/spec/load.js';
import { root, scratch, seamc } from './cli-helpers.js';
import { configCommand, FORCE, shellPayload } from './hook-helpers.js';
import { loadAdapters } from './runtime/adapters.js';
import { withKinds } from './rule-helpers.js';

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();
let out = '';
let policy: RuntimePolicy;

beforeAll(() => {
  out = scratch('seamc-e2e-');
  spawnSync('git', ['init', '-q', out]);
  const r = seamc(['build', 'specs/example.seam.yaml', '--out', out, '--agents', Object.keys(adapters).join(',')]);
  expect(r.stderr).toBe('');
  expect([0, 1]).toContain(r.status);
  policy = lower(loadSpec(join(root, 'specs/example.seam.yaml'), { knownAgents: Object.keys(adapters) }), []).policy;
});

function run(command: string, config: string, payload: unknown, cwd = out) {
  const env: NodeJS.ProcessEnv = { ...process.env, PLUGIN_ROOT: dirname(dirname(config)) };
  for (const v of ['CLAUDE', 'CURSOR', 'GEMINI', 'COPILOT', 'OPENHANDS', 'DEVIN', 'JUNIE', 'TABNINE', 'GROK', 'KIMI', 'WINDSURF', 'ANTIGRAVITY']) env[`${v}_PROJECT_DIR`] = cwd;
  const r = spawnSync('/bin/sh', ['-c', command], { cwd, env, input: JSON.stringify(payload), encoding: 'utf8' });
  return { stdout: r.stdout, exit: r.status };
}

// an agent with no pre_tool event (Junie documents only SessionStart) has no call of its own to refuse or guard
describe.each(Object.keys(adapters).filter((id) => backends.find((b) => b.facts.id === id)?.facts.hooks?.events.pre_tool !== undefined))('%s: the command from its generated config', (id) => {
  const adapter = adapters[id]!;
  it('denies a matching pre_tool call in its own dialect, and allows an unrelated one', () => {
    const { command, config } = configCommand(out, id);
    const payload = shellPayload(id, adapter);
    const deny = dispatch(adapter, policy, Buffer.from(JSON.stringify(payload(FORCE))), { log: () => {} });
    expect(deny.decision).toMatchObject({ verb: 'deny', ruleId: 'no-force-push' });
    expect(run(command, config, payload(FORCE)), relative(out, config)).toEqual({ stdout: deny.reply.stdout, exit: deny.reply.exit });
    const allow = dispatch(adapter, policy, Buffer.from(JSON.stringify(payload('git status'))), { log: () => {} });
    expect(allow.decision?.verb).toBe('allow');
    expect(run(command, config, payload('git status'))).toEqual({ stdout: allow.reply.stdout, exit: allow.reply.exit });
  });

  it('denies a write outside the repository that only an output option or operand names', () => {
    const { command, config } = configCommand(out, id);
    const payload = shellPayload(id, adapter);
    for (const line of ['gcc -O2 -o /tmp/seamc-e2e-out main.c', 'mktemp -d']) {
      const deny = dispatch(adapter, policy, Buffer.from(JSON.stringify(payload(line))), { log: () => {}, context: { root: out } });
      expect(deny.decision, line).toMatchObject({ verb: 'deny', ruleId: 'no-writes-outside-repo' });
      expect(run(command, config, payload(line)), line).toEqual({ stdout: deny.reply.stdout, exit: deny.reply.exit });
    }
  });

  it('answers deny when rule evaluation throws', () => {
    const { command, config } = configCommand(out, id);
    const dir = scratch(`seamc-e2e-${id}-`);
    cpSync(out, dir, { recursive: true });
    const broken: RuntimePolicy = { rules: [withKinds({ id: 'boom', on: 'pre_tool', tools: [], match: { command: '(' }, decision: 'deny', intent: 'security' })], hooks: [] };
    writeRuntime(join(dir, '.seam/hooks'), id, broken, { header: '// broken on purpose', refuse: backends.find((b) => b.facts.id === id)!.facts.hooks!.refuse });
    const p = shellPayload(id, adapter)('git status');
    const expected = dispatch(adapter, broken, Buffer.from(JSON.stringify(p)), { log: () => {} });
    expect(expected.decision?.verb).toBe('deny');
    expect(expected.decision?.reason).toContain('could not evaluate');
    expect(run(command, join(dir, relative(out, config)), p, dir)).toEqual({ stdout: expected.reply.stdout, exit: expected.reply.exit });
  });
});
