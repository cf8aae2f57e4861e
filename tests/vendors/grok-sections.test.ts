/** Grok CLI: [permission] and [mcp_servers] in .grok/config.toml, commands, agents and skills. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { McpServer, Model, Permission, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/grok/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['grok'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${n}`, level, kind, pattern });
const mcp = (over: Partial<McpServer> & { name: string; transport: McpServer['transport'] }): McpServer => ({ at: `/plugin/mcp/${over.name}`, args: [], env: {}, headers: {}, ...over });
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: '', mcp: [], commands: [], agents: [], skills: [], ...over };
}

describe('grok permissions', () => {
  const permissions = [
    perm(0, 'allow', 'shell', 'npm test'),
    perm(1, 'allow', 'shell', 'git log*'),
    perm(2, 'ask', 'shell', 'git push'),
    perm(3, 'deny', 'shell', 'rm -rf *'),
    perm(4, 'deny', 'read', './.env*'),
    perm(5, 'deny', 'edit', '**'),
    perm(6, 'deny', 'web', '*.internal.example.com'),
    perm(7, 'allow', 'web', 'docs.example.com'),
    perm(8, 'deny', 'mcp', 'github.delete_repo'),
    perm(9, 'allow', 'read', 'src/{a,b}/**'),
    perm(10, 'deny', 'shell', 'echo (x)'),
  ];

  it('writes the lists in Grok spelling: allow as "prefix *", deny and ask as the raw prefix', () => {
    const out = backend.emit.permissions(model({ permissions }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.grok/config.toml',
        format: 'toml',
        body: {
          permission: {
            allow: ['Bash(npm test *)', 'Bash(git log)'],
            ask: ['Bash(git push)'],
            deny: ['Bash(rm -rf)', 'Read(.env*)', 'Edit', 'WebFetch(domain:internal.example.com)', 'MCPTool(github__delete_repo)'],
          },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/7'],
      ['SC3203', '/permissions/9'],
      ['SC3203', '/permissions/10'],
    ]);
    expect(out.notes).toBeUndefined();
  });

  it('notes that Grok also applies Claude Code\'s .claude/settings.json rules when both are built', () => {
    const out = backend.emit.permissions(model({ agents: ['grok', 'claude_code'], permissions }), ctx);
    expect(out.notes?.[0]).toMatch(/\.claude\/settings\.json/);
  });

  it('is gated on folder trust and on the launch folder', () => {
    expect(backend.facts.gates.map((g) => g.id)).toEqual(['folder-trust', 'launch-dir', 'hooks-trust']);
  });
});

describe('grok packaging', () => {
  it('writes the same config.toml as the permissions section, commands, agents and skills', () => {
    const p = plugin({
      mcp: [
        mcp({ name: 'gh', transport: 'stdio', command: 'npx', args: ['gh'], env: { T: '${T}' } }),
        mcp({ name: 'ev', transport: 'sse', url: 'https://x/events' }),
        mcp({ name: 'odd', transport: 'http', url: 'https://x/sse' }),
      ],
      commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review it', body: 'Review.\n' }],
      agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'Runs tests', tools: ['read', 'shell', 'mcp'], body: 'Run.\n' }],
      skills: [{ name: 'db', at: '/plugin/skills/0', description: 'db', files: [{ path: 'SKILL.md', text: 's', mode: 0o644 }] }],
    });
    const m = model({ plugin: p, permissions: [perm(0, 'deny', 'shell', '*')] });
    const out = backend.emit.packaging(m, ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.grok/config.toml', '.grok/commands/review.md', '.grok/agents/runner.md', '.agents/skills/db/SKILL.md']);
    expect(out.fragment[0]).toEqual(backend.emit.permissions(m, ctx).fragment[0]);
    expect(out.fragment[0]).toMatchObject({ body: { mcp_servers: { gh: { command: 'npx', args: ['gh'], env: { T: '${T}' } }, ev: { url: 'https://x/events', type: 'sse' } } } });
    expect(out.fragment[2]).toMatchObject({ body: { frontmatter: { name: 'runner', tools: 'Read, Grep, Glob, Bash, search_tool, use_tool' } } });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3401', '/plugin/mcp/odd/url']]);
  });
});
