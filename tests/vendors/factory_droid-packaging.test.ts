/** Factory Droid packaging: .factory/mcp.json, commands, droids (Droid tool IDs, mcpServers) and skills. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/factory_droid/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['factory_droid'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const mcp = (over: Partial<McpServer> & { name: string; transport: McpServer['transport'] }): McpServer => ({ at: `/plugin/mcp/${over.name}`, args: [], env: {}, headers: {}, ...over });
const plugin = (over: Partial<Plugin>): Plugin => ({ at: '/plugin', name: 'acme-api', version: '1.0.0', description: '', mcp: [], commands: [], agents: [], skills: [], ...over });

describe('factory_droid packaging', () => {
  const p = plugin({
    mcp: [
      mcp({ name: 'github', transport: 'stdio', command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } }),
      mcp({ name: 'docs', transport: 'http', url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN:-none}' } }),
      mcp({ name: 'legacy', transport: 'sse', url: 'https://old.example.com/sse', headers: { Authorization: 'Bearer ${OLD}' } }),
      mcp({ name: 'bare', transport: 'stdio', command: 'srv', env: { T: '$TOKEN' } }),
    ],
    commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review a branch', body: 'Review $ARGUMENTS.\n' }],
    agents: [
      { name: 'reader', at: '/plugin/agents/0', description: 'Reads only', tools: ['read'], body: 'Read.\n' },
      { name: 'tracker', at: '/plugin/agents/1', description: 'MCP only', tools: ['mcp'], body: 'Track.\n' },
      { name: 'free', at: '/plugin/agents/2', description: 'Everything', tools: [], body: 'Go.\n' },
    ],
    skills: [{ name: 'diff', at: '/plugin/skills/0', description: 'Summarize', files: [{ path: 'SKILL.md', text: '---\nname: diff\ndescription: Summarize\n---\nGo.\n' }] }],
  });
  const out = backend.emit.packaging!(model({ plugin: p }), ctx);
  const byPath = Object.fromEntries(out.fragment.map((a) => [a.path, a]));

  it('writes .factory/mcp.json in the documented shape', () => {
    expect(byPath['.factory/mcp.json']?.body).toEqual({
      mcpServers: {
        github: { command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } },
        docs: { type: 'http', url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN:-none}' } },
        legacy: { type: 'sse', url: 'https://old.example.com/sse', headers: { Authorization: 'Bearer ${OLD}' } },
        bare: { command: 'srv', env: { T: '$TOKEN' } },
      },
    });
  });

  it('reports references Droid does not expand: sse fields and $NAME without braces', () => {
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/legacy'],
      ['SC3402', '/plugin/mcp/bare'],
    ]);
  });

  it('writes droids with Droid tool IDs and never more MCP than the spec says', () => {
    const fm = (n: string) => (byPath[`.factory/droids/${n}.md`]?.body as { frontmatter: Record<string, unknown> }).frontmatter;
    expect(fm('reader')).toEqual({ name: 'reader', description: 'Reads only', tools: ['Read', 'LS', 'Grep', 'Glob'], mcpServers: [] });
    expect(fm('tracker')).toEqual({ name: 'tracker', description: 'MCP only', tools: [], mcpServers: ['github', 'docs', 'legacy', 'bare'] });
    expect(fm('free')).toEqual({ name: 'free', description: 'Everything' });
  });

  it('writes commands and skills under .factory/', () => {
    expect(byPath['.factory/commands/review.md']?.body).toEqual({ template: 'factory_droid/body', data: { body: 'Review $ARGUMENTS.' }, frontmatter: { description: 'Review a branch' } });
    expect(byPath['.factory/skills/diff/SKILL.md']?.format).toBe('text');
  });

  it('writes nothing without a plugin', () => {
    expect(backend.emit.packaging!(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});
