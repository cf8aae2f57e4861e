import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend as bob } from '../../vendors/bob/backend.js';
import { backend as hermes } from '../../vendors/hermes/backend.js';
import { agentsMd, instructions, model, plugin } from './opencode-group-model.js';

describe('bob', () => {
  const ctx = emitContext(bob.facts);
  it('writes AGENTS.md; glob and agent-requested instructions are reported', () => {
    const out = bob.emit.instructions(model('bob', { instructions }), ctx);
    expect(out.fragment).toEqual([agentsMd]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });

  it('writes stdio and streamable-http servers to .bob/mcp.json; the rest is reported', () => {
    const sse = { name: 'events', at: '/plugin/mcp/events', transport: 'sse' as const, url: 'https://e.example/sse', args: [], env: {}, headers: {} };
    const out = bob.emit.packaging(model('bob', { plugin: { ...plugin, mcp: [...plugin.mcp, sse] } }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.bob/mcp.json',
        format: 'json',
        body: { mcpServers: { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } }, api: { type: 'streamable-http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } } } },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
      ['SC3401', '/plugin/mcp/events'],
      ['SC3002', '/plugin/commands/0'],
      ['SC3002', '/plugin/agents/0'],
      ['SC3002', '/plugin/skills/0'],
    ]);
  });
});

describe('hermes', () => {
  const ctx = emitContext(hermes.facts);
  it('writes AGENTS.md; scoped instructions and an oversized file are reported', () => {
    const out = hermes.emit.instructions(model('hermes', { instructions }), ctx);
    expect(out.fragment).toEqual([agentsMd]);
    expect(out.unrepresentable.map((l) => l.code)).toEqual(['SC3301', 'SC3302']);
    const big = [{ id: 'big', at: '/instructions/0', body: 'x'.repeat(20_001), paths: [] }];
    expect(hermes.emit.instructions(model('hermes', { instructions: big }), ctx).unrepresentable.map((l) => l.code)).toEqual(['SC3303']);
  });

  it('emits every section (the user-level ones as fragments behind gates; see tests/vendors/hermes.test.ts)', () => {
    for (const s of ['instructions', 'permissions', 'hooks', 'packaging'] as const) expect(hermes.facts.sections[s].status).toBe('emitted');
  });
});
