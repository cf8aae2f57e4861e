/** Devin CLI's .devin/config.json permissions: MCP tool names only; deny > ask > allow is stated, so overlaps resolve as seam.yaml does. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { compile } from '../../compiler/compile.js';
import { renderJson } from '../../compiler/emit/json.js';
import { backend } from '../../vendors/devin/backend.js';
import { targets } from '../../vendors/index.js';
import { model, perm } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);
const emit = (permissions: ReturnType<typeof perm>[]) => backend.emit.permissions!(model('devin', { permissions }), ctx);

describe('devin permissions', () => {
  it('writes MCP tools as mcp__<server>__<tool> into .devin/config.json permissions; the file re-parses', () => {
    const out = emit([
      perm('allow', 'mcp', 'github.list_issues', 0),
      perm('ask', 'mcp', 'github.create_issue', 0),
      perm('deny', 'mcp', 'prod.*', 0),
      perm('deny', 'mcp', 'github.delete_repo', 1),
      perm('deny', 'mcp', 'github.delete_repo', 2),
    ]);
    const body = { permissions: { allow: ['mcp__github__list_issues'], ask: ['mcp__github__create_issue'], deny: ['mcp__prod__*', 'mcp__github__delete_repo'] } };
    expect(out.fragment).toEqual([{ path: '.devin/config.json', format: 'json', body }]);
    expect(JSON.parse(renderJson(body))).toEqual(body);
    expect(out.unrepresentable).toEqual([]);
  });

  it('reports shell, read, edit and web (Exec / Read / Write / Fetch matching is unstated): nothing a chained command or sudo could slip past is written', () => {
    const out = emit([
      perm('allow', 'shell', 'git status', 0),
      perm('deny', 'shell', 'rm -rf', 0),
      perm('deny', 'shell', 'sudo', 1),
      perm('allow', 'read', 'src/**', 1),
      perm('deny', 'read', '/etc/**', 2),
      perm('deny', 'edit', '.env', 3),
      perm('deny', 'web', 'evil.example', 4),
    ]);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3202', '/permissions/allow/0'],
      ['SC3202', '/permissions/deny/0'],
      ['SC3202', '/permissions/deny/1'],
      ['SC3202', '/permissions/allow/1'],
      ['SC3202', '/permissions/deny/2'],
      ['SC3202', '/permissions/deny/3'],
      ['SC3202', '/permissions/deny/4'],
    ]);
    expect(out.unrepresentable[0]!.reason).toMatch(/Exec.*chained/);
    expect(out.unrepresentable[3]!.reason).toMatch(/anchored/);
  });

  it('overlapping entries always have a stricter winner the vendor states (deny, then ask, then allow)', () => {
    const out = emit([
      perm('allow', 'mcp', 'prod.read', 0),
      perm('deny', 'mcp', 'prod.*', 0),
      perm('ask', 'mcp', 'github.*', 0),
      perm('deny', 'mcp', 'github.delete_repo', 1),
      perm('allow', 'mcp', 'docs.search', 1),
      perm('ask', 'mcp', 'docs.search', 1),
    ]);
    const lists = (out.fragment[0]!.body as { permissions: Record<string, string[]> }).permissions;
    expect(lists).toEqual({ allow: ['mcp__prod__read', 'mcp__docs__search'], ask: ['mcp__github__*', 'mcp__docs__search'], deny: ['mcp__prod__*', 'mcp__github__delete_repo'] });
    // No allow entry is a wildcard, so an allow never holds a stricter entry: every overlap is settled by deny > ask > allow.
    expect(lists.allow!.some((n) => n.includes('*'))).toBe(false);
    expect(out.unrepresentable).toEqual([]);
  });

  it('refuses an allowed server wildcard and names that do not compose to one tool', () => {
    const out = emit([perm('allow', 'mcp', 'github.*', 0), perm('deny', 'mcp', 'a__b.c', 0), perm('deny', 'mcp', 'a.b__c', 1), perm('deny', 'mcp', 'a.get_*', 2), perm('deny', 'mcp', '*.x', 3)]);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/0'],
      ['SC3203', '/permissions/deny/0'],
      ['SC3203', '/permissions/deny/1'],
      ['SC3203', '/permissions/deny/2'],
      ['SC3203', '/permissions/deny/3'],
    ]);
  });

  it('lands in the same .devin/config.json as packaging\'s mcpServers: one file, both keys, valid JSON', () => {
    const m = {
      ...model('devin', { permissions: [perm('ask', 'mcp', 'github.*', 0), perm('deny', 'mcp', 'github.delete_repo', 0)] }),
      plugin: { at: '/plugin', name: 'acme-api', version: '1.0.0', description: '', mcp: [{ name: 'github', at: '/plugin/mcp/github', transport: 'stdio' as const, command: 'npx', args: ['-y', 'server-github'], env: {}, headers: {} }], commands: [], agents: [], skills: [] },
    };
    const r = compile({ model: m, targets: targets.filter((t) => t.id === 'devin'), spec: 'seam.yaml', locate: () => undefined, root: '/tmp', policyTests: false });
    expect(r.errors).toEqual([]);
    const files = r.files.filter((f) => f.path === '.devin/config.json');
    expect(files).toHaveLength(1);
    const json = JSON.parse(files[0]!.text!) as Record<string, unknown>;
    expect(json.permissions).toEqual({ ask: ['mcp__github__*'], deny: ['mcp__github__delete_repo'] });
    expect(Object.keys(json.mcpServers as object)).toEqual(['github']);
  });
});
