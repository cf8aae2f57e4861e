import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/antigravity/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['antigravity'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });
}

describe('antigravity', () => {
  it('records permissions as not built by seamc (unadapted), not as a vendor gap', () => {
    expect(backend.facts.sections.permissions.status).toBe('unadapted');
  });

  it('writes the seamc group in .agents/hooks.json for used events only', () => {
    const out = backend.emit.hooks(model({ rules: [rule({}), rule({ at: '/rules/1', on: 'stop' }), rule({ at: '/rules/2', on: 'prompt_submit' })] }), ctx);
    const group = [{ hooks: [{ type: 'command', command: ctx.hookCommand }] }];
    expect(out.fragment).toEqual([
      { path: '.agents/hooks.json', format: 'json', body: { seamc: { PreToolUse: group, Stop: group } } },
      { path: '.seam/hooks/antigravity.cjs', format: 'runtime', body: { agent: 'antigravity' } },
    ]);
  });

  it('writes .agents/rules with triggers and reports a rule over 12,000 characters', () => {
    const out = backend.emit.instructions(model({
      instructions: [
        { id: 'api', at: '/instructions/0', body: 'Named.', paths: ['src/**'] },
        { id: 'big', at: '/instructions/1', body: 'x'.repeat(12001), paths: [], description: 'big' },
      ],
    }), ctx);
    expect(out.fragment).toEqual([
      { path: '.agents/rules/api.md', format: 'markdown', body: { template: 'antigravity/body', data: { body: 'Named.' }, frontmatter: { trigger: 'glob', globs: 'src/**' }, frontmatterStyle: 'verbatim' } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3303', '/instructions/1']]);
  });

  it('writes mcp_config.json with serverUrl; reports SSE, unverified ${VAR} and agent tool lists', () => {
    const out = backend.emit.packaging(model({
      plugin: {
        at: '/plugin', name: 'acme-api', version: '1.0.0', description: '',
        mcp: [
          { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['-y'], env: { T: '${GITHUB_TOKEN}' }, headers: {} },
          { name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://d.example/mcp', args: [], env: {}, headers: {} },
          { name: 'old', at: '/plugin/mcp/old', transport: 'sse', url: 'https://o.example/sse', args: [], env: {}, headers: {} },
        ],
        commands: [],
        agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'Runs', tools: ['shell'], body: 'Run.' }],
        skills: [],
      },
    }), ctx);
    expect(out.fragment).toEqual([
      { path: '.agents/mcp_config.json', format: 'json', body: { mcpServers: { github: { command: 'npx', args: ['-y'], env: { T: '${GITHUB_TOKEN}' } }, docs: { serverUrl: 'https://d.example/mcp' } } } },
      { path: '.agents/agents/runner.md', format: 'markdown', body: { template: 'antigravity/body', data: { body: 'Run.' }, frontmatter: { name: 'runner', description: 'Runs' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3402', '/plugin/mcp/github/env/T'], ['SC3401', '/plugin/mcp/old'], ['SC3404', '/plugin/agents/0/tools']]);
  });
});
