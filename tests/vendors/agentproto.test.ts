/** agentproto: its rule table re-validates under agentproto's own load checks (RISK-0 included), its order gives most-restrictive-wins, its sandbox file sets both axes. */
import { describe, expect, it } from 'vitest';
import type { EmitContext } from '../../compiler/backend/types.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/agentproto/backend.js';
import { refusal } from '../../vendors/agentproto/validate.js';

const ctx: EmitContext = { agent: 'agentproto', hookScript: '', hookCommand: '' };
const rule = (id: string, n: number, o: Partial<Rule>): Rule =>
  ({ id, at: `/rules/${n}`, on: 'pre_tool', tools: ['shell'], kinds: ['line', 'exec'], match: { command: 'x' }, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...o }) as Rule;
const model = (o: Partial<Model>): Model => ({ name: 'm', agents: ['agentproto'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], guard: { wiring: false }, policy: { rules: [], hooks: [] }, ...o }) as Model;

describe('agentproto hooks.json', () => {
  const rules = [
    rule('log-curl', 0, { match: { command: '\\bcurl\\b' }, decision: 'warn' }),
    rule('ok-ls', 1, { match: { command: '^ls' }, decision: 'allow' }),
    rule('hold-deploy', 2, { match: { command: '\\bdeploy\\b' }, decision: 'escalate' }),
    rule('no-rm', 3, { match: { command: 'rm -rf' }, decision: 'deny' }),
    rule('sec', 4, { intent: 'security' }),
    rule('npm-publish', 5, { match: { exec: { program: ['npm'], args: ['publish'] } }, kinds: ['exec'] }),
    rule('ci', 6, { match: { command: 'x', flags: 'i' } }),
    rule('env', 7, { match: { path: '(^|/)\\.env$' }, tools: ['write'], kinds: ['write'] }),
  ];
  const out = backend.emit.hooks(model({ rules }), ctx);
  const table = (out.fragment[0]!.body as { version: number; rules: { id: string; action: string; match: { command: string } }[] });

  it('writes version 1, deny before hold before allow before log, every entry semantic workflow on any tool', () => {
    expect(out.fragment[0]!.path).toBe('.agentproto/hooks.json');
    expect(table.version).toBe(1);
    expect(table.rules.map((r) => [r.id, r.action])).toEqual([['no-rm', 'deny'], ['npm-publish', 'deny'], ['hold-deploy', 'hold'], ['ok-ls', 'allow'], ['log-curl', 'log']]);
    expect(table.rules.every((r) => JSON.stringify(r).includes('"plane":"semantic","intent":"workflow","match":{"tool":"*"'))).toBe(true);
  });

  it("passes agentproto's own load checks, so one entry can never empty the file", () => {
    for (const r of table.rules) expect(refusal(r), r.id).toBeUndefined();
    expect(refusal({ id: 'x', plane: 'semantic', intent: 'security', match: {}, action: 'deny' })).toContain('RISK-0');
    expect(refusal({ id: 'x', plane: 'semantic', match: { argv: [1] }, action: 'log' })).toContain('argv');
  });

  it('never writes a security rule (RISK-0), nor flags, paths or exemptions; approximations are reported', () => {
    const at = (n: number) => out.unrepresentable.filter((l) => l.at === `/rules/${n}`).map((l) => l.code);
    expect(at(4)).toEqual(['SC3112']);
    expect(out.unrepresentable.find((l) => l.at === '/rules/4')!.reason).toContain('RISK-0');
    expect(at(6)).toEqual(['SC3112']);
    expect(at(7)).toEqual(['SC3112']);
    expect(at(3)).toEqual(['SC3113']);
    expect(out.unrepresentable.find((l) => l.at === '/rules/3')!.reason).toContain('human-hold path');
    expect(at(0)).toEqual(['SC3113', 'SC3107']);
    const exec = new RegExp(table.rules.find((r) => r.id === 'npm-publish')!.match.command);
    expect(['npm publish', 'cd x && /usr/bin/npm --silent publish --tag next'].map((c) => exec.test(c))).toEqual([true, true]);
    expect(['npm install publish', 'echo npm'].map((c) => exec.test(c))).toEqual([true, false]); // a raw-string approximation, as reported
  });
});

describe('agentproto command-sandbox.json', () => {
  it('sets both axes explicitly; strict denies the network; home denials hold, others are reported', () => {
    const out = backend.emit.permissions(model({ sandbox: { at: '/sandbox', mode: 'strict', writable: ['/opt/cache', '~/x'], denyRead: ['~/.ssh', 'secrets'] } }), ctx);
    expect(out.fragment[0]).toEqual({
      path: '.agentproto/command-sandbox.json',
      format: 'json',
      body: { mode: 'strict', network: 'deny', adapterSpawn: { mode: 'strict', network: 'deny', extraWritePaths: ['/opt/cache'] } },
    });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3204', '/sandbox/writable/1'], ['SC3204', '/sandbox/deny_read/1']]);
    expect(backend.emit.permissions(model({ sandbox: { at: '/sandbox', mode: 'off', writable: [], denyRead: [] } }), ctx).fragment).toEqual([]);
  });
});
