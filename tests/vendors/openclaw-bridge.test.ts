/**
 * OpenClaw's generated plugin (vendors/openclaw/bridge.ts) as the gateway runs it: the `.seam/openclaw/index.js` of a
 * real build, imported as a module, its default export's register() handed a stand-in for OpenClaw's plugin API
 * (`on(hookName, handler, {priority})`), then its before_tool_call handler called the way the hook runner calls it
 * ({toolName, params, toolCallId}, {agentId, sessionId, toolCallId}), against the runtime the same build wrote.
 * Deny answers {block, blockReason}, a transform answers {params}, a pass answers the judged params, every failure
 * to get a plain answer blocks with a `seamc:` reason, and the handler never throws (OpenClaw's runner would log a
 * throw and let the call run).
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamc } from '../cli-helpers.js';

type Result = { block?: boolean; blockReason?: string; params?: Record<string, unknown> } | undefined;
type Handler = (event: Record<string, unknown>, ctx: Record<string, unknown>) => Promise<Result>;
const DIR = '.seam/openclaw';
let base = '';
let out = '';
let n = 0;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'seamc-openclaw-')));
  out = join(base, 'build');
  const r = seamc(['build', 'tests/live/specs/live.seam.yaml', '--out', out, '--agents', 'openclaw']);
  expect([0, 1]).toContain(r.status);
}, 120_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function load(alter?: (dir: string) => void): Promise<{ dir: string; on: Map<string, { h: Handler; priority: number | undefined }>; id: string }> {
  const dir = join(base, `p${n++}`);
  cpSync(out, dir, { recursive: true });
  alter?.(dir);
  const mod = (await import(pathToFileURL(join(dir, DIR, 'index.js')).href)) as { default: { id: string; register: (api: unknown) => void } };
  const on = new Map<string, { h: Handler; priority: number | undefined }>();
  mod.default.register({ on: (name: string, h: Handler, opts?: { priority?: number }) => on.set(name, { h, priority: opts?.priority }) });
  return { dir, on, id: mod.default.id };
}

const call = (on: Map<string, { h: Handler }>, toolName: string, params: Record<string, unknown>) =>
  on.get('before_tool_call')!.h({ toolName, params, toolCallId: 'call_1', runId: 'run_1' }, { agentId: 'main', sessionId: 's1', toolCallId: 'call_1', toolName });

describe('openclaw: the generated plugin', () => {
  it('has a manifest OpenClaw accepts (id + configSchema) and registers before_tool_call at the lowest priority', async () => {
    const manifest = JSON.parse(readFileSync(join(out, DIR, 'openclaw.plugin.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['id']).toBe('seamc');
    expect(manifest['configSchema']).toEqual({ type: 'object', additionalProperties: false, properties: {} });
    const { on, id } = await load();
    expect(id).toBe('seamc');
    expect([...on.keys()]).toEqual(['before_tool_call']);
    expect(on.get('before_tool_call')!.priority).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('blocks with the rule message for exec, write and edit; a pass answers the judged params', async () => {
    const { on } = await load();
    expect(await call(on, 'exec', { command: 'touch seamc-live-deny.txt' })).toEqual({ block: true, blockReason: 'LIVE-DENY-SHELL stopped by seamc' });
    expect((await call(on, 'write', { path: 'a.txt', content: 'AKIAABCDEFGHIJKLMNOP' }))?.blockReason).toBe('LIVE-DENY-CONTENT an AWS key is not written');
    expect((await call(on, 'edit', { file_path: 'locked/x.txt', old_string: 'a', new_string: 'b' }))?.blockReason).toBe('LIVE-DENY-PATH locked files are not edited');
    expect(await call(on, 'exec', { command: 'echo hello', workdir: '.' })).toEqual({ params: { command: 'echo hello', workdir: '.' } });
  });

  it('answers {params} for a transform and refuses an escalate and the tools it cannot judge', async () => {
    const { on } = await load();
    expect(await call(on, 'exec', { command: 'seamc-live-rewrite', timeout: 5 })).toEqual({ params: { command: 'echo seamc-rewritten > rewritten.txt', timeout: 5 } });
    expect((await call(on, 'exec', { command: 'seamc-live-ask' }))?.block).toBe(true);
    expect((await call(on, 'gateway', { action: 'config.apply', raw: '{}' }))?.blockReason).toMatch(/^seamc: the gateway tool/);
    expect((await call(on, 'process', { action: 'send-keys', sessionId: 'x', keys: ['Enter'] }))?.block).toBe(true);
  });

  it('fails closed without throwing: a runtime that crashes or is missing, or an event with no params, blocks with a seamc: reason', async () => {
    const crashed = await load((d) => writeFileSync(join(d, '.seam/hooks/openclaw.cjs'), 'process.exit(1)\n'));
    const r = await call(crashed.on, 'exec', { command: 'echo hello' });
    expect(r?.block).toBe(true);
    expect(r?.blockReason).toMatch(/^seamc: /);
    const gone = await load((d) => rmSync(join(d, '.seam/hooks'), { recursive: true, force: true }));
    expect((await call(gone.on, 'exec', { command: 'echo hello' }))?.block).toBe(true);
    const odd = await load();
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect((await odd.on.get('before_tool_call')!.h({ toolName: 'exec', params: circular }, {}))?.block).toBe(true);
  });
});
