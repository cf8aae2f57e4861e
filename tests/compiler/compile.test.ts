/** The orchestrator with fake backends: merging, conflicts, generic losses, waivers. */
import { describe, expect, it } from 'vitest';
import type { Backend, VendorFacts } from '../../compiler/backend/types.js';
import type { Target } from '../../compiler/compile.js';
import { compile } from '../../compiler/compile.js';
import type { Model } from '../../compiler/model/types.js';
import { withKinds } from '../rule-helpers.js';

const evidence = { basis: 'vendor-docs', date: '2026-11-01', claim: 'test', url: 'https://example.com' } as const;
const cap = { wire: ['Before'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open', evidence: { fires: [evidence], block: [evidence], failMode: [evidence] } } as const;

function facts(id: string, over: Partial<VendorFacts> = {}): VendorFacts {
  return {
    id,
    displayName: id.toUpperCase(),
    sections: {
      instructions: { status: 'emitted' },
      permissions: { status: 'none', reason: 'this fake agent has no permission language' },
      hooks: { status: 'emitted' },
      packaging: { status: 'unadapted', reason: 'not built for the fake agent' },
    },
    hooks: { config: 'x.json', roots: [], refuse: { exit: 2 }, events: { pre_tool: cap }, failClosed: false, timeout: 10 },
    evidence: {},
    ...over,
  };
}

function model(over: Partial<Model> = {}): Model {
  return {
    name: 'm', agents: [], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [],
    policy: { rules: [], hooks: [] }, ...over,
  };
}

const rule = (id: string, n: number, extra: object = {}) => withKinds({
  id, at: `/rules/${n}`, on: 'pre_tool' as const, tools: [], match: { command: 'x' }, decision: 'deny' as const, intent: 'hygiene' as const,
  source: { match: { command: 'x' } }, ...extra,
});

function target(id: string, b: Partial<Backend> & { facts: VendorFacts }): Target {
  return { id, displayName: id, backend: { emit: {}, ...b } };
}

const run = (m: Model, targets: Target[]) => compile({ model: m, targets, spec: 'seam.yaml', locate: (p) => ({ file: 'seam.yaml', line: p.length, col: 1 }) });

describe('compile', () => {
  it('deep-merges one agent\'s JSON fragments for one path and lists each file once with its agents', () => {
    const a = target('a', {
      facts: facts('a'),
      emit: {
        instructions: () => ({ fragment: [{ path: 's.json', format: 'json', body: { p: { allow: ['x'] } } }, { path: 'AGENTS.md', format: 'text', body: 'hi\n' }], unrepresentable: [] }),
        hooks: () => ({ fragment: [{ path: 's.json', format: 'json', body: { p: { deny: ['y'] }, h: 1 } }], unrepresentable: [] }),
      },
    });
    const b = target('b', { facts: facts('b'), emit: { instructions: () => ({ fragment: [{ path: 'AGENTS.md', format: 'text', body: 'hi\n' }], unrepresentable: [] }) } });
    const m = model({ instructions: [{ id: 'i', at: '/instructions/0', body: 'hi', paths: [] }], rules: [rule('r', 0)] });
    const r = run(m, [a, b]);
    expect(r.errors).toEqual([]);
    expect(r.files.find((f) => f.path === 's.json')?.text).toBe('{\n  "p": {\n    "allow": [\n      "x"\n    ],\n    "deny": [\n      "y"\n    ]\n  },\n  "h": 1\n}\n');
    expect(r.files.find((f) => f.path === 'AGENTS.md')?.agents).toEqual(['a', 'b']);
    expect(r.files.at(-1)?.path).toBe('.seam/manifest.json');
  });

  it('refuses two agents writing different bytes to one path', () => {
    const mk = (id: string, text: string) => target(id, { facts: facts(id), emit: { instructions: () => ({ fragment: [{ path: 'AGENTS.md', format: 'text', body: text }], unrepresentable: [] }) } });
    const r = run(model({ instructions: [{ id: 'i', at: '/instructions/0', body: 'x', paths: [] }] }), [mk('a', 'one\n'), mk('b', 'two\n')]);
    expect(r.errors.map((e) => e.code)).toEqual(['SC4001']);
  });

  it('merges one JSON file shared by two agents when their keys do not clash, and refuses a clash', () => {
    const mk = (id: string, body: object) => target(id, { facts: facts(id), emit: { instructions: () => ({ fragment: [{ path: 'v.json', format: 'json', body: body as never }], unrepresentable: [] }) } });
    const m = model({ instructions: [{ id: 'i', at: '/instructions/0', body: 'x', paths: [] }] });
    const ok = run(m, [mk('a', { 'a.x': true, shared: { k: [1] } }), mk('b', { 'b.y': ['z'], shared: { k: [1] } })]);
    expect(ok.errors).toEqual([]);
    expect(JSON.parse(ok.files.find((f) => f.path === 'v.json')!.text)).toEqual({ 'a.x': true, shared: { k: [1] }, 'b.y': ['z'] });
    const clash = run(m, [mk('a', { list: [1] }), mk('b', { list: [2] })]);
    expect(clash.errors.map((e) => [e.code, e.message.endsWith('(at /list)')])).toEqual([['SC4001', true]]);
  });

  it('reports generic losses from facts: none vs unadapted sections, missing events, undecidable verbs, security on fail-open', () => {
    const m = model({
      permissions: [{ at: '/permissions/deny/0', level: 'deny', kind: 'shell', pattern: 'rm' }],
      plugin: { at: '/plugin', name: 'm', version: '1.0.0', description: '', mcp: [], commands: [], agents: [], skills: [] },
      rules: [rule('a', 0, { on: 'stop' }), rule('b', 1, { decision: 'escalate' }), rule('c', 2, { intent: 'security' }), rule('d', 3)],
    });
    const r = run(m, [target('a', { facts: facts('a'), emit: { hooks: () => ({ fragment: [], unrepresentable: [] }) } }), { id: 'z', displayName: 'Z' }]);
    expect(r.losses.map((l) => `${l.agent} ${l.code} ${l.at}`)).toEqual([
      'a SC3001 /permissions',
      'a SC3101 /rules/0',
      'a SC3103 /rules/1',
      'a SC3002 /plugin',
      'a SC3105 /rules/2',
      'z SC3002 /permissions',
      'z SC3002 /rules',
      'z SC3002 /plugin',
    ]);
    expect(r.losses[0]?.pos).toEqual({ file: 'seam.yaml', line: '/permissions'.length, col: 1 });
  });

  it('waives exactly the named loss and reports a waiver that matches nothing', () => {
    const m = model({
      rules: [rule('b', 0, { decision: 'escalate' }), rule('c', 1, { decision: 'escalate' })],
      waivers: [
        { agent: 'a', at: '/waivers/0', target: '/rules/0', reason: 'reviewed' },
        { agent: 'a', at: '/waivers/1', target: '/rules/7', reason: 'stale' },
        { agent: 'other', at: '/waivers/2', target: '/rules/1', reason: 'not built this run' },
      ],
    });
    const r = run(m, [target('a', { facts: facts('a'), emit: { hooks: () => ({ fragment: [], unrepresentable: [] }) } })]);
    expect(r.losses.map((l) => [l.at, l.waived ?? null])).toEqual([['/rules/0', 'reviewed'], ['/rules/1', null]]);
    expect(r.errors.map((e) => [e.code, e.pointer])).toEqual([['SC2001', '/waivers/1']]);
  });
});
