import { gradeFacts } from '../../compiler/evidence/grade.js';
import { recordedLive } from '../../compiler/evidence/live.js';
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { McpServer, Model, Plugin, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/goose/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
const CMD = ctx.hookCommand;

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['goose'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], match: { command: 'x' }, decision: 'deny', intent: 'hygiene', source: { match: { command: 'x' } }, ...over });
}
const server = (over: Partial<McpServer>): McpServer => ({ name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: [], env: {}, headers: {}, ...over });
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'Acme tooling', mcp: [], commands: [], agents: [], skills: [], ...over };
}

describe('goose hooks', () => {
  it('asks PreToolUse to fail closed when a security rule sits there, not otherwise', () => {
    const secure = backend.emit.hooks(model({ rules: [rule({ intent: 'security' }), rule({ id: 's', at: '/rules/1', on: 'stop', tools: [], intent: 'security' })] }), ctx);
    expect(secure.fragment).toEqual([
      {
        path: '.agents/plugins/seam/hooks/hooks.json',
        format: 'json',
        body: {
          hooks: {
            PreToolUse: [{ hooks: [{ type: 'command', command: CMD, timeout: 30, on_failure: 'block' }] }],
            Stop: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }],
          },
        },
      },
      { path: '.seam/hooks/goose.cjs', format: 'runtime', body: { agent: 'goose' } },
    ]);
    const hygiene = backend.emit.hooks(model({ rules: [rule({})] }), ctx);
    expect(hygiene.fragment[0]).toEqual({
      path: '.agents/plugins/seam/hooks/hooks.json',
      format: 'json',
      body: { hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }] } },
    });
  });

  it('grades pre_tool enforceable (on_failure) and Stop best-effort', () => {
    const g = gradeFacts(backend.facts, recordedLive()).hooks!.events;
    expect([g.pre_tool!.grade, g.stop!.grade, backend.facts.hooks.failClosed]).toEqual(['enforceable', 'best-effort', true]);
  });
});

describe('goose instructions', () => {
  it('writes only AGENTS.md and reports globs', () => {
    const out = backend.emit.instructions(model({ instructions: [{ id: 'o', at: '/instructions/0', body: 'a', paths: [] }, { id: 'g', at: '/instructions/1', body: 'b', paths: ['**/*.sql'] }] }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['AGENTS.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });
});

describe('goose packaging', () => {
  it('writes an Open Plugin with stdio servers and skills, a custom agent, and reports what goose cannot hold', () => {
    const p = plugin({
      mcp: [server({ args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } }), server({ name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://d.example/mcp' })],
      commands: [{ name: 'review', at: '/plugin/commands/0', body: 'Review.' }],
      agents: [{ name: 'tester', at: '/plugin/agents/0', description: 'Runs tests', tools: ['shell'], body: 'Run them.\n' }],
      skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [{ path: 'SKILL.md', text: '---\nname: db\n---\n', mode: 0o644 }] }],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.fragment).toEqual([
      { path: '.agents/plugins/acme-api/plugin.json', format: 'json', body: { name: 'acme-api', version: '1.0.0', description: 'Acme tooling' } },
      { path: '.agents/plugins/acme-api/.mcp.json', format: 'json', body: { mcpServers: { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } } } } },
      { path: '.goose/agents/tester.md', format: 'markdown', body: { template: 'goose/body', data: { body: 'Run them.' }, frontmatter: { name: 'tester', description: 'Runs tests' } } },
      { path: '.agents/plugins/acme-api/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/docs'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('refuses a plugin name goose would not load as written', () => {
    const out = backend.emit.packaging(model({ plugin: plugin({ name: 'Acme_API' }) }), ctx);
    expect([out.fragment, out.unrepresentable.map((l) => l.code)]).toEqual([[], ['SC3406']]);
  });
});
