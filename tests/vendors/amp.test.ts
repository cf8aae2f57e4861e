import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/amp/backend.js';
import { wrapperScript } from '../../vendors/amp/hooks.js';
import { agentsMd, instructions, model, perm, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('amp', () => {
  it('writes AGENTS.md and a skill; a glob rule is reported', () => {
    const out = backend.emit.instructions(model('amp', { instructions }), ctx);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.agents/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'amp/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it('orders reject, ask, allow for first-match evaluation; rule denies go first', () => {
    const permissions = [perm('allow', 'shell', 'npm test', 0), perm('ask', 'shell', 'git push *', 0), perm('deny', 'shell', 'rm -rf', 0), perm('deny', 'mcp', 'github.*', 1), perm('allow', 'shell', 'git log*', 1), perm('deny', 'read', '.env', 2)];
    const rules = [rule({ message: 'no', source: { match: { command: 'terraform destroy' } } })];
    const out = backend.emit.permissions(model('amp', { permissions, rules }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.amp/settings.json',
        format: 'json',
        body: {
          'amp.permissions': [
            { tool: 'Bash', matches: { cmd: ['terraform destroy', 'terraform destroy *'] }, action: 'reject', message: 'no' },
            { tool: 'Bash', matches: { cmd: ['rm -rf', 'rm -rf *'] }, action: 'reject' },
            { tool: 'mcp__github__*', action: 'reject' },
            { tool: '*', action: 'delegate', to: '.seam/amp/delegate.sh' },
            { tool: 'Bash', matches: { cmd: ['git push', 'git push *'] }, action: 'ask' },
            { tool: 'Bash', matches: { cmd: ['npm test', 'npm test *'] }, action: 'allow' },
            { tool: 'Bash', matches: { cmd: 'git log*' }, action: 'allow' },
          ],
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3202', '/permissions/deny/2'], ['SC3201', '/permissions/ask/0']]);
  });

  it('packages stdio and remote MCP servers and skills; reports commands and subagents', () => {
    const out = backend.emit.packaging(model('amp', { plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.amp/settings.json',
        format: 'json',
        body: { 'amp.mcpServers': { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } }, api: { url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } } } },
      },
      { path: '.agents/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('reports a $ form Amp does not replace (only ${NAME} is)', () => {
    const mcp = [
      { name: 'a', at: '/plugin/mcp/a', transport: 'stdio' as const, command: 'a', args: ['$HOME/x'], env: {}, headers: {} },
      { name: 'b', at: '/plugin/mcp/b', transport: 'http' as const, url: 'https://b.example/${HOST:-x}', args: [], env: {}, headers: {} },
      { name: 'c', at: '/plugin/mcp/c', transport: 'sse' as const, url: 'https://${HOST}/sse', args: [], env: {}, headers: { K: '${KEY}' } },
    ];
    const out = backend.emit.packaging(model('amp', { plugin: { ...plugin, mcp, commands: [], agents: [], skills: [] } }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/a'],
      ['SC3402', '/plugin/mcp/b'],
    ]);
  });

  it('writes the delegate wrapper and the runtime for a pre_tool rule, nothing without one', () => {
    const out = backend.emit.hooks!(model('amp', { rules: [rule({ source: { match: { command: 'x' } } })] }), ctx);
    expect(out.fragment.map((a) => [a.path, a.format, a.mode])).toEqual([
      ['.seam/amp/delegate.sh', 'text', 0o755],
      ['.seam/hooks/amp.cjs', 'runtime', undefined],
    ]);
    expect(String(out.fragment[0]?.body)).toContain(ctx.hookCommand);
    expect(backend.emit.hooks!(model('amp', {}), ctx).fragment).toEqual([]);
    expect(backend.emit.permissions(model('amp', {}), ctx).fragment).toEqual([]);
  });

  it('the wrapper folds AGENT_TOOL_NAME and the stdin arguments into the payload the runtime reads, and refuses odd names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'amp-wrapper-'));
    try {
      const file = join(dir, 'delegate.sh');
      writeFileSync(file, wrapperScript('cat'), { mode: 0o755 });
      const run = (env: Record<string, string>, stdin: string) => spawnSync(file, [], { cwd: dir, input: stdin, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
      const ok = run({ AGENT: 'amp', AGENT_TOOL_NAME: 'mcp__github__delete_repo', AMP_THREAD_ID: 'T-1', AGENT_TOOL_USE_ID: 'toolu_1' }, '{"repo":"a\\"b"}');
      expect(ok.status).toBe(0);
      expect(JSON.parse(ok.stdout)).toEqual({ seamc_event: 'delegate', tool_name: 'mcp__github__delete_repo', session_id: 'T-1', tool_use_id: 'toolu_1', cwd: realpathSync(dir), tool_input: { repo: 'a"b' } });
      // a thread id seamc cannot quote is left out; the call is still judged
      expect(JSON.parse(run({ AGENT_TOOL_NAME: 'Bash', AMP_THREAD_ID: 'T"1' }, '{"cmd":"ls"}').stdout)).toEqual({ seamc_event: 'delegate', tool_name: 'Bash', cwd: realpathSync(dir), tool_input: { cmd: 'ls' } });
      // the runtime's exit, as Amp reads it: 0 allow, the runtime's ask (3) ask, anything else reject (a node crash: 1)
      for (const [exit, amp] of [[0, 0], [3, 1], [2, 2], [1, 2], [134, 2]] as const) {
        writeFileSync(file, wrapperScript(`cat >/dev/null; exit ${exit}`), { mode: 0o755 });
        expect(run({ AGENT_TOOL_NAME: 'Bash' }, '{"cmd":"ls"}').status, `runtime exit ${exit}`).toBe(amp);
      }
      writeFileSync(file, wrapperScript('cat'), { mode: 0o755 });
      for (const name of ['', 'Bash","tool_name":"Read', 'a b', 'x$(id)']) {
        const r = run(name === '' ? {} : { AGENT_TOOL_NAME: name }, '{"cmd":"ls"}');
        expect([r.status, r.stdout], name).toEqual([2, '']);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
