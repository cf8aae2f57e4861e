import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/windsurf/backend.js';
import { withKinds } from '../rule-helpers.js';
import { hookLosses } from '../../compiler/backend/capability.js';

const ctx = emitContext(backend.facts);
const COMMAND = ctx.hookCommand;
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['windsurf'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });
}

describe('windsurf', () => {
  it('has no permission emitter, and says why as a vendor fact', () => {
    expect(backend.facts.sections.permissions.status).toBe('none');
    expect('permissions' in backend.emit).toBe(false);
  });

  it('writes trigger rules verbatim and reports a rule file over 6,000 characters', () => {
    const out = backend.emit.instructions(model({
      instructions: [
        { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
        { id: 'api', at: '/instructions/1', body: 'Named.\n', paths: ['src/**/*.ts', '**/*.tsx'] },
        { id: 'mig', at: '/instructions/2', body: 'Down steps.', paths: [], description: 'Writing migrations: review' },
        { id: 'huge', at: '/instructions/3', body: 'x'.repeat(6001), paths: ['a/**'] },
      ],
    }), ctx);
    expect(out.fragment.slice(1)).toEqual([
      { path: '.windsurf/rules/api.md', format: 'markdown', body: { template: 'windsurf/body', data: { body: 'Named.' }, frontmatter: { trigger: 'glob', globs: 'src/**/*.ts, **/*.tsx' }, frontmatterStyle: 'verbatim' } },
      { path: '.windsurf/rules/mig.md', format: 'markdown', body: { template: 'windsurf/body', data: { body: 'Down steps.' }, frontmatter: { trigger: 'model_decision', description: '"Writing migrations: review"' }, frontmatterStyle: 'verbatim' } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3303', '/instructions/3']]);
  });

  it('reports always-on text over the limit at the instruction that crosses it', () => {
    const out = backend.emit.instructions(model({
      instructions: [
        { id: 'a', at: '/instructions/0', body: 'x'.repeat(4000), paths: [] },
        { id: 'b', at: '/instructions/1', body: 'y'.repeat(2500), paths: [] },
      ],
    }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3303', '/instructions/1']]);
  });

  it('installs only the gates whose tool class a rule or hook can reach, with show_output', () => {
    const out = backend.emit.hooks(model({
      rules: [rule({ tools: ['shell'] }), rule({ at: '/rules/1', tools: ['web'] }), rule({ at: '/rules/2', on: 'prompt_submit' })],
      hooks: [{ id: 'h', at: '/hooks/0', on: 'post_tool', tools: ['write', 'edit'], run: 'prettier', timeout: 10 }],
    }), ctx);
    const entry = [{ command: COMMAND, show_output: true }];
    expect(out.fragment).toEqual([
      { path: '.windsurf/hooks.json', format: 'json', body: { hooks: { pre_user_prompt: entry, pre_run_command: entry, post_write_code: entry } } },
      { path: '.seam/hooks/windsurf.cjs', format: 'runtime', body: { agent: 'windsurf' } },
    ]);
    // a web rule sees curl and wget through pre_run_command; that Cascade's own web tools fire no hook is the
    // generic SC3109 of compiler/backend/capability.ts (facts.hooks.sees.web), not an emitter loss
    expect(out.unrepresentable).toEqual([]);
    expect(hookLosses(model({ rules: [rule({ at: '/rules/1', tools: ['web'] })] }), backend.facts).map((l) => [l.code, l.at])).toEqual([['SC3109', '/rules/1']]);
  });

  it('packages workflows and skills; reports MCP servers and subagents', () => {
    const out = backend.emit.packaging(model({
      plugin: {
        at: '/plugin', name: 'acme-api', version: '1.0.0', description: '',
        mcp: [{ name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: [], env: {}, headers: {} }],
        commands: [{ name: 'review', at: '/plugin/commands/0', body: 'Review.\n' }],
        agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'd', tools: [], body: 'b' }],
        skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [{ path: 'run.sh', text: 'echo', mode: 0o755 }] }],
      },
    }), ctx);
    expect(out.fragment).toEqual([
      { path: '.windsurf/workflows/review.md', format: 'markdown', body: { template: 'windsurf/body', data: { body: 'Review.' } } },
      { path: '.windsurf/skills/db/run.sh', format: 'text', body: 'echo', mode: 0o755 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3401', '/plugin/mcp/github'], ['SC3404', '/plugin/agents/0']]);
  });
});
