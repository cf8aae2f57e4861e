import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/command_code/backend.js';
import { agentsMd, instructions, model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('command_code', () => {
  it('writes AGENTS.md and a .commandcode skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('command_code', { instructions }), ctx);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.commandcode/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'command_code/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('writes only an allow list; deny and ask have no list there', () => {
    const permissions = [perm('allow', 'shell', 'npm test', 0), perm('allow', 'shell', 'git log*', 1), perm('allow', 'read', '**', 2), perm('allow', 'mcp', 'db.query', 3), perm('allow', 'mcp', 'github.*', 4), perm('deny', 'shell', 'rm -rf', 0), perm('ask', 'shell', 'git push', 0), perm('allow', 'edit', 'src/**', 5)];
    const out = backend.emit.permissions(model('command_code', { permissions }), ctx);
    expect(out.fragment).toEqual([
      { path: '.commandcode/settings.json', format: 'json', body: { permissions: { allow: ['Bash(npm test)', 'Bash(git log*)', 'read_file', 'read_multiple_files', 'read_directory', 'grep', 'glob', 'mcp__db__query'] } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/4'],
      ['SC3201', '/permissions/deny/0'],
      ['SC3201', '/permissions/ask/0'],
      ['SC3203', '/permissions/allow/5'],
    ]);
  });

  it('writes .mcp.json, commands, agents and skills under .commandcode', () => {
    const out = backend.emit.packaging(model('command_code', { plugin }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.mcp.json', '.commandcode/commands/review.md', '.commandcode/agents/tester.md', '.commandcode/skills/db/SKILL.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('marks the PreToolUse entry failClosed when a security rule is attached', () => {
    const hygiene = backend.emit.hooks!(model('command_code', { rules: [rule({ source: { match: { command: 'rm -rf' } } })] }), ctx);
    expect(hygiene.fragment[0]).toEqual({ path: '.commandcode/settings.json', format: 'json', body: { hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout: 30 }] }] } } });
    const security = backend.emit.hooks!(model('command_code', { rules: [rule({ intent: 'security', source: { match: { command: 'rm -rf' } } })] }), ctx);
    expect(security.fragment[0]).toEqual({ path: '.commandcode/settings.json', format: 'json', body: { hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout: 30, failClosed: true }] }] } } });
    expect(ctx.hookCommand).toContain('COMMANDCODE_PROJECT_DIR');
  });
});
