import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/kiro/backend.js';
import { agentsMd, instructions, model, plugin } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('kiro', () => {
  it('writes steering files with fileMatch and auto inclusion', () => {
    const out = backend.emit.instructions(model('kiro', { instructions }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.kiro/steering/api-style.md', format: 'markdown', body: { template: 'kiro/body', data: { body: 'Named exports.' }, frontmatter: { inclusion: 'fileMatch', fileMatchPattern: ['src/**/*.ts'] } } },
      {
        path: '.kiro/steering/migrations.md',
        format: 'markdown',
        body: { template: 'kiro/body', data: { body: 'Reversible only.' }, frontmatter: { inclusion: 'auto', name: 'migrations', description: 'Database migrations' } },
      },
    ]);
  });

  it('packages MCP, prompts, Markdown agents and skills', () => {
    const sse = { ...plugin, mcp: [...plugin.mcp, { name: 'ev', at: '/plugin/mcp/ev', transport: 'sse' as const, url: 'https://e/sse', args: [], env: {}, headers: { K: '$KEY' } }] };
    const out = backend.emit.packaging(model('kiro', { plugin: sse }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.kiro/settings/mcp.json',
        format: 'json',
        body: {
          mcpServers: {
            db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
            api: { url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
            ev: { url: 'https://e/sse', headers: { K: '$KEY' } },
          },
        },
      },
      { path: '.kiro/prompts/review.md', format: 'markdown', body: { template: 'kiro/body', data: { body: 'Review it.' } } },
      { path: '.kiro/agents/tester.md', format: 'markdown', body: { template: 'kiro/body', data: { body: 'Run tests.' }, frontmatter: { name: 'tester', description: 'Runs tests', tools: ['read', 'shell', 'write'] } } },
      { path: '.kiro/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/ev'],
      ['SC3401', '/plugin/mcp/ev/transport'],
      ['SC3403', '/plugin/commands/0/description'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });

  it('has no repo permission surface (none)', () => {
    expect(backend.facts.sections.permissions.status).toBe('none');
  });

  it('writes one Kiro CLI 3 hooks file with a command hook per trigger in use, and the runtime', () => {
    const m = { name: 'x', agents: ['kiro'], instructions: [], permissions: [], rules: [{ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], kinds: [], match: { command: 'rm' }, decision: 'deny', intent: 'security', message: 'm' }], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] } };
    const ctx = emitContext(backend.facts);
    const out = backend.emit.hooks!(m as never, ctx);
    expect(out.fragment).toEqual([
      { path: '.kiro/hooks/seamc.json', format: 'json', body: { version: 'v1', hooks: [{ name: 'seamc-pre_tool', trigger: 'PreToolUse', action: { type: 'command', command: ctx.hookCommand }, timeout: 30, enabled: true }] } },
      { path: ctx.hookScript, format: 'runtime', body: { agent: 'kiro' } },
    ]);
  });
});
