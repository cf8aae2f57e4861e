/**
 * The shared runtime (docs/decisions/hook-runtime.md): an entry whose shared body or policy is missing, unreadable,
 * truncated, edited or from another build refuses in its client's blocking way, exactly as the hook command refuses
 * when the entry itself is missing (compiler/backend/hook-command.ts: one `seamc: ...; the call is blocked` line on
 * stderr, the client's stdout reply if it reads one, its exit code). Every run is a real child process.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policySource } from '../../compiler/bundle/inject.js';
import { SHARED_POLICY, SHARED_RUNTIME } from '../../compiler/bundle/placeholder.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { loadRuntime } from '../../compiler/probe/load.js';
import { backends } from '../../vendors/index.js';
import { withKinds } from '../rule-helpers.js';
import { writeRuntime } from '../runtime-files.js';

const POLICY: RuntimePolicy = { rules: [withKinds({ id: 'rm', on: 'pre_tool', tools: ['shell'], match: { command: '^rm ' }, decision: 'deny', message: 'no rm', intent: 'security' })], hooks: [] };
const OTHER: RuntimePolicy = { rules: [withKinds({ id: 'ls', on: 'pre_tool', tools: ['shell'], match: { command: '^ls' }, decision: 'deny', message: 'no ls', intent: 'hygiene' })], hooks: [] };
const CC = JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } });

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'seam-shared-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const refuseOf = (agent: string) => backends.find((b) => b.facts.id === agent)!.facts.hooks!.refuse;

/** A project with `agent`'s runtime under .seam/hooks, damaged by `damage(hooksDir)`; the entry's reply. */
function damaged(agent: string, damage: (hooks: string) => void): { stdout: string; stderr: string; exit: number | null } {
  const dir = mkdtempSync(join(tmp, `${agent}-`));
  const hooks = join(dir, '.seam', 'hooks');
  const entry = writeRuntime(hooks, agent, POLICY, { header: '// shared test', refuse: refuseOf(agent) });
  damage(hooks);
  const r = spawnSync(process.execPath, [entry, '--agent', agent], { input: CC, cwd: dir });
  return { stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), exit: r.status };
}

const cut = (file: string, bytes: number) => (hooks: string): void => {
  const b = readFileSync(join(hooks, file));
  writeFileSync(join(hooks, file), b.subarray(0, b.length - bytes));
};

const DAMAGE: readonly [string, string, (hooks: string) => void][] = [
  ['the body is missing', SHARED_RUNTIME, (h) => rmSync(join(h, SHARED_RUNTIME))],
  ['the policy is missing', SHARED_POLICY, (h) => rmSync(join(h, SHARED_POLICY))],
  ['the body is unreadable (a folder)', SHARED_RUNTIME, (h) => { rmSync(join(h, SHARED_RUNTIME)); mkdirSync(join(h, SHARED_RUNTIME)); }],
  ['the policy is unreadable (a folder)', SHARED_POLICY, (h) => { rmSync(join(h, SHARED_POLICY)); mkdirSync(join(h, SHARED_POLICY)); }],
  ['the body lost its last line', SHARED_RUNTIME, cut(SHARED_RUNTIME, 10)],
  ['the body lost a byte', SHARED_RUNTIME, cut(SHARED_RUNTIME, 1)],
  ['the policy is truncated', SHARED_POLICY, cut(SHARED_POLICY, 200)],
  ['the policy is empty', SHARED_POLICY, (h) => writeFileSync(join(h, SHARED_POLICY), '')],
  ['the body has a line added', SHARED_RUNTIME, (h) => appendFileSync(join(h, SHARED_RUNTIME), '// more\n')],
  ['the body lost its middle', SHARED_RUNTIME, (h) => {
    const t = readFileSync(join(h, SHARED_RUNTIME), 'latin1');
    writeFileSync(join(h, SHARED_RUNTIME), t.slice(0, 5000) + t.slice(6000), 'latin1');
  }],
  ['the body is from another build (another stamp)', SHARED_RUNTIME, (h) => {
    const t = readFileSync(join(h, SHARED_RUNTIME), 'latin1');
    writeFileSync(join(h, SHARED_RUNTIME), t.replace(/hook-[0-9a-f]{16}\n$/, 'hook-0123456789abcdef\n'), 'latin1');
  }],
  ['the policy is from another build', SHARED_POLICY, (h) => writeFileSync(join(h, SHARED_POLICY), policySource(OTHER, '// shared test'))],
];

describe.each(['claude_code', 'antigravity', 'windsurf'])('%s: a damaged shared file is refused in the client\'s blocking way', (agent) => {
  it('the intact runtime runs (the reference: another client\'s payload is not judged by the loader)', () => {
    const r = damaged(agent, () => {});
    expect(r.stderr).not.toMatch(/\.seam\/hooks\/seamc-|failed to start/);
  });

  it.each(DAMAGE)('%s', (_what, file, damage) => {
    const r = damaged(agent, damage);
    const refuse = refuseOf(agent);
    const line = r.stderr.split('\n').find((l) => l.startsWith('seamc: '));
    expect(line).toMatch(new RegExp(`^seamc: \\.seam/hooks/${file.replace('.', '\\.')} is (missing or unreadable|not the one this hook was built with).*; the call is blocked$`));
    expect(r.exit).toBe(refuse.exit);
    expect(r.stdout).toBe(refuse.stdout === undefined ? '' : refuse.stdout.replace('%s', line!));
    if (refuse.stdout?.startsWith('{')) expect(JSON.parse(r.stdout)).toMatchObject({ decision: 'deny' });
  });
});

describe('in-process', () => {
  it('an entry loaded as a module reads the shared files beside it, or through the given reader, and refuses foreign ones', () => {
    const hooks = join(mkdtempSync(join(tmp, 'mod-')), '.seam', 'hooks');
    const entry = writeRuntime(hooks, 'claude_code', POLICY);
    const text = readFileSync(entry, 'utf8');
    expect(loadRuntime(text, entry).dispatch(CC.replace('"ls"', '"rm -rf x"')).decision).toMatchObject({ verb: 'deny', ruleId: 'rm' });
    const other = join(hooks, 'other.cjs');
    const foreign = (name: string): Buffer => (name === SHARED_POLICY ? Buffer.from(policySource(OTHER, '')) : readFileSync(join(hooks, name)));
    expect(() => loadRuntime(`${text}\n`, other, foreign)).toThrow(/seamc-policy\.pack is not the one this hook was built with/);
  });
});
