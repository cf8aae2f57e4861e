/**
 * The in-process path (build-time policy tests, the corpus) judges a call as the hook on disk does: with the spec's
 * hook commands left out, a packed policy still selects rules through its own indexes (compiler/runtime/packed.ts
 * withoutHooks), so a rule the pre-filter would miss is missed in both places, never caught only in-process.
 * The check: a pack whose index lines name no rule (same length, so the entry's stamp and length checks pass) lets
 * the call through both as a real child process and in-process; the intact pack refuses it in both.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_POLICY } from '../../compiler/bundle/placeholder.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { loadRuntime } from '../../compiler/probe/load.js';
import { PackedPolicy } from '../../compiler/runtime/packed.js';
import { withKinds } from '../rule-helpers.js';
import { runtimeTexts } from '../runtime-files.js';

const POLICY: RuntimePolicy = {
  rules: [withKinds({ id: 'rmdir', on: 'pre_tool', tools: ['shell'], match: { command: 'rmdir' }, decision: 'deny', message: 'no rmdir', intent: 'security' })],
  hooks: [],
};
const CC = JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'rmdir build' } });
const tmp = mkdtempSync(join(tmpdir(), 'seam-inproc-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every index line (`{"all":[...]}`) emptied in place: same length, so it passes the entry's checks. */
function blindIndexes(pack: string): string {
  const out = pack.replace(/^\{"all":\[[0-9,]+\]\}$/gm, (line) => '{"all":[]}'.padEnd(line.length, ' '));
  expect(out).not.toBe(pack);
  expect(out.length).toBe(pack.length);
  return out;
}

let runs = 0;
function both(pack: (text: string) => string): { spawned: string; inProcess: string } {
  // a header of its own: loadRuntime keeps one module per entry text, and a same-length pack keeps the entry's text
  const { runtimeText, shared } = runtimeTexts('claude_code', POLICY, { header: `// in-process pack test ${runs++}` });
  shared[SHARED_POLICY] = pack(shared[SHARED_POLICY]!);
  const dir = mkdtempSync(join(tmp, 'p-'));
  writeFileSync(join(dir, 'claude_code.cjs'), runtimeText);
  for (const [name, text] of Object.entries(shared)) writeFileSync(join(dir, name), text);
  const r = spawnSync(process.execPath, [join(dir, 'claude_code.cjs')], { input: CC, cwd: dir, env: { ...process.env, SEAM_CODE_CACHE: '0' } });
  const m = loadRuntime(runtimeText, join(dir, 'claude_code.cjs'), (name) => Buffer.from(shared[name]!, 'utf8'));
  const d = m.dispatch(CC, { context: { root: dir }, userHooks: false });
  return { spawned: `${r.status} ${r.stdout.toString('utf8')}`, inProcess: `${d.reply.exit} ${d.reply.stdout}` };
}

describe('in-process dispatch without user hooks keeps the pack pre-filter', () => {
  it('the intact pack refuses in both places', () => {
    const { spawned, inProcess } = both((t) => t);
    expect(inProcess).toContain('"permissionDecision":"deny"');
    expect(spawned.replace(/\s+$/, '')).toBe(inProcess.replace(/\s+$/, ''));
  });

  it('a pack whose indexes select nothing lets the call through in both places (not caught only in-process)', () => {
    const { spawned, inProcess } = both(blindIndexes);
    expect(inProcess).not.toContain('deny');
    expect(spawned).not.toContain('deny');
  });

  it('withoutHooks keeps rules, indexes and class; drops only the hook commands', () => {
    const hooks = [{ id: 'h', on: 'pre_tool', run: 'true' }] as never;
    const { shared } = runtimeTexts('claude_code', { ...POLICY, hooks });
    const text = shared[SHARED_POLICY]!.split('\n').slice(1).join('\n');
    const p = new PackedPolicy(text.slice(0, text.lastIndexOf('\n// seamc-stamp')));
    const q = p.withoutHooks();
    expect(q).toBeInstanceOf(PackedPolicy);
    expect(q.hooks).toEqual([]);
    expect(p.hooks).toEqual(hooks);
    expect(q.rules).toEqual(p.rules);
    expect(q.head).toBe(p.head);
  });
});
