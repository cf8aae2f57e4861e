/** Zed: agent.tool_permissions as a user-scope block (a project .zed/settings.json cannot carry agent settings). */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { backend } from '../../vendors/zed/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['zed'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${n}`, level, kind, pattern });

describe('zed permissions', () => {
  const permissions = [
    perm(0, 'allow', 'shell', 'npm test'),
    perm(1, 'deny', 'shell', 'git push*'),
    perm(2, 'ask', 'shell', '*'),
    perm(3, 'deny', 'web', 'evil.example.com'),
    perm(4, 'allow', 'mcp', 'github.list_issues'),
    perm(5, 'deny', 'mcp', 'github.list_issues'),
    perm(6, 'deny', 'mcp', 'github.*'),
    perm(7, 'deny', 'read', '.env'),
    perm(8, 'deny', 'edit', 'src/**'),
  ];
  const out = backend.emit.permissions(model({ permissions }), ctx);
  const tools = (out.fragment[0] as { body: { agent: { tool_permissions: { tools: Record<string, Record<string, { pattern: string }[] | string>> } } } }).body.agent.tool_permissions.tools;

  it('writes one block for the user settings: terminal and fetch regexes, MCP tool defaults (strictest wins)', () => {
    expect(out.fragment.map((a) => a.path)).toEqual(['.seam/zed/settings.json']);
    expect(Object.keys(tools)).toEqual(['terminal', 'fetch', 'mcp:github:list_issues']);
    expect(tools['mcp:github:list_issues']).toEqual({ default: 'deny' });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/6'],
      ['SC3203', '/permissions/7'],
      ['SC3203', '/permissions/8'],
    ]);
  });

  it('matches token prefixes, raw prefixes and hosts as seam.yaml means them (Rust and JS regexes agree here)', () => {
    const t = tools['terminal'] as Record<string, { pattern: string }[]>;
    const allow = new RegExp(t['always_allow']![0]!.pattern);
    expect(['npm test', 'npm test --watch', ' npm   test x'].every((c) => allow.test(c))).toBe(true);
    expect(['npm testing', 'pnpm test', 'echo npm test'].some((c) => allow.test(c))).toBe(false);
    const deny = new RegExp(t['always_deny']![0]!.pattern);
    expect(['git push', 'git push --force', 'git pushx'].every((c) => deny.test(c))).toBe(true);
    expect(t['always_confirm']).toEqual([{ pattern: '.*', case_sensitive: true }]);
    const host = new RegExp((tools['fetch'] as Record<string, { pattern: string }[]>)['always_deny']![0]!.pattern, 'i');
    expect(['https://evil.example.com', 'http://EVIL.example.com/x', 'https://u@evil.example.com:8443/a?b', 'https://evil.example.com./'].every((u) => host.test(u))).toBe(true);
    expect(['https://evil.example.com.other.net/', 'https://notevil.example.com/', 'https://good.com/?evil.example.com'].some((u) => host.test(u))).toBe(false);
  });

  it('is gated: Zed reads agent settings from the user file only', () => {
    expect(backend.facts.gates.map((g) => [g.id, g.sections])).toEqual([['user-settings-only', ['permissions']]]);
  });
});
