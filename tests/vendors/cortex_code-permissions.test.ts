/** Cortex Code's user-scope permissions.json fragment: MCP tool names only, no two entries that overlap. */
import { describe, expect, it } from 'vitest';
import { gateLosses } from '../../compiler/backend/capability.js';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { renderJson } from '../../compiler/emit/json.js';
import { backend } from '../../vendors/cortex_code/backend.js';
import { model, perm } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);
const emit = (permissions: ReturnType<typeof perm>[]) => backend.emit.permissions!(model('cortex_code', { permissions }), ctx);

describe('cortex_code permissions', () => {
  it('writes MCP tools as mcp__<server>__<tool> in allow, deny and ask; other kinds are reported', () => {
    const out = emit([
      perm('allow', 'mcp', 'github.list_issues', 0),
      perm('ask', 'mcp', 'github.create_issue', 0),
      perm('deny', 'mcp', 'prod.*', 0),
      perm('deny', 'mcp', 'github.delete_repo', 1),
      perm('deny', 'shell', 'rm -rf', 2),
      perm('allow', 'read', 'src/**', 1),
      perm('deny', 'web', 'evil.example', 3),
    ]);
    const body = { allow: ['mcp__github__list_issues'], deny: ['mcp__prod__*', 'mcp__github__delete_repo'], ask: ['mcp__github__create_issue'] };
    expect(out.fragment).toEqual([{ path: '.seam/cortex_code/permissions.json', format: 'json', body }]);
    expect(JSON.parse(renderJson(body))).toEqual(body);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3202', '/permissions/deny/2'],
      ['SC3202', '/permissions/allow/1'],
      ['SC3202', '/permissions/deny/3'],
    ]);
  });

  it('never writes two entries that match the same tool: the narrower weaker one goes silently, a wildcard over a stricter name is reported', () => {
    const out = emit([
      perm('allow', 'mcp', 'prod.read', 0),
      perm('deny', 'mcp', 'prod.*', 0),
      perm('ask', 'mcp', 'github.*', 0),
      perm('deny', 'mcp', 'github.delete_repo', 1),
      perm('allow', 'mcp', 'docs.search', 1),
      perm('ask', 'mcp', 'docs.search', 1),
    ]);
    expect(out.fragment[0]!.body).toEqual({ deny: ['mcp__prod__*', 'mcp__github__delete_repo'], ask: ['mcp__docs__search'] });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3203', '/permissions/ask/0']]);
  });

  it('refuses an allowed server wildcard and names that do not compose to one tool', () => {
    const out = emit([perm('allow', 'mcp', 'github.*', 0), perm('deny', 'mcp', 'a__b.c', 0), perm('deny', 'mcp', 'a.b__c', 1), perm('deny', 'mcp', 'a.get_*', 2)]);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/0'],
      ['SC3203', '/permissions/deny/0'],
      ['SC3203', '/permissions/deny/1'],
      ['SC3203', '/permissions/deny/2'],
    ]);
  });

  it('reports the permissions section inert behind the user-config-only gate (SC3110)', () => {
    const m = model('cortex_code', { permissions: [perm('deny', 'mcp', 'github.delete_repo', 0)] });
    const gated = gateLosses(m, backend.facts).filter((g) => g.section === 'permissions');
    expect(gated.map((g) => [g.loss.code, g.loss.at, /gate ([\w-]+)/.exec(g.loss.reason)![1]])).toEqual([['SC3110', '/permissions', 'user-config-only']]);
  });
});
