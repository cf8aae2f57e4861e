import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/opencode/backend.js';
import { pathPattern, shellPattern } from '../../vendors/_shared/opencode-patterns.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['opencode'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (level: Permission['level'], kind: Permission['kind'], pattern: string, n: number): Permission => ({ at: `/permissions/${level}/${n}`, level, kind, pattern });
function rule(over: Partial<Rule> & { source: Rule['source'] }): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], match: {}, decision: 'deny', intent: 'hygiene', ...over });
}

describe('opencode patterns', () => {
  it('writes token-wise prefixes as "x *" (bare x or x with arguments)', () => {
    expect(shellPattern('npm test', 'opencode')).toEqual({ patterns: ['npm test *'], broader: false });
    expect(shellPattern('npm test *', 'opencode')).toEqual({ patterns: ['npm test *'], broader: false });
    expect(shellPattern('git push*', 'opencode')).toEqual({ patterns: ['git push*'], broader: false });
    expect(shellPattern('*', 'opencode')).toEqual({ patterns: ['*'], broader: false });
    expect('loss' in shellPattern('echo ?', 'opencode')).toBe(true);
  });
  it('turns ** into opencode patterns whose "*" crosses "/"', () => {
    expect(pathPattern('src/**', 'x')).toEqual({ patterns: ['src/*'], broader: false });
    expect(pathPattern('**/*.ts', 'x')).toEqual({ patterns: ['*.ts'], broader: false });
    expect(pathPattern('src/**/*.ts', 'x')).toEqual({ patterns: ['src/*.ts'], broader: false });
    expect(pathPattern('**/.env', 'x')).toEqual({ patterns: ['.env', '*/.env'], broader: false });
    expect(pathPattern('./.env*', 'x')).toEqual({ patterns: ['.env*'], broader: true });
    expect(pathPattern('**', 'x')).toEqual({ patterns: ['*'], broader: false });
    expect('loss' in pathPattern('a/**/b/**', 'x')).toBe(true);
    expect('loss' in pathPattern('src/{a,b}.ts', 'x')).toBe(true);
  });
});

describe('opencode permissions', () => {
  it('orders allow, ask, deny so that the last match (the strongest level) wins', () => {
    const permissions = [
      perm('deny', 'shell', 'rm -rf', 0),
      perm('allow', 'shell', '*', 0),
      perm('ask', 'shell', 'git push', 0),
      perm('deny', 'read', '.env*', 1),
      perm('allow', 'read', 'src/**', 1),
      perm('deny', 'edit', '.github/workflows/**', 2),
      perm('allow', 'web', '*', 2),
      perm('deny', 'web', '*', 3),
    ];
    const out = backend.emit.permissions(model({ permissions }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      {
        path: 'opencode.json',
        format: 'json',
        body: {
          $schema: 'https://opencode.ai/config.json',
          permission: {
            bash: { '*': 'allow', 'git push *': 'ask', 'rm -rf *': 'deny' },
            read: { 'src/*': 'allow', '.env*': 'deny' },
            webfetch: 'deny',
            edit: { '.github/workflows/*': 'deny' },
          },
        },
      },
    ]);
  });

  it('moves a pattern set at two levels to the end with the stronger one', () => {
    const out = backend.emit.permissions(model({ permissions: [perm('allow', 'shell', 'git', 0), perm('allow', 'shell', 'ls', 1), perm('deny', 'shell', 'git *', 0)] }), ctx);
    expect(out.fragment[0]?.body).toEqual({ $schema: 'https://opencode.ai/config.json', permission: { bash: { 'ls *': 'allow', 'git *': 'deny' } } });
  });

  it('reports what opencode cannot say: a domain, an MCP tool, a widening allow, the sandbox', () => {
    const permissions = [perm('deny', 'web', '*.internal.example.com', 0), perm('deny', 'mcp', 'github.delete_repo', 1), perm('allow', 'read', 'src/*.ts', 0)];
    const out = backend.emit.permissions(model({ permissions, sandbox: { at: '/sandbox', mode: 'workspace', writable: [], denyRead: [] } }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/0'],
      ['SC3203', '/permissions/deny/0'],
      ['SC3202', '/permissions/deny/1']
    ]);
    expect(out.fragment).toEqual([]);
  });

  it('adds a plain literal deny rule natively, last', () => {
    const rules = [rule({ source: { match: { command: 'terraform destroy' } } }), rule({ source: { match: { command: 'rm\\s+-rf' } } })];
    const out = backend.emit.permissions(model({ rules, permissions: [perm('allow', 'shell', '*', 0)] }), ctx);
    expect(out.fragment[0]?.body).toEqual({ $schema: 'https://opencode.ai/config.json', permission: { bash: { '*': 'allow', 'terraform destroy *': 'deny' } } });
  });
});

describe('opencode instructions', () => {
  const instructions = [
    { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
    { id: 'api-style', at: '/instructions/1', body: 'Named exports.', paths: ['src/**/*.ts'] },
    { id: 'migrations', at: '/instructions/2', body: 'Reversible only.\n', paths: [], description: 'Database migrations' },
  ];
  it('writes AGENTS.md, a skill for agent-requested text, and reports glob scope', () => {
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      {
        path: '.opencode/skills/migrations/SKILL.md',
        format: 'markdown',
        body: { template: 'opencode/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });
});

describe('opencode packaging', () => {
  const plugin: NonNullable<Model['plugin']> = {
    at: '/plugin',
    name: 'acme-api',
    version: '1.0.0',
    description: 'd',
    mcp: [
      { name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}', MODE: '${MODE:-ro}' }, headers: {} },
      { name: 'api', at: '/plugin/mcp/api', transport: 'sse', url: 'https://x.example/sse', args: [], env: {}, headers: { Authorization: 'Bearer ${API}' } },
    ],
    commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review', body: 'Review it.\n' }],
    agents: [{ name: 'tester', at: '/plugin/agents/0', description: 'Runs tests', tools: ['read', 'shell', 'write'], body: 'Run tests.' }],
    skills: [],
  };
  it('writes the mcp dialect, commands and subagents, and reports what it cannot say', () => {
    const out = backend.emit.packaging(model({ plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: 'opencode.json',
        format: 'json',
        body: {
          $schema: 'https://opencode.ai/config.json',
          mcp: {
            db: { type: 'local', command: ['db-mcp', '--ro'], environment: { TOKEN: '{env:DB_TOKEN}', MODE: '${MODE:-ro}' } },
            api: { type: 'remote', url: 'https://x.example/sse', headers: { Authorization: 'Bearer {env:API}' } },
          },
        },
      },
      { path: '.opencode/commands/review.md', format: 'markdown', body: { template: 'opencode/body', data: { body: 'Review it.' }, frontmatter: { description: 'Review' } } },
      {
        path: '.opencode/agents/tester.md',
        format: 'markdown',
        body: {
          template: 'opencode/body',
          data: { body: 'Run tests.' },
          frontmatter: { description: 'Runs tests', mode: 'subagent', permission: { webfetch: 'deny', websearch: 'deny' } },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api/transport'],
      ['SC3404', '/plugin/agents/0/tools'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });
});
