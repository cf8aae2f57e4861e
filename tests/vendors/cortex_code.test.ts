import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/cortex_code/backend.js';
import { agentsMd, instructions, model, plugin } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('cortex_code', () => {
  it('writes AGENTS.md and a .cortex skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('cortex_code', { instructions }), ctx);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.cortex/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'cortex_code/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('writes skills and the user-scope MCP fragment; user-level commands and agents are reported', () => {
    const out = backend.emit.packaging(model('cortex_code', { plugin }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.seam/cortex_code/mcp.json', '.cortex/skills/db/SKILL.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('keeps hooks unadapted with the reason, never none', () => {
    expect(backend.facts.sections.permissions.status).toBe('emitted');
    expect(backend.facts.sections.hooks.status).toBe('unadapted');
    expect(backend.emit).not.toHaveProperty('hooks');
  });
});
