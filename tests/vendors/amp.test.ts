import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/amp/backend.js';
import { agentsMd, instructions, model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('amp', () => {
  it('writes AGENTS.md and a skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('amp', { instructions }), ctx);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.agents/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'amp/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('orders reject, ask, allow for first-match evaluation; rule denies go first', () => {
    const permissions = [perm('allow', 'shell', 'npm test', 0), perm('ask', 'shell', 'git push *', 0), perm('deny', 'shell', 'rm -rf', 0), perm('deny', 'mcp', 'github.*', 1), perm('allow', 'shell', 'git log*', 1), perm('deny', 'read', '.env', 2)];
    const rules = [rule({ message: 'no', source: { match: { command: 'terraform destroy' } } })];
    const out = backend.emit.permissions(model('amp', { permissions, rules }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.amp/settings.json',
        format: 'json',
        body: {
          'amp.permissions': [
            { tool: 'Bash', matches: { cmd: ['terraform destroy', 'terraform destroy *'] }, action: 'reject', message: 'no' },
            { tool: 'Bash', matches: { cmd: ['rm -rf', 'rm -rf *'] }, action: 'reject' },
            { tool: 'mcp__github__*', action: 'reject' },
            { tool: 'Bash', matches: { cmd: ['git push', 'git push *'] }, action: 'ask' },
            { tool: 'Bash', matches: { cmd: ['npm test', 'npm test *'] }, action: 'allow' },
            { tool: 'Bash', matches: { cmd: 'git log*' }, action: 'allow' },
          ],
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3202', '/permissions/deny/2']]);
  });

  it('packages stdio MCP and skills; reports remote servers, interpolation, commands and subagents', () => {
    const out = backend.emit.packaging(model('amp', { plugin }), ctx);
    expect(out.fragment).toEqual([
      { path: '.amp/settings.json', format: 'json', body: { 'amp.mcpServers': { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } } } } },
      { path: '.agents/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('records hooks as unadapted (plugin code only), never as none', () => {
    expect(backend.facts.sections.hooks.status).toBe('unadapted');
    expect(backend.emit).not.toHaveProperty('hooks');
  });
});
