import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/cursor/backend.js';
import { yamlLine } from '../../vendors/cursor/instructions.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);

function model(over: Partial<Model> = {}): Model {
  return {
    name: 'acme-api',
    agents: ['cursor'],
    instructions: [],
    permissions: [],
    rules: [],
    hooks: [],
    tests: [],
    waivers: [],
    policy: { rules: [], hooks: [] },
    ...over,
  };
}

const perm = (level: Permission['level'], kind: Permission['kind'], pattern: string, n: number): Permission => ({
  at: `/permissions/${level}/${n}`,
  level,
  kind,
  pattern,
});

function rule(over: Partial<Rule> & { source: Rule['source'] }): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', ...over });
}

describe('cursor instructions', () => {
  const instructions = [
    { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
    { id: 'api-style', at: '/instructions/1', body: 'Named exports.\n', paths: ['src/api/**/*.ts', '**/*.tsx'] },
    { id: 'migrations', at: '/instructions/2', body: 'Reversible only.', paths: [], description: 'Writing or reviewing\n database migrations' },
  ];

  it('writes AGENTS.md for always-on text and .mdc rules with unquoted comma-joined globs', () => {
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      {
        path: '.cursor/rules/api-style.mdc',
        format: 'markdown',
        body: {
          template: 'cursor/rule',
          data: { body: 'Named exports.' },
          frontmatter: { globs: 'src/api/**/*.ts,**/*.tsx', alwaysApply: false },
          frontmatterStyle: 'verbatim',
        },
      },
      {
        path: '.cursor/rules/migrations.mdc',
        format: 'markdown',
        body: {
          template: 'cursor/rule',
          data: { body: 'Reversible only.' },
          frontmatter: { description: 'Writing or reviewing database migrations', alwaysApply: false },
          frontmatterStyle: 'verbatim',
        },
      },
    ]);
  });

  it('refuses a glob Cursor would split at its comma, and writes no half-scoped rule', () => {
    const bad = [{ id: 'web', at: '/instructions/0', body: 'x', paths: ['src/**/*.ts', 'web/**/*.{ts,tsx}'] }];
    const out = backend.emit.instructions(model({ instructions: bad }), ctx);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/0/paths/1']]);
  });

  it('quotes a description only where YAML needs it', () => {
    expect(yamlLine('Database migrations')).toBe('Database migrations');
    expect(yamlLine('Note: migrations')).toBe('"Note: migrations"');
    expect(yamlLine('*.sql files')).toBe('"*.sql files"');
    expect(yamlLine('true')).toBe('"true"');
  });
});

describe('cursor permissions', () => {
  it('says what .cursor/cli.json can and reports the rest per entry', () => {
    const permissions = [
      perm('allow', 'shell', 'npm test', 0),
      perm('allow', 'shell', 'git *', 1),
      perm('allow', 'read', 'src/**', 2),
      perm('ask', 'shell', 'git push', 0),
      perm('deny', 'shell', 'rm', 0),
      perm('deny', 'read', '.env*', 1),
      perm('deny', 'edit', '.github/workflows/**', 2),
      perm('deny', 'web', '*.internal.example.com', 3),
      perm('deny', 'mcp', 'github.delete_repo', 4),
      perm('deny', 'mcp', 'prod.*', 5),
      perm('deny', 'read', 'secrets/{a,b}/**', 6),
    ];
    const out = backend.emit.permissions(model({ permissions }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.cursor/cli.json',
        format: 'json',
        body: {
          permissions: {
            allow: ['Shell(git)', 'Read(src/**)'],
            deny: [
              'Shell(rm)',
              'Read(.env*)',
              'Write(.github/workflows/**)',
              'WebFetch(*.internal.example.com)',
              'Mcp(github:delete_repo)',
              'Mcp(prod:*)',
            ],
          },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/0'],
      ['SC3201', '/permissions/ask/0'],
      ['SC3201', '/permissions/deny/0'],
      ['SC3201', '/permissions/deny/1'],
      ['SC3201', '/permissions/deny/2'],
      ['SC3201', '/permissions/deny/3'],
      ['SC3201', '/permissions/deny/4'],
      ['SC3201', '/permissions/deny/5'],
      ['SC3203', '/permissions/deny/6'],
    ]);
    expect(out.unrepresentable[2]?.reason).toMatch(/IDE/);
  });

  it('never narrows a multi-token deny to its first token', () => {
    const out = backend.emit.permissions(model({ permissions: [perm('deny', 'shell', 'rm -rf', 0)] }), ctx);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3203', '/permissions/deny/0']]);
  });

  it('lands exact deny rules natively as well, without duplicates', () => {
    const rules = [
      rule({ at: '/rules/0', tools: ['read'], source: { match: { path: '.env*' } } }),
      rule({ at: '/rules/1', tools: ['write', 'edit'], source: { match: { path: 'infra/**' } } }),
      rule({ at: '/rules/2', tools: ['shell'], source: { match: { command: 'curl' } } }),
      rule({ at: '/rules/3', tools: ['shell'], source: { match: { command: 'git\\s+push' } } }),
      rule({ at: '/rules/4', tools: ['edit'], source: { match: { path: 'infra/**' } } }),
      rule({ at: '/rules/5', tools: ['read'], decision: 'escalate', source: { match: { path: 'a/**' } } }),
      rule({ at: '/rules/6', tools: ['read'], source: { match: { path: 'b/**' }, unless: { path: 'b/ok' } } }),
    ];
    const out = backend.emit.permissions(model({ rules, permissions: [perm('deny', 'read', '.env*', 0)] }), ctx);
    expect(out.fragment).toEqual([
      { path: '.cursor/cli.json', format: 'json', body: { permissions: { deny: ['Read(.env*)', 'Write(infra/**)', 'Shell(curl)'] } } },
    ]);
  });

  it('writes .cursor/sandbox.json for a mode (writable extras, no network in strict), nothing for `off`', () => {
    const on = backend.emit.permissions(model({ sandbox: { at: '/sandbox', mode: 'strict', writable: ['/opt/cache'], denyRead: [] } }), ctx);
    expect(on).toEqual({
      fragment: [{ path: '.cursor/sandbox.json', format: 'json', body: { type: 'workspace_readwrite', additionalReadwritePaths: ['/opt/cache'], networkPolicy: { default: 'deny' } } }],
      unrepresentable: [],
    });
    const off = backend.emit.permissions(model({ sandbox: { at: '/sandbox', mode: 'off', writable: [], denyRead: [] } }), ctx);
    expect(off).toEqual({ fragment: [], unrepresentable: [] });
  });
});
