import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/rovo_dev/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['rovo_dev'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'Acme tooling', mcp: [], commands: [], agents: [], skills: [], ...over };
}
const full = plugin({
  mcp: [{ name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: [], env: {}, headers: {} }],
  commands: [{ name: 'ship', at: '/plugin/commands/0', description: 'Ships it', body: 'Ship $1.\n' }],
  agents: [{ name: 'reviewer', at: '/plugin/agents/0', description: 'Reviews code', tools: ['read'], body: 'Review it.\n' }],
  skills: [{ name: 'deploy', at: '/plugin/skills/0', description: 'Deploys', files: [{ path: 'SKILL.md', text: '---\nname: deploy\n---\n', mode: 0o644 }] }],
});
const emit = () => backend.emit.packaging(model({ plugin: full }), ctx);

describe('rovo_dev packaging', () => {
  it('writes the MCP fragment, saved prompts (prompts.yml + content file) and subagents; a tool list and skills are losses', () => {
    const out = emit();
    expect(out.fragment).toEqual([
      { path: '.seam/rovo_dev/mcp.json', format: 'json', body: { mcpServers: { db: { command: 'db-mcp', transport: 'stdio' } } } },
      { path: '.rovodev/ship.md', format: 'markdown', body: { template: 'rovo_dev/body', data: { body: 'Ship $1.' } } },
      { path: '.rovodev/prompts.yml', format: 'text', body: 'prompts:\n  - name: "ship"\n    description: "Ships it"\n    content_file: "ship.md"\n' },
      { path: '.rovodev/subagents/reviewer.md', format: 'markdown', body: { template: 'rovo_dev/body', data: { body: 'Review it.' }, frontmatter: { name: 'reviewer', description: 'Reviews code' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3404', '/plugin/agents/0'],
      ['SC3405', '/plugin/skills/0'],
    ]);
  });
});

describe('rovo_dev MCP servers: a user-scope ~/.rovodev/mcp.json fragment', () => {
  const servers: Plugin['mcp'] = [
    { name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: ['--ro'], env: { MODE: 'ro' }, headers: {} },
    { name: 'api', at: '/plugin/mcp/api', transport: 'http', url: 'https://x.example/mcp', args: [], env: {}, headers: { 'X-Team': 'acme' } },
    { name: 'events', at: '/plugin/mcp/events', transport: 'sse', url: 'https://e.example/sse', args: [], env: {}, headers: {} },
  ];
  const build = (mcp: Plugin['mcp']) => backend.emit.packaging(model({ plugin: plugin({ mcp }) }), ctx);

  it('writes stdio and http entries with their transport, and the block re-parses; an sse server is a loss', () => {
    const out = build(servers);
    expect(out.fragment).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(out.fragment[0]!.body, null, 2))).toEqual({
      mcpServers: {
        db: { command: 'db-mcp', args: ['--ro'], env: { MODE: 'ro' }, transport: 'stdio' },
        api: { url: 'https://x.example/mcp', headers: { 'X-Team': 'acme' }, transport: 'http' },
      },
    });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3401', '/plugin/mcp/events']]);
  });

  it('keeps a ${NAME} reference as written and reports it (no expansion is documented)', () => {
    const out = build([{ ...servers[1]!, headers: { Authorization: 'Bearer ${API}' } }]);
    expect((out.fragment[0]!.body as { mcpServers: Record<string, { headers: unknown }> }).mcpServers.api!.headers).toEqual({ Authorization: 'Bearer ${API}' });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3402', '/plugin/mcp/api']]);
  });

  it('reports the user-mcp-config gate (SC3110) once per MCP server, never for prompts or subagents', async () => {
    const { gateLosses } = await import('../../compiler/backend/capability.js');
    const losses = gateLosses(model({ plugin: { ...full, mcp: servers } }), backend.facts).filter((g) => g.section === 'packaging').map((g) => g.loss);
    expect(losses.map((l) => [l.code, l.at])).toEqual([
      ['SC3110', '/plugin/mcp/db'],
      ['SC3110', '/plugin/mcp/api'],
      ['SC3110', '/plugin/mcp/events'],
    ]);
    expect(losses[0]!.reason).toContain('acli rovodev mcp');
  });
});
