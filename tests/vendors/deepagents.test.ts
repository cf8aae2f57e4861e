import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { gradeFacts } from '../../compiler/evidence/grade.js';
import { recordedLive } from '../../compiler/evidence/live.js';
import type { McpServer, Model, Plugin, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/deepagents/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
const CMD = ctx.hookCommand;

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['deepagents'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], match: { command: 'x' }, decision: 'deny', intent: 'hygiene', source: { match: { command: 'x' } }, ...over });
}
const server = (over: Partial<McpServer>): McpServer => ({ name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: [], env: {}, headers: {}, ...over });
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'Acme tooling', mcp: [], commands: [], agents: [], skills: [], ...over };
}

describe('deepagents hooks', () => {
  it('writes .deepagents/hooks.json matcher groups, one per event a rule or hook uses, with no matcher', () => {
    const hooks = [{ id: 'h', at: '/hooks/0', on: 'post_tool' as const, tools: [], run: 'true', timeout: 10 }];
    const out = backend.emit.hooks(model({ rules: [rule({}), rule({ id: 's', at: '/rules/1', on: 'stop', tools: [] })], hooks }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.deepagents/hooks.json',
        format: 'json',
        body: {
          hooks: {
            PreToolUse: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }],
            PostToolUse: [{ hooks: [{ type: 'command', command: CMD, timeout: 40 }] }],
            Stop: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }],
          },
        },
      },
      { path: '.seam/hooks/deepagents.cjs', format: 'runtime', body: { agent: 'deepagents' } },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });

  it('refuses with exit 2, which dcode reads as a block, and grades every blocking cell best-effort (fails open)', () => {
    expect(CMD).toContain('exit 2');
    const g = gradeFacts(backend.facts, recordedLive()).hooks!.events;
    expect([g.pre_tool!.grade, g.prompt_submit!.grade, g.stop!.grade, g.post_tool!.grade]).toEqual(['best-effort', 'best-effort', 'best-effort', 'detect']);
    expect(backend.facts.gates.map((x) => x.id)).toEqual(['hooks-trust', 'mcp-approval']);
  });
});

describe('deepagents packaging', () => {
  it('writes MCP servers, subagents and skills in dcode\'s project layout', () => {
    const p = plugin({
      mcp: [server({ env: { TOKEN: '${DB_TOKEN}' } }), server({ name: 'docs', at: '/plugin/mcp/docs', transport: 'http', command: undefined, url: 'https://docs.example/mcp', headers: { Authorization: 'Bearer ${DOCS_KEY}' } })],
      agents: [{ name: 'reviewer', at: '/plugin/agents/0', description: 'Reviews code', tools: [], body: 'Review it.\n' }],
      skills: [{ name: 'deploy', at: '/plugin/skills/0', description: 'Deploys', files: [{ path: 'SKILL.md', text: '---\nname: deploy\n---\n', mode: 0o644 }] }],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.deepagents/.mcp.json',
        format: 'json',
        body: { mcpServers: { db: { command: 'db-mcp', env: { TOKEN: '${DB_TOKEN}' } }, docs: { type: 'http', url: 'https://docs.example/mcp', headers: { Authorization: 'Bearer ${DOCS_KEY}' } } } },
      },
      { path: '.deepagents/agents/reviewer/AGENTS.md', format: 'markdown', body: { template: 'deepagents/body', data: { body: 'Review it.' }, frontmatter: { name: 'reviewer', description: 'Reviews code' } } },
      { path: '.agents/skills/deploy/SKILL.md', format: 'text', body: '---\nname: deploy\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });

  it('reports a bare $VAR, a subagent tool list and commands', () => {
    const p = plugin({
      mcp: [server({ args: ['--token', '$DB_TOKEN'] })],
      agents: [{ name: 'reader', at: '/plugin/agents/0', description: 'Reads', tools: ['read'], body: 'Read.' }],
      commands: [{ name: 'ship', at: '/plugin/commands/0', body: 'Ship it.' }],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });
});
