import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { compile } from '../../compiler/compile.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/zed/backend.js';
import { targets } from '../../vendors/index.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['zed'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const rule = (id: string, n: number, intent: 'security' | 'hygiene') => ({
  id, at: `/rules/${n}`, on: 'pre_tool' as const, tools: ['shell' as const], kinds: ['line' as const, 'exec' as const], match: {}, decision: 'deny' as const, intent,
  message: `${id} message`, source: { match: { command: 'rm -rf' } },
});
const mcp = (over: Partial<McpServer> & { name: string; transport: McpServer['transport'] }): McpServer => ({ at: `/plugin/mcp/${over.name}`, args: [], env: {}, headers: {}, ...over });
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: '', mcp: [], commands: [], agents: [], skills: [], ...over };
}

describe('zed instructions', () => {
  const instructions = [
    { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
    { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**/*.ts'] },
    { id: 'db', at: '/instructions/2', body: 'y', paths: [], description: 'migrations' },
  ];
  it('writes .rules (first in Zed\'s list) from the shared template and reports scoped text', () => {
    const out = backend.emit.instructions(model({ instructions, rules: [rule('tidy', 0, 'hygiene')] }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.rules',
        format: 'markdown',
        body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [{ id: 'tidy', text: 'tidy message' }] } },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });

  it('loads the same bytes as AGENTS.md when built together with agents that write earlier-listed names', () => {
    const pick = targets.filter((t) => ['zed', 'claude_code', 'cursor', 'warp'].includes(t.id));
    const m = model({ agents: pick.map((t) => t.id), instructions: [instructions[0]!], rules: [rule('tidy', 0, 'hygiene'), rule('no-rm', 1, 'security')] });
    const r = compile({ model: m, targets: pick, spec: 'seam.yaml', locate: () => undefined });
    expect(r.errors).toEqual([]);
    const file = (p: string) => r.files.find((f) => f.path === p);
    expect(file('.rules')?.agents).toEqual(['zed']);
    // the same text, except the per-event lines saying what holds the rules for the agents that read that file
    const held = (t?: string) => t?.replace(/^- [a-z_]+(, allow)?: held by .*\n/gm, '');
    expect(held(file('.rules')?.text)).toBe(held(file('AGENTS.md')?.text));
    expect(file('.rules')?.text).toContain('- pre_tool: held by zed: advisory text only\n');
    expect(file('AGENTS.md')?.text).toMatch(/^- pre_tool: held by claude_code: hook, [a-z-]+; cursor: hook, [a-z-]+; warp: advisory text only\n/m);
    expect(file('.rules')?.text).toContain('- `tidy`: tidy message');
    expect(file('.rules')?.text).not.toContain('no-rm');
    expect(r.losses.filter((l) => l.agent === 'zed').map((l) => [l.code, l.at])).toEqual([
      ['SC3501', '/rules/0'],
      ['SC3502', '/rules/1'],
    ]);
  });
});

describe('zed packaging', () => {
  it('writes context_servers in .zed/settings.json and reports SSE, env references and unrecorded parts', () => {
    const p = plugin({
      mcp: [
        mcp({ name: 'github', transport: 'stdio', command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', MODE: 'ro' } }),
        mcp({ name: 'docs', transport: 'http', url: 'https://docs.example.com/mcp', headers: { 'X-Team': 'api' } }),
        mcp({ name: 'legacy', transport: 'sse', url: 'https://old.example.com/sse' }),
      ],
      commands: [{ name: 'review', at: '/plugin/commands/0', body: 'x' }],
      agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'd', tools: [], body: 'b' }],
      skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [] }],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.zed/settings.json',
        format: 'json',
        body: {
          context_servers: {
            github: { source: 'custom', command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', MODE: 'ro' } },
            docs: { source: 'custom', url: 'https://docs.example.com/mcp', headers: { 'X-Team': 'api' } },
          },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/github/env/GITHUB_TOKEN'],
      ['SC3401', '/plugin/mcp/legacy/transport'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
      ['SC3405', '/plugin/skills/0'],
    ]);
  });

  it('writes nothing without a plugin, and has no hook surface', () => {
    expect(backend.emit.packaging(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
    expect(backend.facts.sections.hooks.status).toBe('none');
    expect(backend.facts.sections.permissions.status).toBe('emitted');
  });
});
