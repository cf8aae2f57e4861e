/** Kimi Code CLI: instructions (AGENTS.md + skills), the user-scope permission fragment, and repo-local packaging. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { McpServer, Model, Permission, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/kimi_code/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['kimi_code'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${n}`, level, kind, pattern });
const mcp = (over: Partial<McpServer> & { name: string; transport: McpServer['transport'] }): McpServer => ({ at: `/plugin/mcp/${over.name}`, args: [], env: {}, headers: {}, ...over });
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: '', mcp: [], commands: [], agents: [], skills: [], ...over };
}

describe('kimi_code instructions', () => {
  it('writes the shared AGENTS.md only, an agent-requested text as a Kimi skill, and reports glob scope', () => {
    const instructions = [
      { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
      { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**/*.ts'] },
      { id: 'migrations', at: '/instructions/2', body: 'y\n', paths: [], description: 'Writing migrations' },
    ];
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['AGENTS.md', '.kimi-code/skills/migrations/SKILL.md']);
    expect(out.fragment[1]).toMatchObject({ format: 'markdown', body: { template: 'kimi_code/body', frontmatter: { name: 'migrations', description: 'Writing migrations' } } });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });
});

describe('kimi_code permissions', () => {
  it('writes [[permission.rules]] deny, ask, allow for the user config and reports what picomatch cannot say', () => {
    const permissions = [
      perm(0, 'allow', 'shell', 'npm test'),
      perm(1, 'allow', 'read', 'src/**'),
      perm(2, 'deny', 'shell', '*'),
      perm(3, 'deny', 'read', '.env*'),
      perm(4, 'deny', 'edit', '.github/**'),
      perm(5, 'ask', 'web', 'example.com'),
      perm(6, 'deny', 'mcp', 'github.*'),
      perm(7, 'deny', 'mcp', 'a__b.c'),
      perm(8, 'deny', 'read', '!keep.txt'),
    ];
    const out = backend.emit.permissions(model({ permissions }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.seam/kimi_code/permissions.toml',
        format: 'toml',
        body: {
          permission: {
            rules: [
              { decision: 'deny', pattern: 'Bash' },
              { decision: 'deny', pattern: 'Read(.env*)' },
              { decision: 'deny', pattern: 'Edit(.github/**)' },
              { decision: 'deny', pattern: 'Write(.github/**)' },
              { decision: 'deny', pattern: 'mcp__github__*' },
              { decision: 'ask', pattern: 'FetchURL(https://example.com/**)' },
              { decision: 'ask', pattern: 'FetchURL(http://example.com/**)' },
              { decision: 'allow', pattern: 'Read(src/**)' },
            ],
          },
        },
      },
    ]);
    // the command prefix, the dot-blind .github/** deny, the port-blind URL ask, the __ server and the negation
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/4'],
      ['SC3203', '/permissions/7'],
      ['SC3203', '/permissions/8'],
      ['SC3203', '/permissions/5'],
      ['SC3203', '/permissions/0'],
    ]);
    expect(out.notes?.[0]).toMatch(/Grep/);
  });

  it('is reported inert until the user copies it into ~/.kimi-code/config.toml', () => {
    const gate = backend.facts.gates.find((g) => g.id === 'user-permission-file');
    expect(gate?.sections).toEqual(['permissions']);
  });
});

describe('kimi_code packaging', () => {
  it('writes .kimi-code/mcp.json, flow skills for commands, agents with Kimi tool names, and skills under .agents/skills', () => {
    const p = plugin({
      mcp: [
        mcp({ name: 'gh', transport: 'stdio', command: 'npx', args: ['gh-mcp'], env: { T: '${T}' } }),
        mcp({ name: 'ev', transport: 'sse', url: 'https://x/sse' }),
      ],
      commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review it', body: 'Review $ARGUMENTS\n' }],
      agents: [
        { name: 'runner', at: '/plugin/agents/0', description: 'Runs tests', tools: ['read', 'shell', 'mcp'], body: 'Run.\n' },
        { name: 'free', at: '/plugin/agents/1', description: 'Anything', tools: [], body: 'Go.\n' },
      ],
      skills: [{ name: 'db', at: '/plugin/skills/0', description: 'db', files: [{ path: 'SKILL.md', text: 's', mode: 0o644 }] }],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual([
      '.kimi-code/mcp.json',
      '.kimi-code/skills/review.md',
      '.kimi-code/agents/runner.md',
      '.kimi-code/agents/free.md',
      '.agents/skills/db/SKILL.md',
    ]);
    expect(out.fragment[0]).toMatchObject({ body: { mcpServers: { gh: { command: 'npx', args: ['gh-mcp'], env: { T: '${T}' } }, ev: { transport: 'sse', url: 'https://x/sse' } } } });
    expect(out.fragment[1]).toMatchObject({ body: { frontmatter: { name: 'review', description: 'Review it', type: 'flow' } } });
    expect(out.fragment[2]).toMatchObject({ body: { frontmatter: { tools: ['Read', 'Glob', 'Grep', 'Bash', 'mcp__*'] } } });
    expect((out.fragment[3] as { body: { frontmatter: Record<string, unknown> } }).body.frontmatter.tools).toBeUndefined();
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3402', '/plugin/mcp/gh/env/T']]);
  });
});
