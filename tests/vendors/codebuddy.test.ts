import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/codebuddy/backend.js';
import { backend as claude } from '../../vendors/claude_code/backend.js';
import { instructions, model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('codebuddy', () => {
  it('writes CODEBUDDY.md from the shared template and a .codebuddy skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('codebuddy', { instructions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'CODEBUDDY.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      { path: '.codebuddy/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'codebuddy/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('writes Claude-style Bash, Read and MCP rules; edit, web and wildcard commands are reported', () => {
    const permissions = [perm('allow', 'shell', 'npm test', 0), perm('ask', 'shell', 'git push *', 0), perm('deny', 'shell', 'rm -rf', 0), perm('deny', 'read', '.env', 1), perm('deny', 'mcp', 'github.*', 2), perm('allow', 'mcp', 'db.query', 1), perm('allow', 'shell', 'git log*', 2), perm('deny', 'edit', 'src/**', 3), perm('deny', 'web', '*', 4)];
    const out = backend.emit.permissions(model('codebuddy', { permissions }), ctx);
    expect(out.fragment).toEqual([
      { path: '.codebuddy/settings.json', format: 'json', body: { permissions: { allow: ['Bash(npm test:*)', 'mcp__db__query'], ask: ['Bash(git push:*)'], deny: ['Bash(rm -rf:*)', 'Read(./.env)', 'mcp__github'] } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/2'],
      ['SC3202', '/permissions/deny/3'],
      ['SC3202', '/permissions/deny/4'],
    ]);
  });

  it('writes .mcp.json byte-identical to Claude Code\'s, commands, subagents and skills under .codebuddy', () => {
    const out = backend.emit.packaging(model('codebuddy', { plugin }), ctx);
    const mcp = claude.emit.packaging(model('claude_code', { plugin }), emitContext(claude.facts)).fragment.find((a) => a.path === '.mcp.json');
    expect(out.fragment[0]).toEqual(mcp);
    expect(out.fragment.slice(1).map((a) => a.path)).toEqual(['.codebuddy/commands/review.md', '.codebuddy/agents/tester.md', '.codebuddy/skills/db/SKILL.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('installs matcher groups in .codebuddy/settings.json, capped at 60 seconds', () => {
    const rules = [rule({ source: { match: { command: 'rm -rf' } } })];
    const hooks = [{ at: '/hooks/0', on: 'pre_tool' as const, tools: [], command: 'x', timeout: 50 }];
    const out = backend.emit.hooks!(model('codebuddy', { rules, hooks: hooks as never }), ctx);
    expect(out.fragment[0]).toEqual({ path: '.codebuddy/settings.json', format: 'json', body: { hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout: 60 }] }] } } });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3108', '/hooks/0']]);
  });
});
