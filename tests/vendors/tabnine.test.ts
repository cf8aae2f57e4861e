import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/tabnine/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['tabnine'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const rule = (over: Partial<Rule>): Rule => withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });

describe('tabnine sections', () => {
  it('emits instructions (TABNINE.md), hooks and packaging; permissions are unadapted with a reason', () => {
    expect(Object.keys(backend.emit)).toEqual(['instructions', 'hooks', 'packaging']);
    expect(backend.facts.sections.instructions.status).toBe('emitted');
    expect(backend.facts.sections.permissions.status).toBe('unadapted');
  });
});

describe('tabnine hooks', () => {
  it('writes Gemini-shaped entries in .tabnine/agent/settings.json with the shared hook command', () => {
    const out = backend.emit.hooks(model({ rules: [rule({}), rule({ id: 's', at: '/rules/1', on: 'stop' })] }), ctx);
    const entry = [{ hooks: [{ type: 'command', command: ctx.hookCommand, name: 'seamc', timeout: 30000 }] }];
    expect(out).toEqual({
      fragment: [
        { path: '.tabnine/agent/settings.json', format: 'json', body: { hooks: { BeforeTool: entry, AfterAgent: entry } } },
        { path: '.seam/hooks/tabnine.cjs', format: 'runtime', body: { agent: 'tabnine' } },
      ],
      unrepresentable: [],
    });
  });
});

describe('tabnine packaging', () => {
  it('writes stdio MCP servers and reports remote servers, interpolation, commands, subagents and skills', () => {
    const out = backend.emit.packaging(
      model({
        plugin: {
          at: '/plugin',
          name: 'acme-api',
          version: '1.0.0',
          description: 'd',
          mcp: [
            { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' }, headers: {} },
            { name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://d.example/mcp', args: [], env: {}, headers: {} },
          ],
          commands: [{ name: 'review', at: '/plugin/commands/0', body: 'x' }],
          agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'd', tools: [], body: 'x' }],
          skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [] }],
        },
      }),
      ctx,
    );
    expect(out.fragment).toEqual([
      { path: '.tabnine/agent/settings.json', format: 'json', body: { mcpServers: { github: { command: 'npx', args: ['srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } } } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/github/env/GITHUB_TOKEN'],
      ['SC3401', '/plugin/mcp/docs'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
      ['SC3405', '/plugin/skills/0'],
    ]);
  });
});
