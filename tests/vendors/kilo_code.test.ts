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

  it('leaves hooks and packaging unadapted', () => {
    expect(backend.facts.sections.hooks.status).toBe('unadapted');
    expect(backend.facts.sections.packaging.status).toBe('unadapted');
  });
});
