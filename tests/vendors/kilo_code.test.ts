import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/kilo_code/backend.js';
import { agentsMd, instructions, model, perm, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('kilo_code', () => {
  it('writes AGENTS.md; glob and agent-requested rules are reported', () => {
    const out = backend.emit.instructions(model('kilo_code', { instructions }), ctx);
    expect(out.fragment).toEqual([agentsMd]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2'],
    ]);
  });

  it('writes kilo.jsonc permission in last-match order (allow, ask, deny), without $schema', () => {
    const permissions = [perm('deny', 'shell', 'rm -rf', 0), perm('allow', 'shell', 'npm test', 0), perm('ask', 'edit', 'src/**', 0), perm('deny', 'mcp', 'github.x', 1)];
    const rules = [rule({ source: { match: { command: 'curl' } } })];
    const out = backend.emit.permissions(model('kilo_code', { permissions, rules }), ctx);
    expect(out.fragment).toEqual([
      { path: 'kilo.jsonc', format: 'json', body: { permission: { bash: { 'npm test *': 'allow', 'rm -rf *': 'deny', 'curl *': 'deny' }, edit: { 'src/*': 'ask' } } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3202', '/permissions/deny/1']]);
  });

  it('writes the plugin bridge to .kilo/plugins/seamc.js with its own runtime', () => {
    const out = backend.emit.hooks(model('kilo_code', { rules: [rule({})] }), ctx);
    expect(out.fragment.map((a) => [a.path, a.format])).toEqual([
      ['.kilo/plugins/seamc.js', 'text'],
      ['.seam/hooks/kilo_code.cjs', 'runtime'],
    ]);
    const text = (out.fragment[0] as { body: string }).body;
    expect(text).toContain('.seam/hooks/kilo_code.cjs');
    expect(text).toContain("id: 'seamc-' + SEAMC.agent");
  });

  it('lays out plugin parts as opencode does, under .kilo/ and kilo.jsonc', () => {
    const plugin = {
      at: '/plugin', name: 'p', version: '1.0.0', description: 'd',
      mcp: [{ name: 'db', at: '/plugin/mcp/db', transport: 'stdio' as const, command: 'db-mcp', args: ['--x'], env: { K: '${K}' }, headers: {} }],
      commands: [{ name: 'review', at: '/plugin/commands/review', description: 'Review', body: 'Review it.\n' }],
      agents: [], skills: [],
    };
    const out = backend.emit.packaging!(model('kilo_code', { plugin } as never), ctx);
    expect(out.fragment[0]).toEqual({ path: 'kilo.jsonc', format: 'json', body: { mcp: { db: { type: 'local', command: ['db-mcp', '--x'], environment: { K: '{env:K}' } } } } });
    expect(out.fragment[1]?.path).toBe('.kilo/commands/review.md');
    expect(out.unrepresentable).toEqual([]);
  });
});
