/**
 * Every payload fixture under tests/fixtures/payloads/<agent>/ runs twice: in-process through `dispatch`,
 * and through the bundled runtime as a child process (`node <agent>.cjs --agent <agent>`, payload on stdin).
 * Both must give the exact stdout and exit code the fixture expects.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleRuntime } from '../../compiler/bundle/runtime-entry.js';
import { writeRuntimeIn } from '../runtime-files.js';
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { dispatch } from '../../compiler/runtime/dispatch.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { loadAdapters } from './adapters.js';
import { EXAMPLE_POLICY } from './example-policy.js';

interface Fixture {
  readonly name: string;
  readonly description: string;
  readonly payload?: unknown;
  readonly raw?: string;
  readonly policy: 'example' | RuntimePolicy;
  readonly expect: { readonly stdout: string | Record<string, unknown>; readonly exit: number };
}

const ADAPTERS: Readonly<Record<string, RuntimeAdapter>> = await loadAdapters();
const FIXTURE_DIR = join(packageRoot(), 'tests', 'fixtures', 'payloads');

function load(agent: string): Fixture[] {
  const dir = join(FIXTURE_DIR, agent);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.slice(0, -5), ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<Fixture, 'name'>) }));
}

const input = (f: Fixture): string => f.raw ?? JSON.stringify(f.payload);
const policyOf = (f: Fixture): RuntimePolicy => (f.policy === 'example' ? EXAMPLE_POLICY : f.policy);
const expectedStdout = (f: Fixture): string => (typeof f.expect.stdout === 'string' ? f.expect.stdout : JSON.stringify(f.expect.stdout));

let tmp: string;
const bundles = new Map<string, string>();
let bundleCount = 0;
/** a fresh bundle of the shared runtime (the sources as they are now, not dist/) */
let fresh: string;

function bundledFile(agent: string, f: Fixture): string {
  const key = `${agent}:${JSON.stringify(policyOf(f))}`;
  let file = bundles.get(key);
  if (!file) {
    file = writeRuntimeIn(tmp, agent, policyOf(f), { header: '// test bundle', prebuilt: fresh });
    bundleCount++;
    bundles.set(key, file);
  }
  return file;
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'seam-runtime-'));
  fresh = bundleRuntime(packageRoot());
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(Object.keys(ADAPTERS))('payload fixtures: %s', (agent) => {
  const fixtures = load(agent);
  const adapter = ADAPTERS[agent] as RuntimeAdapter;

  it('has the cases the brief asks for', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s in-process', (_name, f) => {
    const { reply } = dispatch(adapter, policyOf(f), Buffer.from(input(f), 'utf8'), { log: () => {} });
    expect({ stdout: reply.stdout, exit: reply.exit }).toEqual({ stdout: expectedStdout(f), exit: f.expect.exit });
    // exit-code dialects also show the reason on stderr: it must say what stdout says
    if (reply.stderr !== undefined) expect(reply.stderr).toBe(reply.stdout);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s bundled', (_name, f) => {
    const r = spawnSync(process.execPath, [bundledFile(agent, f), '--agent', agent], { input: Buffer.from(input(f), 'utf8'), cwd: tmp });
    expect({ stdout: r.stdout.toString('utf8'), exit: r.status }).toEqual({ stdout: expectedStdout(f), exit: f.expect.exit });
    const { reply } = dispatch(adapter, policyOf(f), Buffer.from(input(f), 'utf8'), { log: () => {} });
    if (reply.stderr) expect(r.stderr.toString('utf8')).toContain(reply.stderr);
  });
});
