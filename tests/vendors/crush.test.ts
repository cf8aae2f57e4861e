import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/crush/backend.js';
import { agentsMd, instructions, model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('crush', () => {
  it('writes AGENTS.md and a .crush skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('crush', { instructions }), ctx);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.crush/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'crush/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('says whole-tool allows and denies only; an ask holds unless its tool is allowed', () => {
    const permissions = [perm('allow', 'shell', '*', 0), perm('allow', 'read', '**', 1), perm('deny', 'web', '*', 0), perm('deny', 'read', '.env', 1), perm('ask', 'shell', 'git push', 0), perm('ask', 'edit', '**', 1), perm('allow', 'mcp', 'github.*', 2)];
    const out = backend.emit.permissions(model('crush', { permissions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'crush.json', format: 'json', body: { permissions: { allowed_tools: ['bash', 'view', 'ls', 'grep', 'glob'] }, options: { disabled_tools: ['fetch', 'web_fetch', 'download'] } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/deny/1'],
      ['SC3202', '/permissions/allow/2'],
      ['SC3201', '/permissions/ask/0'],
    ]);
  });

  it('packages MCP servers in crush.json, commands and skills under .crush; subagents are reported', () => {
    const out = backend.emit.packaging(model('crush', { plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: 'crush.json',
        format: 'json',
        body: {
          mcp: {
            db: { type: 'stdio', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
            api: { type: 'http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
          },
        },
      },
      { path: '.crush/commands/review.md', format: 'markdown', body: { template: 'crush/body', data: { body: 'Review it.' } } },
      { path: '.crush/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3404', '/plugin/agents/0']]);
  });

  it('installs one PreToolUse entry running the runtime, and nothing without rules', () => {
    const rules = [rule({ source: { match: { command: 'rm -rf' } } })];
    const out = backend.emit.hooks!(model('crush', { rules }), ctx);
    expect(out.fragment[0]).toEqual({ path: 'crush.json', format: 'json', body: { hooks: { PreToolUse: [{ name: 'seamc', command: ctx.hookCommand, timeout: 30 }] } } });
    expect(out.fragment[1]).toEqual({ path: '.seam/hooks/crush.cjs', format: 'runtime', body: { agent: 'crush' } });
    expect(ctx.hookCommand).toContain('CRUSH_PROJECT_DIR');
    expect(backend.emit.hooks!(model('crush'), ctx).fragment).toEqual([]);
  });
});
