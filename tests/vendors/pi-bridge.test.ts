/**
 * Pi's generated extension (vendors/pi/bridge.ts) as pi runs it: the `.pi/extensions/seamc.js` of a real build,
 * imported as a module, its default export handed a stand-in for pi's ExtensionAPI (`on(event, handler)`), then its
 * `tool_call` handler called the way pi's agent session calls it, against the runtime the same build wrote. Deny
 * returns {block, reason}, a transform rewrites the args in place, every failure to get a plain answer blocks with a
 * `seamc:` reason (fail closed), judged args are frozen after a pass, and `tool_result` never blocks.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamc } from '../cli-helpers.js';

type Handler = (event: Record<string, unknown>, ctx: Record<string, unknown>) => Promise<{ block?: boolean; reason?: string } | undefined>;
const PLUGIN = '.pi/extensions/seamc.js';
let base = '';
let out = '';
let n = 0;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'seamc-pi-')));
  out = join(base, 'build');
  const r = seamc(['build', 'tests/live/specs/live.seam.yaml', '--out', out, '--agents', 'pi']);
  expect([0, 1]).toContain(r.status);
}, 120_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function load(alter?: (dir: string) => void): Promise<{ dir: string; on: Map<string, Handler> }> {
  const dir = join(base, `p${n++}`);
  cpSync(out, dir, { recursive: true });
  alter?.(dir);
  const mod = (await import(pathToFileURL(join(dir, PLUGIN)).href)) as { default: (pi: unknown) => void };
  const on = new Map<string, Handler>();
  mod.default({ on: (event: string, h: Handler) => on.set(event, h) });
  return { dir, on };
}

const call = (h: Map<string, Handler>, dir: string, toolName: string, input: Record<string, unknown>) =>
  h.get('tool_call')!({ type: 'tool_call', toolName, toolCallId: 'toolu_1', input }, { cwd: dir });

describe('pi: the generated extension', () => {
  it('installs tool_call and tool_result handlers', async () => {
    const { on } = await load();
    expect([...on.keys()].sort()).toEqual(['tool_call', 'tool_result']);
  });

  it('blocks with the rule message for bash, write and edit; passes a harmless call and freezes its args', async () => {
    const { dir, on } = await load();
    expect(await call(on, dir, 'bash', { command: 'touch seamc-live-deny.txt' })).toEqual({ block: true, reason: 'LIVE-DENY-SHELL stopped by seamc' });
    expect((await call(on, dir, 'write', { path: 'a.txt', content: 'AKIAABCDEFGHIJKLMNOP' }))?.reason).toBe('LIVE-DENY-CONTENT an AWS key is not written');
    expect((await call(on, dir, 'edit', { path: 'locked/x.txt', oldText: 'a', newText: 'b' }))?.reason).toBe('LIVE-DENY-PATH locked files are not edited');
    const args = { command: 'echo hello' };
    expect(await call(on, dir, 'bash', args)).toBeUndefined();
    expect(Object.isFrozen(args)).toBe(true);
  });

  it("judges pi 0.73's edit form, {path, edits: [{oldText, newText}]}, and freezes the nested edits after a pass", async () => {
    const { dir, on } = await load();
    const key = { path: 'a.txt', edits: [{ oldText: 'a', newText: 'b' }, { oldText: 'c', newText: 'AKIAABCDEFGHIJKLMNOP' }] };
    expect((await call(on, dir, 'edit', key))?.reason).toBe('LIVE-DENY-CONTENT an AWS key is not written');
    const ok = { path: 'a.txt', edits: [{ oldText: 'a', newText: 'b' }] };
    expect(await call(on, dir, 'edit', ok)).toBeUndefined();
    expect(Object.isFrozen(ok.edits)).toBe(true);
    expect(Object.isFrozen(ok.edits[0])).toBe(true);
    expect(() => {
      'use strict';
      (ok.edits[0] as { newText: string }).newText = 'AKIAABCDEFGHIJKLMNOP';
    }).toThrow(TypeError);
  });

  it('rewrites the args in place for a transform and refuses an escalate', async () => {
    const { dir, on } = await load();
    const args: Record<string, unknown> = { command: 'seamc-live-rewrite', timeout: 5 };
    expect(await call(on, dir, 'bash', args)).toBeUndefined();
    expect(args).toEqual({ command: 'echo seamc-rewritten > rewritten.txt', timeout: 5 });
    expect((await call(on, dir, 'bash', { command: 'seamc-live-ask' }))?.block).toBe(true);
  });

  it('fails closed: a runtime that crashes or is missing blocks with a seamc: reason', async () => {
    const crashed = await load((d) => writeFileSync(join(d, '.seam/hooks/pi.cjs'), 'process.exit(1)\n'));
    const r = await call(crashed.on, crashed.dir, 'bash', { command: 'echo hello' });
    expect(r?.block).toBe(true);
    expect(r?.reason).toMatch(/^seamc: /);
    const gone = await load((d) => rmSync(join(d, '.seam'), { recursive: true, force: true }));
    expect((await call(gone.on, gone.dir, 'bash', { command: 'echo hello' }))?.block).toBe(true);
  });

  it('never blocks in tool_result', async () => {
    const { dir, on } = await load();
    const r = await on.get('tool_result')!({ type: 'tool_result', toolName: 'bash', toolCallId: 'toolu_1', input: { command: 'echo hello' }, content: [{ type: 'text', text: 'hello' }], isError: false }, { cwd: dir });
    expect(r).toBeUndefined();
  });
});
