import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/kimi_code/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['kimi_code'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule> & { source: Rule['source'] }): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', ...over });
}

describe('kimi_code hooks', () => {
  it('writes a four-key [[hooks]] fragment for the user config and reports it as inert until installed', () => {
    const rules = [rule({ tools: ['shell'], source: { match: { command: 'x' } } }), rule({ at: '/rules/1', on: 'prompt_submit', source: { match: { prompt: 'k' } } })];
    const hooks = [{ id: 'h', at: '/hooks/0', on: 'post_tool' as const, tools: [], run: 'true', timeout: 590 }];
    const out = backend.emit.hooks(model({ rules, hooks }), ctx);
    const command = ctx.hookCommand;
    expect(out.fragment).toEqual([
      {
        path: '.seam/kimi_code/hooks.toml',
        format: 'toml',
        body: {
          hooks: [
            { event: 'UserPromptSubmit', command, timeout: 30 },
            { event: 'PreToolUse', command, timeout: 30 },
            { event: 'PostToolUse', command, timeout: 600 },
          ],
        },
      },
      { path: '.seam/hooks/kimi_code.cjs', format: 'runtime', body: { agent: 'kimi_code' } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3108', '/hooks/0'],
    ]);
  });
});
