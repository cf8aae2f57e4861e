/** Poolside permissions: tools.shell and paths lists of .poolside/settings.yaml (pool's README), issue 17. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend as poolside } from '../../vendors/poolside/backend.js';
import { model, perm } from './opencode-group-model.js';

describe('poolside permissions', () => {
  const permissions = [
    perm('deny', 'read', '**/.env', 0),
    perm('deny', 'edit', 'src/generated/**', 1),
    perm('allow', 'edit', 'src/**/*.ts', 2),
    perm('allow', 'shell', 'npm test *', 3),
    perm('ask', 'shell', 'git push *', 4),
    perm('allow', 'read', './docs/*.md', 5),
    perm('deny', 'mcp', 'db.*', 6),
    perm('deny', 'shell', 'rm -rf*', 7),
    perm('deny', 'web', '*.example.com', 8),
    perm('deny', 'read', '/etc/passwd', 9),
    perm('deny', 'shell', 'curl', 10),
    perm('allow', 'shell', 'git status', 11),
    perm('deny', 'shell', 'ls [a]*', 12),
  ];
  const out = poolside.emit.permissions!(model('poolside', { permissions }), emitContext(poolside.facts));

  it('writes shell and path lists to .poolside/settings.yaml', () => {
    expect(out.fragment.map((a) => [a.path, a.format])).toEqual([['.poolside/settings.yaml', 'text']]);
    const body = out.fragment[0]?.body as string;
    expect(parse(body)).toEqual({
      tools: { shell: { allow: ['npm test', 'npm test *', 'git status', 'git status *'], deny: ['rm -rf*', 'curl', 'curl *'] } },
      paths: {
        allow: [{ path: 'src/**/*.ts', write: true }, { path: 'docs/*.md' }],
        deny: [{ path: '**/.env' }, { path: '.env' }, { path: 'src/generated/**' }],
      },
    });
  });

  it('reports ask rules, MCP and web rules, absolute paths, glob brackets in commands, and the stricter edit deny', () => {
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/deny/1'],
      ['SC3201', '/permissions/ask/4'],
      ['SC3202', '/permissions/deny/6'],
      ['SC3202', '/permissions/deny/8'],
      ['SC3203', '/permissions/deny/9'],
      ['SC3203', '/permissions/deny/12'],
    ]);
  });

  it('writes nothing without permissions', () => {
    expect(poolside.emit.permissions!(model('poolside', {}), emitContext(poolside.facts))).toEqual({ fragment: [], unrepresentable: [] });
  });
});
