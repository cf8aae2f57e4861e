import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/devin/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['devin'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule> & { source: Rule['source'] }): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', ...over });
}

describe('devin instructions', () => {
  it('shares AGENTS.md and writes .devin/rules with trigger front matter', () => {
    const instructions = [
      { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
      { id: 'api', at: '/instructions/1', body: 'Named exports.\n', paths: ['src/api/**/*.ts', '**/*.tsx'] },
      { id: 'mig', at: '/instructions/2', body: 'Reversible.', paths: [], description: 'Writing\n migrations' },
      { id: 'bad', at: '/instructions/3', body: 'x', paths: ['web/**/*.{ts,tsx}'] },
    ];
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      {
        path: '.devin/rules/api.md',
        format: 'markdown',
        body: { template: 'devin/body', data: { body: 'Named exports.' }, frontmatter: { trigger: 'glob', globs: 'src/api/**/*.ts, **/*.tsx' }, frontmatterStyle: 'verbatim' },
      },
      {
        path: '.devin/rules/mig.md',
        format: 'markdown',
        body: { template: 'devin/body', data: { body: 'Reversible.' }, frontmatter: { trigger: 'model_decision', description: 'Writing migrations' }, frontmatterStyle: 'verbatim' },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/3/paths/0']]);
  });
});

describe('devin hooks', () => {
  it('writes the bare hooks.v1.json map and reports rules on tools Devin does not name', () => {
    const rules = [rule({ tools: ['shell'], source: { match: { command: 'x' } } }), rule({ at: '/rules/1', on: 'stop', source: { match: {} } }), rule({ at: '/rules/2', tools: ['read'], source: { match: { path: '.env' } } })];
    const hooks = [{ id: 'h', at: '/hooks/0', on: 'post_tool' as const, tools: [], run: 'true', timeout: 10 }];
    const out = backend.emit.hooks(model({ rules, hooks }), ctx);
    const cmd = ctx.hookCommand;
    expect(out.fragment).toEqual([
      {
        path: '.devin/hooks.v1.json',
        format: 'json',
        body: {
          PreToolUse: [{ hooks: [{ type: 'command', command: cmd, timeout: 30 }] }],
          PostToolUse: [{ hooks: [{ type: 'command', command: cmd, timeout: 40 }] }],
          Stop: [{ hooks: [{ type: 'command', command: cmd, timeout: 30 }] }],
        },
      },
      { path: '.seam/hooks/devin.cjs', format: 'runtime', body: { agent: 'devin' } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3109', '/rules/2']]);
  });
});
