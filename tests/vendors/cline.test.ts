import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/cline/backend.js';
import { agentsMd, instructions, model, plugin } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('cline', () => {
  it('writes .clinerules with paths and a skill for agent-requested text', () => {
    const out = backend.emit.instructions(model('cline', { instructions }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.clinerules/api-style.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Named exports.' }, frontmatter: { paths: ['src/**/*.ts'] } } },
      { path: '.cline/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
  });

  it('packages workflows, agents and skills; MCP is user-scope only', () => {
    const out = backend.emit.packaging(model('cline', { plugin }), ctx);
    expect(out.fragment).toEqual([
      { path: '.clinerules/workflows/review.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Review it.' } } },
      { path: '.cline/agents/tester.yaml', format: 'markdown', body: { template: 'cline/body', data: { body: 'Run tests.' }, frontmatter: { name: 'tester', description: 'Runs tests' }, header: false } },
      { path: '.cline/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3403', '/plugin/commands/0/description'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });

  it('has no repo permission file (none) and unadapted hooks', () => {
    expect(backend.facts.sections.permissions.status).toBe('none');
    expect(backend.facts.sections.hooks.status).toBe('unadapted');
  });
});
