/**
 * For every vendor with a hook runtime: build the example spec, take the hook command from the vendor's own
 * generated config, run it the way the agent does (a shell, from the project) on that vendor's pre_tool shell
 * payload, and check: a force-push is denied in the vendor's dialect, an unrelated command is allowed, and a
 * policy whose evaluation throws answers deny. Expected bytes come from the in-process dispatcher.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectPolicy } from '../compiler/bundle/inject.js';
import type { RuntimeAdapter, RuntimePolicy } from '../compiler/contract/index.js';
import { lower } from '../compiler/model/lower.js';
import { dispatch } from '../compiler/runtime/dispatch.js';
import { loadSpec } from '../compiler/spec/load.js';
import { root, scratch, seamc } from './cli-helpers.js';
import { loadAdapters } from './runtime/adapters.js';
import { withKinds } from './rule-helpers.js';

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();
const FORCE = 'git push --force origin main';
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

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? (n === '.git' ? [] : files(join(dir, n))) : [join(dir, n)]));
}

function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

/** The first command string in the vendor's generated config that runs its bundled runtime, and that file. */
function hookCommand(id: string): { command: string; config: string } {
  const marker = `.seam/hooks/${id}.cjs`;
  for (const f of files(out)) {
    const text = readFileSync(f, 'utf8');
    if (!text.includes(marker) || f.endsWith('.cjs')) continue;
    const data: unknown = f.endsWith('.toml') ? parseToml(text) : f.endsWith('.json') ? JSON.parse(text) : undefined;
    const command = strings(data).find((s) => s.includes(marker));
    if (command) return { command, config: f };
  }
  throw new Error(`no generated config of ${id} runs ${marker}`);
}

/** Replace every string leaf equal to `from` (the payload's command) with `to`. */
function withCommand(v: unknown, from: string, to: string): unknown {
  if (v === from) return to;
  if (Array.isArray(v)) return v.map((x) => withCommand(x, from, to));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withCommand(x, from, to)]));
  return v;
}

/** A pre_tool shell payload of this vendor, from its fixtures, with its command settable. */
function shellPayload(id: string, adapter: RuntimeAdapter): (command: string) => unknown {
  const dir = join(root, 'tests/fixtures/payloads', id);
  for (const f of readdirSync(dir).sort()) {
    if (f.startsWith('foreign-')) continue;
    const payload = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { payload?: unknown }).payload;
    if (!payload || typeof payload !== 'object') continue;
    const ev = adapter.parse(structuredClone(payload));
    if (ev?.event !== 'pre_tool' || ev.toolClass !== 'shell' || !ev.command) continue;
    const make = (c: string) => withCommand(payload, ev.command, c);
    if (adapter.parse(make(FORCE))?.command === FORCE) return make;
  }
  throw new Error(`${id}: no pre_tool shell fixture whose command can be set`);
}

function run(command: string, config: string, payload: unknown, cwd = out) {
  const env: NodeJS.ProcessEnv = { ...process.env, PLUGIN_ROOT: dirname(dirname(config)) };
  for (const v of ['CLAUDE', 'CURSOR', 'GEMINI', 'COPILOT', 'OPENHANDS', 'DEVIN', 'JUNIE', 'TABNINE', 'GROK', 'KIMI', 'WINDSURF', 'ANTIGRAVITY']) env[`${v}_PROJECT_DIR`] = cwd;
  const r = spawnSync('/bin/sh', ['-c', command], { cwd, env, input: JSON.stringify(payload), encoding: 'utf8' });
  return { stdout: r.stdout, exit: r.status };
}

describe.each(Object.keys(adapters))('%s: the command from its generated config', (id) => {
  const adapter = adapters[id]!;
  it('denies a matching pre_tool call in its own dialect, and allows an unrelated one', () => {
    const { command, config } = hookCommand(id);
    const payload = shellPayload(id, adapter);
    const deny = dispatch(adapter, policy, Buffer.from(JSON.stringify(payload(FORCE))), { log: () => {} });
    expect(deny.decision).toMatchObject({ verb: 'deny', ruleId: 'no-force-push' });
    expect(run(command, config, payload(FORCE)), relative(out, config)).toEqual({ stdout: deny.reply.stdout, exit: deny.reply.exit });
    const allow = dispatch(adapter, policy, Buffer.from(JSON.stringify(payload('git status'))), { log: () => {} });
    expect(allow.decision?.verb).toBe('allow');
    expect(run(command, config, payload('git status'))).toEqual({ stdout: allow.reply.stdout, exit: allow.reply.exit });
  });

  it('answers deny when rule evaluation throws', () => {
    const { command, config } = hookCommand(id);
    const dir = scratch(`seamc-e2e-${id}-`);
    cpSync(out, dir, { recursive: true });
    const broken: RuntimePolicy = { rules: [withKinds({ id: 'boom', on: 'pre_tool', tools: [], match: { command: '(' }, decision: 'deny', intent: 'security' })], hooks: [] };
    const prebuilt = readFileSync(join(root, 'dist/runtime', `${id}.cjs`), 'utf8');
    writeFileSync(join(dir, '.seam/hooks', `${id}.cjs`), injectPolicy(prebuilt, broken, '// broken on purpose'));
    const p = shellPayload(id, adapter)('git status');
    const expected = dispatch(adapter, broken, Buffer.from(JSON.stringify(p)), { log: () => {} });
    expect(expected.decision?.verb).toBe('deny');
    expect(expected.decision?.reason).toContain('could not evaluate');
    expect(run(command, join(dir, relative(out, config)), p, dir)).toEqual({ stdout: expected.reply.stdout, exit: expected.reply.exit });
  });
});
