import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/roo/backend.js';
import { agentsMd, instructions, model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('roo', () => {
  it('writes AGENTS.md and a skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('roo', { instructions }), ctx);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.roo/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'roo/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('writes prefix lists under both setting families and MCP gates for declared servers', () => {
    const permissions = [
      perm('allow', 'shell', 'npm test', 0),
      perm('allow', 'shell', 'git*', 1),
      perm('ask', 'shell', 'git push', 0),
      perm('ask', 'shell', 'docker run', 1),
      perm('deny', 'shell', 'rm -rf *', 0),
      perm('deny', 'mcp', 'db.drop', 1),
      perm('allow', 'mcp', 'db.query', 2),
      perm('deny', 'mcp', 'github.delete_repo', 2),
      perm('deny', 'read', '.env', 3),
      perm('deny', 'shell', '*', 4),
    ];
    const rules = [rule({ source: { match: { command: 'terraform destroy' } } })];
    const out = backend.emit.permissions(model('roo', { permissions, rules, plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.vscode/settings.json',
        format: 'json',
        body: {
          'roo-cline.allowedCommands': ['npm test', 'git'],
          'roo-cline.deniedCommands': ['rm -rf', 'terraform destroy'],
          'zoo-code.allowedCommands': ['npm test', 'git'],
          'zoo-code.deniedCommands': ['rm -rf', 'terraform destroy'],
        },
      },
      { path: '.roo/mcp.json', format: 'json', body: { mcpServers: { db: { disabledTools: ['drop'], alwaysAllow: ['query'] } } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3202', '/permissions/deny/2'],
      ['SC3202', '/permissions/deny/3'],
      ['SC3203', '/permissions/deny/4'],
      ['SC3201', '/permissions/ask/0'],
    ]);
  });

  it('packages MCP (streamable-http), commands and skills; subagents are reported', () => {
    const out = backend.emit.packaging(model('roo', { plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.roo/mcp.json',
        format: 'json',
        body: {
          mcpServers: {
            db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
            api: { type: 'streamable-http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
          },
        },
      },
      { path: '.roo/commands/review.md', format: 'markdown', body: { template: 'roo/body', data: { body: 'Review it.' }, frontmatter: { description: 'Review' } } },
      { path: '.roo/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('has no hook surface (none), so rules become advisory', () => {
    expect(backend.facts.sections.hooks.status).toBe('none');
  });
});
