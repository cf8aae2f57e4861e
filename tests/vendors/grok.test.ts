import { gradeFacts } from '../../compiler/evidence/grade.js';
import { recordedLive } from '../../compiler/evidence/live.js';
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/grok/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['grok'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], match: { command: 'x' }, decision: 'deny', intent: 'hygiene', source: { match: { command: 'x' } }, ...over });
}

describe('grok instructions', () => {
  it('writes the shared AGENTS.md and reports scoped and agent-requested text', () => {
    const instructions = [
      { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
      { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**/*.ts'] },
      { id: 'mig', at: '/instructions/2', body: 'y', paths: [], description: 'migrations' },
    ];
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });
});

describe('grok hooks', () => {
  it('writes one dedicated hook file with one group per used event, user hook time added', () => {
    const rules = [rule({}), rule({ id: 's', at: '/rules/1', on: 'stop', tools: [] })];
    const hooks = [{ id: 'h', at: '/hooks/0', on: 'post_tool' as const, tools: [], run: 'npx prettier', timeout: 20 }];
    const out = backend.emit.hooks(model({ rules, hooks }), ctx);
    expect(out.unrepresentable).toEqual([]);
    const cmd = ctx.hookCommand;
    expect(out.fragment).toEqual([
      {
        path: '.grok/hooks/seam.json',
        format: 'json',
        body: {
          hooks: {
            PreToolUse: [{ hooks: [{ type: 'command', command: cmd, timeout: 30 }] }],
            PostToolUse: [{ hooks: [{ type: 'command', command: cmd, timeout: 50 }] }],
            Stop: [{ hooks: [{ type: 'command', command: cmd, timeout: 30 }] }],
          },
        },
      },
      { path: '.seam/hooks/grok.cjs', format: 'runtime', body: { agent: 'grok' } },
    ]);
  });

  it('writes nothing without rules or hooks', () => {
    expect(backend.emit.hooks(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });

  it('declares only PreToolUse as blocking, fail-open, with every section emitted', () => {
    const blocking = Object.entries(gradeFacts(backend.facts, recordedLive()).hooks!.events).filter(([, c]) => c!.block).map(([e, c]) => [e, c!.grade]);
    expect(blocking).toEqual([['pre_tool', 'best-effort']]);
    expect(backend.facts.hooks.failClosed).toBe(false);
    expect(Object.keys(backend.emit).sort()).toEqual(['hooks', 'instructions', 'packaging', 'permissions']);
    expect(backend.facts.sections.permissions.status).toBe('emitted');
  });
});
