/** Hermes Agent's user-scope fragments (permissions, hooks, MCP) and project skills; its runtime is tested through tests/fixtures/payloads/hermes. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { emitContext, hookCommand } from '../../compiler/backend/hook-command.js';
import { backend as hermes } from '../../vendors/hermes/backend.js';
import { model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(hermes.facts);

describe('hermes permissions', () => {
  it('writes shell denies as approvals.deny globs; allow, ask and other kinds are reported', () => {
    const permissions = [
      perm('deny', 'shell', 'git push --force *', 0),
      perm('deny', 'shell', 'rm -rf*', 1),
      perm('deny', 'shell', 'npm publish', 2),
      perm('deny', 'shell', 'a[1]?', 3),
      perm('deny', 'shell', 'echo "$X"', 4),
      perm('allow', 'shell', 'npm test', 0),
      perm('ask', 'shell', 'git push *', 0),
      perm('deny', 'edit', '.env', 5),
    ];
    const out = hermes.emit.permissions!(model('hermes', { permissions }), ctx);
    expect(out.fragment).toEqual([{ path: '.seam/hermes/approvals.json', format: 'json', body: { approvals: { deny: ['git push --force', 'git push --force *', 'rm -rf*', 'npm publish', 'npm publish *', 'a[[]1][?]', 'a[[]1][?] *'] } } }]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/deny/4'],
      ['SC3201', '/permissions/allow/0'],
      ['SC3201', '/permissions/ask/0'],
      ['SC3202', '/permissions/deny/5'],
    ]);
  });
});

describe('hermes hooks', () => {
  it('writes one fail-closed pre_tool_call entry whose command survives shlex as one /bin/sh -c program', () => {
    const out = hermes.emit.hooks!(model('hermes', { rules: [rule({ source: { match: { command: 'x' } } })] }), ctx);
    expect(out.unrepresentable).toEqual([]);
    const [config, runtime] = out.fragment;
    expect(runtime).toEqual({ path: '.seam/hooks/hermes.cjs', format: 'runtime', body: { agent: 'hermes' } });
    const entry = ((config!.body as { hooks: { pre_tool_call: Record<string, unknown>[] } }).hooks.pre_tool_call)[0]!;
    expect(config!.path).toBe('.seam/hermes/hooks.json');
    expect(entry).toEqual({ command: ctx.hookCommand, timeout: 30, fail_closed: true });
    expect(ctx.hookCommand.startsWith("/bin/sh -c '")).toBe(true);
    // Python's shlex.split (what Hermes calls off Windows) gives exactly [/bin/sh, -c, <program>]
    const split = spawnSync('python3', ['-c', 'import json,shlex,sys; print(json.dumps(shlex.split(sys.stdin.read())))'], { input: ctx.hookCommand, encoding: 'utf8' });
    if (split.status === 0) {
      const argv = JSON.parse(split.stdout) as string[];
      expect(argv.slice(0, 2)).toEqual(['/bin/sh', '-c']);
      expect(argv).toHaveLength(3);
      expect(argv[2]).toBe(hookCommand('hermes', '.seam/hooks/hermes.cjs', { ...hermes.facts.hooks, noShell: false }));
    }
  });

  it('writes nothing without a pre_tool rule or hook', () => {
    expect(hermes.emit.hooks!(model('hermes'), ctx).fragment).toEqual([]);
  });
});

describe('hermes packaging', () => {
  it('writes skills to .agents/skills and MCP servers to a user-scope mcp_servers fragment; commands and subagents are reported', () => {
    const sse = { name: 'events', at: '/plugin/mcp/events', transport: 'sse' as const, url: 'https://e.example/sse', args: [], env: {}, headers: {} };
    const out = hermes.emit.packaging!(model('hermes', { plugin: { ...plugin, mcp: [...plugin.mcp, sse] } }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.seam/hermes/mcp.json',
        format: 'json',
        body: { mcp_servers: { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } }, api: { url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } }, events: { url: 'https://e.example/sse', transport: 'sse' } } },
      },
      { path: '.agents/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });
});

describe('hermes activation gates narrowed to plugin parts', () => {
  it('reports the user-mcp-config gate once per MCP server and the skill-trust gate once per skill, never for the other part', async () => {
    const { gateLosses } = await import('../../compiler/backend/capability.js');
    const at = (m: ReturnType<typeof model>) => gateLosses(m, hermes.facts).filter((g) => g.section === 'packaging').map((g) => [g.loss.at, /gate ([\w-]+)/.exec(g.loss.reason)![1]]);
    expect(at(model('hermes', { plugin }))).toEqual([
      ['/plugin/skills/0', 'project-skill-trust'],
      ['/plugin/mcp/db', 'user-mcp-config'],
      ['/plugin/mcp/api', 'user-mcp-config'],
    ]);
    expect(at(model('hermes', { plugin: { ...plugin, mcp: [] } }))).toEqual([['/plugin/skills/0', 'project-skill-trust']]);
    expect(at(model('hermes', { plugin: { ...plugin, skills: [] } }))).toEqual([
      ['/plugin/mcp/db', 'user-mcp-config'],
      ['/plugin/mcp/api', 'user-mcp-config'],
    ]);
  });
});
