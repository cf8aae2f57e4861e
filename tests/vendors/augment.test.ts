import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { backend } from '../../vendors/augment/backend.js';
import { shellRegex } from '../../vendors/augment/permissions.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['augment'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (level: Permission['level'], kind: Permission['kind'], pattern: string, n: number): Permission => ({ at: `/permissions/${level}/${n}`, level, kind, pattern });
const typed = (type: string) => ({ permission: { type } });

describe('augment instructions', () => {
  it('keeps always-on text in AGENTS.md, writes agent_requested rules, reports globs', () => {
    const instructions = [
      { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
      { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**/*.ts'], description: 'API code' },
      { id: 'migrations', at: '/instructions/2', body: 'Reversible only.\n', paths: [], description: 'Writing or reviewing\n migrations' },
    ];
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      {
        path: '.augment/rules/migrations.md',
        format: 'markdown',
        body: { template: 'augment/rule', data: { body: 'Reversible only.' }, frontmatter: { type: 'agent_requested', description: 'Writing or reviewing migrations' } },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });
});

describe('augment permissions', () => {
  it('turns shell prefixes into anchored regexes that read the same as search or full match', () => {
    expect(shellRegex('npm test')).toBe('^npm test(\\s[\\s\\S]*)?$');
    expect(shellRegex('npm test *')).toBe('^npm test(\\s[\\s\\S]*)?$');
    expect(shellRegex('git push*')).toBe('^git push[\\s\\S]*$');
    expect(shellRegex('*')).toBeUndefined();
    const re = new RegExp(shellRegex('rm -rf')!);
    expect(['rm -rf', 'rm -rf /tmp/x', 'rm -rf a\nb', 'rm -rfv x', 'echo rm -rf'].map((c) => re.test(c))).toEqual([true, true, true, false, false]);
    expect(new RegExp(shellRegex('a.b (c)')!).test('axb (c)')).toBe(false);
  });

  it('writes deny, then ask, then allow (first match wins) and reports what Auggie cannot say', () => {
    const permissions = [
      perm('allow', 'shell', 'npm test', 0),
      perm('allow', 'read', 'src/**', 1),
      perm('allow', 'mcp', 'github.list_issues', 2),
      perm('ask', 'shell', 'git push', 0),
      perm('deny', 'shell', 'rm -rf', 0),
      perm('deny', 'edit', '**', 1),
      perm('deny', 'web', '*.internal.example.com', 2),
      perm('deny', 'mcp', 'prod.*', 3),
      perm('deny', 'read', '**', 4),
    ];
    const out = backend.emit.permissions(model({ permissions, sandbox: { at: '/sandbox', mode: 'workspace', writable: [], denyRead: [] } }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.augment/settings.json',
        format: 'json',
        body: {
          toolPermissions: [
            { toolName: 'launch-process', shellInputRegex: '^rm -rf(\\s[\\s\\S]*)?$', ...typed('deny') },
            { toolName: 'str-replace-editor', ...typed('deny') },
            { toolName: 'save-file', ...typed('deny') },
            { toolName: 'remove-files', ...typed('deny') },
            { toolName: 'view', ...typed('deny') },
            { toolName: 'grep-search', ...typed('deny') },
            { toolName: 'codebase-retrieval', ...typed('deny') },
            { toolName: 'launch-process', shellInputRegex: '^git push(\\s[\\s\\S]*)?$', ...typed('ask-user') },
            { toolName: 'launch-process', shellInputRegex: '^npm test(\\s[\\s\\S]*)?$', ...typed('allow') },
            { toolName: 'list_issues_github', ...typed('allow') },
          ],
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3201', '/permissions/deny/0'],
      ['SC3201', '/permissions/deny/1'],
      ['SC3203', '/permissions/deny/2'],
      ['SC3203', '/permissions/deny/3'],
      ['SC3201', '/permissions/deny/4'],
      ['SC3201', '/permissions/ask/0'],
      ['SC3203', '/permissions/allow/1']
    ]);
  });

  it('says a whole-tool shell or web rule exactly', () => {
    const out = backend.emit.permissions(model({ permissions: [perm('allow', 'shell', '*', 0), perm('allow', 'web', '*', 1)] }), ctx);
    expect(out.fragment).toEqual([
      { path: '.augment/settings.json', format: 'json', body: { toolPermissions: [{ toolName: 'launch-process', ...typed('allow') }, { toolName: 'web-fetch', ...typed('allow') }] } },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });
});
