/**
 * The generated plugin bridge (vendors/_shared/plugin-bridge.ts) as opencode and Kilo Code run it: the plugin file of
 * a real build, imported as a module and handed the calls the client makes (`tool.execute.before(input, output)`),
 * against the runtime the same build wrote. Deny throws the rule's message, a transform rewrites the args object in
 * place, every failure to get a plain answer throws a `seamc:` reason (fail closed), the after hook never throws.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamc } from '../cli-helpers.js';

type Hook = (input: Record<string, unknown>, output: Record<string, unknown>) => Promise<void>;
type Hooks = Record<string, Hook> & { config: (cfg: unknown) => Promise<void> };

let base = '';
let out = '';
let n = 0;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'seamc-bridge-')));
  out = join(base, 'build');
  const r = seamc(['build', 'tests/live/specs/live.seam.yaml', '--out', out, '--agents', 'opencode,kilo_code']);
  expect([0, 1]).toContain(r.status);
}, 120_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A fresh copy of the build (optionally altered), its plugin loaded as a module and started like the client does. */
async function load(plugin: string, alter?: (dir: string) => void): Promise<{ dir: string; hooks: Hooks }> {
  const dir = join(base, `p${n++}`);
  cpSync(out, dir, { recursive: true });
  alter?.(dir);
  const mod = (await import(pathToFileURL(join(dir, plugin)).href)) as { default: { id: string; server: (i: unknown) => Promise<Hooks> } };
  const hooks = await mod.default.server({ directory: dir, worktree: dir });
  await hooks.config({ mcp: { live: { type: 'local' } } });
  return { dir, hooks };
}

async function before(h: Hooks, tool: string, args: Record<string, unknown>): Promise<{ args: Record<string, unknown>; error?: string }> {
  const output = { args };
  try {
    await h['tool.execute.before']!({ tool, sessionID: 'ses_1', callID: 'call_1' }, output);
    return { args: output.args };
  } catch (e) {
    return { args: output.args, error: (e as Error).message };
  }
}

describe.each([
  ['opencode', '.opencode/plugins/seamc.js'],
  ['kilo_code', '.kilo/plugins/seamc.js'],
])('%s: the generated plugin', (agent, plugin) => {
  it('is a file plugin the client accepts: a default {id, server} export', async () => {
    const mod = (await import(pathToFileURL(join(out, plugin)).href)) as { default: { id: string; server: unknown } };
    expect(mod.default.id).toBe(`seamc-${agent}`);
    expect(typeof mod.default.server).toBe('function');
  });

  it('throws the rule message on deny, for bash, write, edit, a loose patch, and a command moved by workdir', async () => {
    const { dir, hooks } = await load(plugin);
    expect((await before(hooks, 'bash', { command: 'touch seamc-live-deny.txt' })).error).toMatch(/^LIVE-DENY-SHELL/);
    expect((await before(hooks, 'write', { filePath: join(dir, 'secret.txt'), content: 'aws = "AKIAABCDEFGHIJKLMNOP"\n' })).error).toMatch(/^LIVE-DENY-CONTENT/);
    expect((await before(hooks, 'edit', { filePath: 'locked/config.txt', oldString: 'a', newString: 'b' })).error).toMatch(/^LIVE-DENY-PATH/);
    expect((await before(hooks, 'apply_patch', { patchText: 'note\n*** Begin Patch\n*** Add File:locked/x\n+y\n*** End Patch' })).error).toMatch(/^LIVE-DENY-PATH/);
    expect((await before(hooks, 'bash', { command: 'touch config.txt', workdir: 'locked' })).error).toMatch(/^LIVE-DENY-PATH/);
  }, 60_000);

  it('refuses an escalate (a plugin hook cannot ask)', async () => {
    const { hooks } = await load(plugin);
    expect((await before(hooks, 'bash', { command: 'touch seamc-live-ask.txt' })).error).toMatch(/^LIVE-ASK-SHELL .*cannot ask for confirmation/);
  }, 30_000);

  it('lets an unmatched call through and freezes the args of a judged tool; leaves other tools alone', async () => {
    const { hooks } = await load(plugin);
    const r = await before(hooks, 'bash', { command: 'echo hi' });
    expect(r).toEqual({ args: { command: 'echo hi' } });
    expect(Object.isFrozen(r.args)).toBe(true);
    expect(() => {
      'use strict';
      (r.args as { command: string }).command = 'rm -rf /';
    }).toThrow(TypeError);
    expect(Object.isFrozen((await before(hooks, 'live_ping_thing', {})).args)).toBe(true);
    // nested values too: a later plugin cannot change an item of a judged list
    const nested = (await before(hooks, 'live_ping_thing', { items: [{ v: 1 }] })).args as { items: { v: number }[] };
    expect(Object.isFrozen(nested.items)).toBe(true);
    expect(Object.isFrozen(nested.items[0])).toBe(true);
    expect(Object.isFrozen((await before(hooks, 'todowrite', { todos: [] })).args)).toBe(false);
  }, 30_000);

  it('rewrites the very args object on transform (the client runs that object)', async () => {
    const { hooks } = await load(plugin);
    const args = { command: 'touch seamc-live-rewrite.txt', description: 'x' };
    const r = await before(hooks, 'bash', args);
    expect(r.error).toBeUndefined();
    expect(r.args).toBe(args);
    expect(args.command).toBe('echo seamc-rewritten > rewritten.txt');
  }, 30_000);

  it('fails closed: a missing runtime, a crash, an unreadable reply each throw a seamc: reason', async () => {
    const rt = `.seam/hooks/${agent}.cjs`;
    const missing = await load(plugin, (d) => rmSync(join(d, rt)));
    expect((await before(missing.hooks, 'bash', { command: 'echo hi' })).error).toMatch(new RegExp(`^seamc: no \\.seam/hooks/${agent}\\.cjs in or above .*; the call is blocked$`));
    const crash = await load(plugin, (d) => writeFileSync(join(d, rt), "process.stderr.write('boom\\n'); process.exit(1);\n"));
    expect((await before(crash.hooks, 'bash', { command: 'echo hi' })).error).toBe('seamc: the policy runtime failed (exit 1: boom); the call is blocked');
    const garbage = await load(plugin, (d) => writeFileSync(join(d, rt), "process.stdout.write('ok');\n"));
    expect((await before(garbage.hooks, 'bash', { command: 'echo hi' })).error).toBe('seamc: the policy runtime gave an unreadable reply; the call is blocked');
  }, 60_000);

  it('never throws after the call, even when the runtime crashes', async () => {
    const crash = await load(plugin, (d) => writeFileSync(join(d, `.seam/hooks/${agent}.cjs`), 'process.exit(1);\n'));
    await expect(crash.hooks['tool.execute.after']!({ tool: 'bash', sessionID: 's', callID: 'c', args: { command: 'ls' } }, { title: '', output: 'x', metadata: {} })).resolves.toBeUndefined();
  }, 30_000);
});
