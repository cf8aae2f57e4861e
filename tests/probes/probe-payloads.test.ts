/**
 * Every hook vendor's probe against the vendor's own adapter and fixtures: the probe's payload for each call kind
 * parses to the same event, tool class and fields; its keys are ones that vendor's real payloads carry; every n/a
 * says why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProbeCall, ProbeDelivery } from '../../compiler/backend/types-probe.js';
import type { RuntimeAdapter } from '../../compiler/contract/index.js';
import { backends, probes } from '../../vendors/index.js';
import { root } from '../cli-helpers.js';
import { loadAdapters } from '../runtime/adapters.js';
import { ALL as HOOK_AGENTS, CALLS } from './probe-helpers.js';

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();
const ROOT = '/work/project';


const EVENT: Record<ProbeCall['kind'], string> = { shell: 'pre_tool', write: 'pre_tool', edit: 'pre_tool', patch: 'pre_tool', read: 'pre_tool', mcp: 'pre_tool', web: 'pre_tool', prompt: 'prompt_submit', stop: 'stop' };

/** Every payload of the vendor's fixtures with the wire event its adapter reads from it. */
function fixturePayloads(agent: string): { wire: string; payload: Record<string, unknown> }[] {
  const dir = join(root, 'tests/fixtures/payloads', agent);
  return readdirSync(dir).flatMap((f) => {
    const payload = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { payload?: unknown }).payload;
    if (!payload || typeof payload !== 'object' || f.startsWith('foreign-')) return [];
    const ev = adapters[agent]!.parse(structuredClone(payload));
    return ev ? [{ wire: ev.wire, payload: payload as Record<string, unknown> }] : [];
  });
}

function deliveries(agent: string, call: ProbeCall): readonly ProbeDelivery[] {
  const plan = probes[agent]!.plan(call, ROOT);
  return 'na' in plan ? [] : plan.deliveries;
}

it('registers a probe on every backend with a hook runtime, and no other', () => {
  const withHooks = backends.filter((b) => b.facts.hooks).map((b) => b.facts.id).sort();
  expect(Object.keys(probes).sort()).toEqual(withHooks);
  expect(withHooks).toEqual([...HOOK_AGENTS].sort());
});

describe.each(HOOK_AGENTS)('%s probe', (agent) => {
  const probe = probes[agent]!;
  const adapter = adapters[agent]!;

  it.each(CALLS.map((c) => [c.kind, c] as const))('%s: parses in the adapter to the call it stands for, or is n/a with a reason', (_kind, call) => {
    const plan = probe.plan(call, ROOT);
    if ('na' in plan) {
      expect(plan.na.length).toBeGreaterThan(20);
      return;
    }
    expect(plan.deliveries.length).toBeGreaterThan(0);
    for (const d of plan.deliveries) {
      const ev = adapter.parse(structuredClone(d.payload));
      expect(ev, `${d.wire} parses`).not.toBeNull();
      expect(ev!.wire).toBe(d.wire);
      expect(ev!.event).toBe(EVENT[call.kind]);
      if (call.kind === 'prompt') expect(ev!.prompt).toBe(call.prompt);
      if (EVENT[call.kind] !== 'pre_tool') continue;
      const cls = call.kind === 'patch' ? ['write', 'edit'] : [call.kind];
      expect(cls, `${d.wire} tool class`).toContain(ev!.toolClass);
      if (call.kind === 'shell') expect(ev!.command).toBe(call.command);
      if (call.kind === 'write' || call.kind === 'edit' || call.kind === 'read') expect(ev!.path?.endsWith(call.path!)).toBe(true);
      if ((call.kind === 'write' || call.kind === 'edit') && ev!.content !== undefined) expect(ev!.content).toContain(call.content!.trimEnd());
      if (call.kind === 'write' || call.kind === 'edit') expect(ev!.content ?? ev!.patch).toBeDefined();
      if (call.kind === 'web') expect(ev!.url).toContain(call.url);
      if (call.kind === 'patch') expect(ev!.patch).toMatch(/\*\*\* Update File: (\S*\/)?b\.ts\n/); // relative, or absolute where the client sends absolute paths (Hermes)
      if (call.kind === 'mcp') {
        const sees = backends.find((b) => b.facts.id === agent)!.facts.hooks!.sees.mcp;
        if (sees === 'server+tool') expect([ev!.mcpServer, ev!.mcpName]).toEqual(['github', 'delete_repository']);
        if (sees === 'tool') expect(ev!.mcpName).toBe('delete_repository');
      }
    }
  });

  it('sends only top-level keys its real payloads carry at the same event', () => {
    const seen = new Map<string, Set<string>>();
    for (const f of fixturePayloads(agent)) {
      const keys = seen.get(f.wire) ?? new Set<string>();
      for (const k of Object.keys(f.payload)) keys.add(k);
      seen.set(f.wire, keys);
    }
    const extra: string[] = [];
    for (const call of CALLS)
      for (const d of deliveries(agent, call)) {
        const known = seen.get(d.wire);
        if (!known) continue; // no fixture for this wire event (the shape comes from the vendor's docs)
        for (const k of Object.keys(d.payload)) if (!known.has(k)) extra.push(`${d.wire}.${k}`);
      }
    expect([...new Set(extra)]).toEqual(ALLOWED_EXTRA[agent] ?? []);
  });

  it('names the tool as the runtime classes it (the tool name a config matcher sees is the payload\'s)', () => {
    for (const call of CALLS.filter((c) => EVENT[c.kind] === 'pre_tool'))
      for (const d of deliveries(agent, call)) {
        const ev = adapter.parse(structuredClone(d.payload))!;
        // windsurf and cursor: see their probes' headers; Command Code matches its matcher against the display name
        // (SHELL, WRITE: getHookMatcherTarget in npm:command-code@1.64.0 dist/cli.mjs), not the payload's tool_name
        if (d.tool !== undefined && ev.tool !== undefined && !['windsurf', 'cursor', 'command_code'].includes(agent)) expect(ev.tool).toBe(d.tool);
      }
  });
});

/** Keys a probe sends that no fixture of that event shows, each from the vendor's docs (see the probe's header). */
const ALLOWED_EXTRA: Record<string, readonly string[]> = {
  cursor: ['beforeReadFile.attachments', 'beforeSubmitPrompt.attachments'],
  gemini_cli: ['BeforeTool.mcp_context'],
};
